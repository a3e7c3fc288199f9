/*
 * The shape of every file under content/, each field with what editors are told about it: its
 * label and hint on the CMS form, the comment `npm run new:product` writes above it, and its rules
 * and example in content/README.md (`npm run content-guide` writes the tables there).
 *
 * One file per kind of content in schema/, each field's description beside it; their building
 * blocks, with the messages they give, are in schema-parts.ts. The content module imports them
 * from here.
 */
export { siteSchema, type Site } from './schema/site';
export { productTypeSchema, productTypesSchema, type ProductType } from './schema/product-types';
export { productFactsBaseSchema, productFactsSchema, productTextSchema, type ProductFacts } from './schema/product';
export { careTextSchema } from './schema/care';
export { aboutTextSchema } from './schema/about';
export { contactFactsSchema, contactTextSchema, type ContactFacts, type ContactText } from './schema/contact';
export { CHANNEL_KINDS, channelSchema, channelsSchema, type Channel, type ChannelKind } from './schema/channels';
