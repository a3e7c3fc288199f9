import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_SELECTED_PIECES } from '@/app/_config/home';
import { locales } from '@/app/_config/locales';
import {
  describedFields,
  fieldDescription,
  IMAGE_FILE_NAME,
  loadContent,
  MIN_IMAGE_PIXELS,
  aboutTextSchema,
  careTextSchema,
  CHANNEL_KINDS,
  channelSchema,
  contactFactsSchema,
  contactTextSchema,
  productFactsBaseSchema,
  productFactsSchema,
  productTextSchema,
  productTypeSchema,
  siteSchema,
  type ProductReferences,
} from '@/app/_content/tools';
import { cmsConfig } from '@/scripts/lib/cms/config';
import { withFieldTables } from '@/scripts/lib/content/content-guide';
import enUS from '@/messages/en-US.json' with { type: 'json' };
import zhCN from '@/messages/zh-CN.json' with { type: 'json' };

/*
 * The CMS's form (scripts/lib/cms/config/) against the content check's schemas
 * (app/_content/schema/): what the config takes from the schemas at build time is not tested
 * again; what it writes by hand is.
 */

// A fixture, not content/: an editor's change to the catalogue breaks no test.
const content = await loadContent('tests/fixtures/content/valid');
const config = cmsConfig({
  brandName: content.site.brandName,
  productTypes: content.productTypes,
  care: [...content.care].map(([id, text]) => ({ id, title: { 'en-US': text['en-US'].title, 'zh-CN': text['zh-CN'].title } })),
});

type Field = {
  name: string;
  label?: string;
  hint?: string;
  widget?: string;
  required?: boolean;
  i18n?: boolean;
  options?: (string | { value: string })[];
  fields?: Field[];
};
const collections = config.collections as unknown as { name: string; fields?: Field[]; files?: { name: string; fields: Field[] }[] }[];
const productFields = collections.find((collection) => collection.name === 'products')!.fields!;
const field = (name: string) => productFields.find((candidate) => candidate.name === name)!;

/** The schema of each form of the CMS: products, and each file edited in place (by the start of its name). */
const FORM_SCHEMAS: [string, z.ZodObject[]][] = [
  ['products', [productTextSchema, productFactsBaseSchema]],
  ['about', [aboutTextSchema]],
  ['contact-text', [contactTextSchema]],
  ['contact', [contactFactsSchema]],
  ['site', [siteSchema]],
  ['product-types', [productTypeSchema]],
  ['care-', [careTextSchema]],
  ['channels', [channelSchema]],
];

/** Every form of the CMS with its fields, and the schema of the file it writes. */
function forms(): { form: string; fields: Field[]; schemas: z.ZodObject[] }[] {
  const listed = [
    ...collections.filter((collection) => collection.fields).map((collection) => ({ form: collection.name, fields: collection.fields! })),
    ...collections.flatMap((collection) => collection.files ?? []).map((file) => ({ form: file.name, fields: file.fields })),
  ];
  return listed.map(({ form, fields }) => {
    const schemas = FORM_SCHEMAS.find(([name]) => form === name || (name.endsWith('-') && form.startsWith(name)))?.[1];
    if (!schemas) throw new Error(`no schema for the form ${form}`);
    // product-types.yaml and channels.yaml are each one list, without a key.
    const shown = form === 'product-types' || form === 'channels' ? fields[0]!.fields! : fields;
    return { form, fields: shown.filter((candidate) => candidate.widget !== 'markdown'), schemas };
  });
}

const inBoth = (text: Record<string, string>) => locales.map((locale) => text[locale]).join(' ');
const asMarkdownText = (text: string) => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('the CMS configuration', () => {
  it("is titled with the house's name in both languages, from site.yaml", () => {
    expect(config.app_title).toBe(`${content.site.brandName['en-US']} ${content.site.brandName['zh-CN']}`);
    expect(config.app_title).toBe('Fixture Silk 测试丝绸');
  });

  it("labels every field of every form in both languages, and gives it its schema's hint in both", () => {
    expect(forms().map(({ form }) => form)).toEqual(
      expect.arrayContaining(['products', 'about', 'contact-text', 'contact', 'site', 'product-types', 'channels']),
    );
    for (const { form, fields, schemas } of forms()) {
      for (const shown of fields) {
        const schema = schemas.find((candidate) => shown.name in candidate.shape);
        expect(schema, `${form}.${shown.name} is a field of its file`).toBeDefined();
        const { label, hint } = fieldDescription(schema!, shown.name);
        for (const locale of locales) expect(label?.[locale], `${form}.${shown.name}: label in ${locale}`).toBeTruthy();
        expect(shown.label, `${form}.${shown.name}`).toBe(inBoth(label!));
        expect(hint, `${form}.${shown.name}: hint`).toBeDefined();
        for (const locale of locales) expect(hint![locale], `${form}.${shown.name}: hint in ${locale}`).toBeTruthy();
        for (const locale of locales) expect(shown.hint, `${form}.${shown.name}`).toContain(asMarkdownText(hint![locale]));
        // The fields inside an object or a list: labelled too.
        for (const inner of shown.fields ?? []) expect(inner.label, `${form}.${shown.name}.${inner.name}`).toBeTruthy();
      }
    }
  });

  it('describes every field of every content file in both languages, for the form, the new file and the guide', () => {
    for (const [, schemas] of FORM_SCHEMAS) {
      for (const { name, description } of schemas.flatMap((schema) => describedFields(schema))) {
        for (const locale of locales) {
          expect(description.label?.[locale], `${name}: label in ${locale}`).toBeTruthy();
          expect((description.guide ?? description.hint)?.[locale], `${name}: what to write, in ${locale}`).toBeTruthy();
        }
      }
    }
  });

  it("keeps content/README.md's field tables as the schemas describe the fields (npm run content-guide)", () => {
    const guide = readFileSync('content/README.md', 'utf8');
    expect(withFieldTables(guide) === guide, 'content/README.md is stale: run npm run content-guide').toBe(true);
  });

  /** A product's references, none of them known yet. */
  const refs: ProductReferences = {
    folder: 'sku',
    images: new Map(),
    fileNames: [],
    skus: new Set<string>(),
    careIds: new Set<string>(),
    today: '2026-03-18',
  };

  it('checks the same fields of a product as the form shows, before and after its references are known', () => {
    expect(Object.keys(productFactsSchema(refs).shape)).toEqual(Object.keys(productFactsBaseSchema.shape));
  });

  it('has a product form field for every field of the product files, and no other', () => {
    const frontmatter = [...Object.keys(productFactsSchema(refs).shape), ...Object.keys(productTextSchema.shape)];
    expect(productFields.map((candidate) => candidate.name).toSorted()).toEqual([...frontmatter, 'body'].toSorted());
  });

  it('writes only the name, the picture descriptions and the description in each language; the facts once', () => {
    const translated = productFields.filter((candidate) => candidate.i18n).map((candidate) => candidate.name);
    expect(translated.toSorted()).toEqual(['body', 'name', 'pictures']);
  });

  it('offers the product types and care texts of the content, and requires one of each', () => {
    const values = (name: string) => field(name).options!.map((option) => (typeof option === 'string' ? option : option.value));
    expect(values('type')).toEqual(content.productTypes.map((type) => type.id));
    expect(values('care')).toEqual([...content.care.keys()]);
    expect(field('type').required).toBe(true);
    expect(field('care').required).toBe(true);
  });

  it('accepts every currency code the check accepts, and refuses lowercase ones', () => {
    const price = field('price') as unknown as { fields: { name: string; pattern: [string, string] }[] };
    const pattern = new RegExp(price.fields.find((candidate) => candidate.name === 'currency')!.pattern[0]);
    for (const code of Intl.supportedValuesOf('currency')) expect(code).toMatch(pattern);
    expect('cny').not.toMatch(pattern);
  });

  it('reduces an upload to a picture the check accepts: WebP, at most the suggested side, never below the minimum', () => {
    const transformation = (
      config.media_libraries as {
        default: { config: { transformations: { raster_image: { format: string; width: number; height: number } } } };
      }
    ).default.config.transformations.raster_image;
    expect(`front.${transformation.format}`).toMatch(IMAGE_FILE_NAME);
    expect(Math.min(transformation.width, transformation.height)).toBeGreaterThanOrEqual(MIN_IMAGE_PIXELS);
    expect(config.slug).toMatchObject({ encoding: 'ascii' });
  });

  it("has a settings field for every field of site.yaml, the line sheet's ordering terms optional and each text in both languages or none", () => {
    const settings = collections.flatMap((collection) => collection.files ?? []).find((file) => file.name === 'site')!;
    expect(settings.fields.map((candidate) => candidate.name)).toEqual(Object.keys(siteSchema.shape));
    const setting = (name: string) => settings.fields.find((candidate) => candidate.name === name)!;
    for (const name of ['minimumOrder', 'leadTime', 'paymentTerms', 'pricesValidUntil']) expect(setting(name).required, name).toBe(false);
    expect(setting('brandName').required).not.toBe(false);
    for (const name of ['minimumOrder', 'leadTime', 'paymentTerms']) {
      expect(setting(name).fields!.map((inner) => [inner.name, inner.required, (inner as { maxlength?: number }).maxlength])).toEqual(
        locales.map((locale) => [locale, true, 160]),
      );
    }
    expect(setting('pricesValidUntil')).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' });
    // The form lets editors choose no more pieces than the check accepts.
    expect(setting('selectedPieces')).toMatchObject({ widget: 'relation', multiple: true, max: MAX_SELECTED_PIECES });
  });

  it("asks a product type's name in both languages, and its search words in either or both", () => {
    const types = collections.flatMap((collection) => collection.files ?? []).find((file) => file.name === 'product-types')!;
    const field = (name: string) => types.fields[0]!.fields!.find((candidate) => candidate.name === name)!;
    expect(field('name').fields!.map((inner) => [inner.name, inner.required])).toEqual(locales.map((locale) => [locale, true]));
    expect(field('searchWords').required).toBe(false);
    expect(field('searchWords').fields!.map((inner) => [inner.name, inner.required, (inner as { maxlength?: number }).maxlength])).toEqual(
      locales.map((locale) => [locale, false, 120]),
    );
  });

  it('keeps the site files where they are: about, contact, care and settings', () => {
    const files = collections
      .find((collection) => collection.name === 'pages')!
      .files!.map((file) => (file as unknown as { file: string }).file);
    expect(files).toEqual(
      expect.arrayContaining([
        'content/about/{{locale}}.md',
        'content/contact/{{locale}}.md',
        'content/contact/contact.yaml',
        'content/site.yaml',
        'content/product-types.yaml',
        'content/channels.yaml',
        ...[...content.care.keys()].map((id) => `content/care/${id}/{{locale}}.md`),
      ]),
    );
  });

  it('lists the places that carry the pieces with every field of their entries, the kinds by the names the Contact page shows', () => {
    const file = collections.find((collection) => collection.name === 'pages')!.files!.find((candidate) => candidate.name === 'channels')!;
    const [list] = file.fields as (Field & { root?: boolean })[];
    expect(list).toMatchObject({ widget: 'list', root: true, required: false });
    expect(list!.fields!.map((candidate) => candidate.name)).toEqual(Object.keys(channelSchema.shape));
    const kind = list!.fields!.find((candidate) => candidate.name === 'kind')!;
    expect(kind.required).toBe(true);
    expect(kind.options).toEqual(
      CHANNEL_KINDS.map((value) => ({ value, label: `${enUS.Channels.kinds[value]} ${zhCN.Channels.kinds[value]}` })),
    );
    // A place to visit needs a city and an address, an online store neither: the check says which, not the form.
    for (const name of ['city', 'address', 'tel', 'hours', 'url']) {
      expect(list!.fields!.find((candidate) => candidate.name === name)!.required, name).toBe(false);
    }
  });
});
