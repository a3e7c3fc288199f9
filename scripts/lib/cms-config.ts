import type { CmsConfig, Field, FileCollection } from '@sveltia/cms';
import { z } from 'zod';
import { readEnv } from '@/app/_config/env';
import { MAX_PICTURE_BYTES, SUGGESTED_IMAGE_SIDE } from '@/app/_content/image-probe';
import {
  aboutTextSchema,
  careTextSchema,
  contactFactsSchema,
  contactTextSchema,
  MIN_IMAGE_PIXELS,
  productFactsSchema,
  productTextSchema,
  productTypesSchema,
  siteSchema,
} from '@/app/_content/schema';
import { routing } from '@/app/_i18n/routing';

/*
 * The configuration of the editors' CMS at /admin/ (Sveltia CMS), for the product layout that
 * git-based CMSs share: content/products/<sku>/index.<locale>.md, the facts and the name in the
 * en-US file's frontmatter, only the texts in the others, the pictures beside them.
 *
 * What the content check would refuse is taken from its zod schemas (app/_content/schema.ts) when
 * the CMS can say it too: required fields, patterns, lengths, bounds and fixed choices are read from
 * the schemas' JSON Schema at build time, so the form and the check cannot disagree. The CMS shows
 * labels and hints as written, in one language for everyone, so they are in both; the English hint
 * of a field is its doc comment in schema.ts (tests/unit/cms-config.test.ts holds them together).
 */

/**
 * The git host editors sign in to and commit to, in one place with the origins the CMS page may
 * reach there (its policy, scripts/lib/admin.ts): GitHub, the repository named by CMS_REPOSITORY
 * (the site's workflow gives its own). README.md, "Editing in the browser", says what to write
 * here for GitLab or a Gitea/Forgejo server. Editors sign in with a personal access token, or by
 * OAuth through an authenticator named by `base_url`.
 */
export const CMS_BACKEND = {
  name: 'github',
  // Read when the form is made, so that the build reports a malformed one as it reports other mistakes.
  get repo() {
    return readEnv('CMS_REPOSITORY');
  },
  branch: 'main',
} as const satisfies CmsConfig['backend'];
export const CMS_ORIGINS = {
  /** The host's API, and GitHub's status page, which the CMS shows when GitHub is down. */
  connect: ['https://api.github.com', 'https://www.githubstatus.com'],
  /** Editors' avatars, from their profile on the host. */
  images: ['https://avatars.githubusercontent.com'],
};

/** What the form offers to choose from: the product types and care texts the content has now. */
export type CmsChoices = {
  productTypes: readonly { id: string; name: Record<string, string> }[];
  care: readonly { id: string; title: Record<string, string> }[];
};

const locales = [...routing.locales];
const defaultLocale = routing.defaultLocale;

/** A label or hint in both languages: the CMS shows one text whatever the editor's language. */
const both = (en: string, zh: string) => `${en} ${zh}`;

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  enum?: string[];
  default?: unknown;
};

/** A schema as JSON Schema describes what a file may hold (`io: 'input'`); refinements it cannot say are left out. */
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * The message the content check gives for a value its pattern refuses: a space is refused by every
 * pattern of the schemas. Taken from the check itself, so the CMS says what `npm run check:content` says.
 */
function patternMessage(schema: z.ZodType, path: readonly (string | number)[]): string {
  const wrong: unknown = path.reduceRight<unknown>((value, key) => (typeof key === 'number' ? [value] : { [key]: value }), ' ');
  const result = schema.safeParse(wrong);
  const issue = result.error?.issues.find(
    (candidate) => candidate.code === 'invalid_format' && candidate.path.join('.') === path.join('.'),
  );
  if (!issue) throw new Error(`the content check does not refuse " " at ${path.join('.')}: update scripts/lib/cms-config.ts`);
  return issue.message;
}

/**
 * The CMS's rules for the field `name` of an object schema: whether it is required, its pattern (with
 * the check's own message and a Chinese one), its length, bounds or number of items.
 */
function rulesOf(
  schema: z.ZodType,
  name: string,
  { zh, pattern = true }: { zh?: string; pattern?: boolean } = {},
): Partial<Record<string, unknown>> {
  const objectSchema = jsonSchemaOf(schema);
  const property = objectSchema.properties?.[name];
  if (!property) throw new Error(`the schema has no field ${name}: update scripts/lib/cms-config.ts`);
  const rules: Partial<Record<string, unknown>> = { required: objectSchema.required?.includes(name) ?? false };
  const patterned = property.pattern
    ? { property, path: [name] }
    : property.items?.pattern
      ? { property: property.items, path: [name, 0] }
      : undefined;
  if (patterned && pattern) {
    const message = patternMessage(schema, patterned.path);
    rules.pattern = [patterned.property.pattern!, zh ? `${message} ${zh}` : message];
  }
  if (property.minLength !== undefined && property.minLength > 1) rules.minlength = property.minLength;
  if (property.maxLength !== undefined) rules.maxlength = property.maxLength;
  if (property.minimum !== undefined) rules.min = property.minimum;
  if (property.maximum !== undefined) rules.max = property.maximum;
  if (property.minItems !== undefined) rules.min = property.minItems;
  if (property.default !== undefined) rules.default = property.default;
  return rules;
}

/** The fixed choices of a field (`material: silk`), as JSON Schema lists them. */
function choicesOf(schema: z.ZodType, name: string): string[] {
  const choices = jsonSchemaOf(schema).properties?.[name]?.enum;
  if (!choices) throw new Error(`the schema's ${name} has no fixed choices: update scripts/lib/cms-config.ts`);
  return choices;
}

/** What a product may refer to does not change the shape of its facts: the choices come from the content. */
const productFacts = productFactsSchema({ folder: 'sku', images: new Map(), skus: new Set(), careIds: new Set() });

/**
 * The English hints are the doc comments of the fields in app/_content/schema.ts, word for word
 * (tests/unit/cms-config.test.ts compares them); the Chinese ones translate them.
 */
export const HINTS = {
  'productFactsSchema.sku': {
    en: "The product's code; the same as its folder name and part of its address: /product/<sku>/.",
    zh: '产品编号：与文件夹同名，也是网址的一部分：/product/<sku>/。',
  },
  'productFactsSchema.type': { en: 'One of the ids in content/product-types.yaml.', zh: 'content/product-types.yaml 中的一个类型。' },
  'productFactsSchema.material': { en: 'What it is made of; the house works in silk only.', zh: '材质：本品牌只做真丝。' },
  'productFactsSchema.size': { en: 'Finished size in centimetres.', zh: '成品尺寸，单位厘米。' },
  'productFactsSchema.price': {
    en: "Retail price: an amount in the currency's usual decimals, and its ISO 4217 code.",
    zh: '零售价：金额（按该币种通常的小数位）和 ISO 4217 币种代码。',
  },
  'productFactsSchema.shopUrl': {
    en: "The product's own page in the online shop ('Buy online'); its host must be in site.yaml's shopHosts.",
    zh: '产品在网店的页面（“在线购买”）；其域名须列在 site.yaml 的 shopHosts 中。',
  },
  'productFactsSchema.variants': { en: 'Skus of the same design in other colours or styles.', zh: '同一设计其他颜色或款式的产品编号。' },
  'productFactsSchema.care': { en: 'Id of a care text: a folder in content/care/.', zh: '护理说明：content/care/ 中的一个文件夹。' },
  'productFactsSchema.images': {
    en: "Image files in the product's folder, the first one leading.",
    zh: '产品文件夹中的图片，第一张为主图。',
  },
  'productTextSchema.name': {
    en: "The product's name in this locale; what more there is to say belongs in the description.",
    zh: '该语言的产品名称；其余内容写在描述里。',
  },
  'productTextSchema.pictures': {
    en: 'What some of the product\'s pictures show, in this language: for each, its file and a description, read by screen readers and shown in the zoom. A picture without one is called "<name>, view 2 of 4".',
    zh: '用该语言说明部分图片的内容：每张写上文件名和说明，供读屏软件朗读，并在放大图中显示。没有说明的图片称为“<名称>，第 2 张，共 4 张”。',
  },
  'productTypesSchema.id': {
    en: "Used in product files (`type:`) and in the filter's address, e.g. `stole`.",
    zh: '用于产品文件（`type:`）和筛选网址，例如 `stole`。',
  },
  'productTypesSchema.name': { en: "The type's name in each locale.", zh: '该类型在各语言中的名称。' },
  'careTextSchema.title': { en: 'Heading of the care text.', zh: '护理说明的标题。' },
  'aboutTextSchema.title': { en: 'The page heading.', zh: '页面标题。' },
  'aboutTextSchema.lead': { en: 'One sentence under the heading.', zh: '标题下的一句话。' },
  'contactFactsSchema.tel': {
    en: 'Telephone number, international form, e.g. "+86 28 8620 3366".',
    zh: '电话号码，国际格式，例如 "+86 28 8620 3366"。',
  },
  'contactFactsSchema.email': { en: 'Business email address.', zh: '商务邮箱。' },
  'contactTextSchema.address': { en: "Postal address in Chengdu, in this locale's order.", zh: '成都的通信地址，按该语言的习惯顺序书写。' },
  'contactTextSchema.manager': { en: 'Name of the business manager.', zh: '商务负责人姓名。' },
  'contactTextSchema.cooperation': { en: 'Text of the Business Cooperation section.', zh: '“商务合作”一节的文字。' },
  'contactTextSchema.careers': { en: 'Text of the Career Opportunities section.', zh: '“招贤纳士”一节的文字。' },
  'contactTextSchema.copyright': { en: 'Text of the Copyright Notice section.', zh: '“版权声明”一节的文字。' },
  'siteSchema.brandName': { en: "The house's name as shown in each locale.", zh: '品牌在各语言中的名称。' },
  'siteSchema.siteUrl': { en: 'Public address of the site, used for absolute links.', zh: '网站的公开地址，用于绝对链接。' },
  'siteSchema.shopUrl': { en: 'The online shop the Shop link opens.', zh: '“网店”链接打开的在线商店。' },
  'siteSchema.shopHosts': { en: "Hosts a product's `shopUrl` may point to.", zh: '产品 `shopUrl` 可以指向的域名。' },
  'siteSchema.icp': {
    en: 'The ICP registration number printed in the footer, e.g. 蜀ICP备2020012345号.',
    zh: '页脚显示的 ICP 备案号，例如 蜀ICP备2020012345号。',
  },
  'siteSchema.copyrightYear': { en: 'The year the copyright line starts from.', zh: '版权声明的起始年份。' },
  'siteSchema.productsPerPage': {
    en: 'How many products a page of the product list shows before the rest go to further pages.',
    zh: '产品列表每页显示的产品数，其余的放到后面的页面。',
  },
} as const satisfies Record<string, { en: string; zh: string }>;

/** A hint is Markdown, where `<sku>` would read as an HTML tag and vanish. */
const asText = (text: string) => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const hint = (key: keyof typeof HINTS) => asText(both(HINTS[key].en, HINTS[key].zh));

/** A text field of a schema, with the schema's rules. */
const textField = (
  schema: z.ZodType,
  key: keyof typeof HINTS,
  label: string,
  // zh: the Chinese beside the check's message for a value the field's pattern refuses.
  { zh, ...extra }: Partial<Field> & { zh?: string } = {},
): Field => {
  const name = key.split('.')[1]!;
  return { name, label, hint: hint(key), widget: 'string', ...rulesOf(schema, name, { zh }), ...extra } as Field;
};

/** The same text in each locale, as one object (`brandName: { en-US: …, zh-CN: … }`), for files that are not split by locale. */
const perLocale = (name: string, label: string, hintText: string): Field => ({
  name,
  label,
  hint: hintText,
  widget: 'object',
  fields: locales.map((locale) => ({ name: locale, label: locale, widget: 'string', required: true })),
});

/** The body of a Markdown file: what the page shows below its heading. */
const body = (label: string): Field => ({
  name: 'body',
  label,
  widget: 'markdown',
  i18n: true,
  required: true,
  // The text as written, not as the rich-text editor would write it again (*silk* as _silk_,
  // and the like): an edit elsewhere in the entry leaves this file as it was. Editors may switch
  // to the rich-text editor for a text they rewrite.
  modes: ['raw', 'rich_text'],
  // Pictures belong in the images field, and code has no place in these texts: no image or code
  // blocks, which also keeps the code highlighter's grammars out of the bundle (scripts/lib/admin.ts).
  editor_components: [],
});

function productsCollection(choices: CmsChoices) {
  const typeNames = (names: Record<string, string>) => locales.map((locale) => names[locale]).join(' ');
  return {
    name: 'products',
    label: both('Products', '产品'),
    label_singular: both('Product', '产品'),
    icon: 'shopping_bag',
    folder: 'content/products',
    // content/products/<sku>/index.<locale>.md, the pictures beside them.
    path: '{{slug}}/index',
    extension: 'md',
    format: 'yaml-frontmatter',
    media_folder: '',
    public_folder: '',
    i18n: true,
    identifier_field: 'sku',
    // The folder is named after the sku, as the content check requires.
    slug: '{{fields.sku}}',
    summary: '{{sku}} · {{name}}',
    sortable_fields: ['sku', 'name'],
    fields: [
      textField(productTextSchema, 'productTextSchema.name', both('Name', '名称'), { i18n: true }),
      textField(productFacts, 'productFactsSchema.sku', both('Sku', '产品编号'), {
        zh: '只用小写字母、数字和单个连字符，例如 rj-hr-001。',
      }),
      {
        name: 'type',
        label: both('Type', '类型'),
        hint: hint('productFactsSchema.type'),
        widget: 'select',
        ...rulesOf(productFacts, 'type'),
        options: choices.productTypes.map((type) => ({ value: type.id, label: typeNames(type.name) })),
      },
      {
        name: 'material',
        label: both('Material', '材质'),
        hint: hint('productFactsSchema.material'),
        widget: 'select',
        ...rulesOf(productFacts, 'material'),
        options: choicesOf(productFacts, 'material'),
        default: choicesOf(productFacts, 'material')[0],
      },
      {
        name: 'size',
        label: both('Size', '尺寸'),
        hint: hint('productFactsSchema.size'),
        widget: 'object',
        ...rulesOf(productFacts, 'size'),
        fields: [centimetres('width', both('Width (cm)', '宽（厘米）')), centimetres('height', both('Height (cm)', '高（厘米）'))],
      },
      {
        name: 'price',
        label: both('Price', '价格'),
        hint: hint('productFactsSchema.price'),
        widget: 'object',
        ...rulesOf(productFacts, 'price'),
        fields: [
          // Above zero; how many decimals depends on the currency, which the CMS cannot say.
          { name: 'amount', label: both('Amount', '金额'), widget: 'number', value_type: 'float', min: 0.01, step: 0.01, required: true },
          {
            name: 'currency',
            label: both('Currency', '币种'),
            widget: 'string',
            required: true,
            default: 'CNY',
            pattern: [
              '^[A-Z]{3}$',
              'write an ISO 4217 currency code in capitals, e.g. CNY, USD or EUR 请用大写的 ISO 4217 币种代码，例如 CNY、USD、EUR。',
            ],
          },
        ],
      },
      textField(productFacts, 'productFactsSchema.shopUrl', both('Shop page', '网店页面'), {
        type: 'url',
        zh: '请从浏览器地址栏重新复制网址（不能有空格或全角符号）。',
      }),
      {
        name: 'variants',
        label: both('Other colours', '其他配色'),
        hint: hint('productFactsSchema.variants'),
        widget: 'relation',
        collection: 'products',
        value_field: 'sku',
        search_fields: ['sku', 'name'],
        display_fields: ['{{sku}} · {{name}}'],
        multiple: true,
        // An empty list is written `variants: []`, which the check reads as none.
        required: false,
        default: [],
        // A product is not its own variant.
        filters: [{ field: 'sku', values: ['{{slug}}'], exclude: true }],
      },
      {
        name: 'care',
        label: both('Care', '护理说明'),
        hint: hint('productFactsSchema.care'),
        widget: 'select',
        ...rulesOf(productFacts, 'care'),
        options: choices.care.map((care) => ({ value: care.id, label: `${care.id} · ${typeNames(care.title)}` })),
      },
      {
        name: 'images',
        label: both('Pictures', '图片'),
        hint: both(
          `${HINTS['productFactsSchema.images'].en} At least ${MIN_IMAGE_PIXELS} pixels on the long side; larger photographs are reduced to ${SUGGESTED_IMAGE_SIDE}.`,
          `${HINTS['productFactsSchema.images'].zh}长边至少 ${MIN_IMAGE_PIXELS} 像素；更大的照片会缩小到 ${SUGGESTED_IMAGE_SIDE} 像素。`,
        ),
        widget: 'image',
        multiple: true,
        // Their names are made safe on upload (slugify_filename); the CMS would test a list's pattern on the whole list.
        ...rulesOf(productFacts, 'images', { pattern: false }),
        // iPhone photographs (HEIC) too: the upload converts every picture to WebP.
        accept: 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif',
        choose_url: false,
      },
      {
        name: 'pictures',
        label: both('Picture descriptions', '图片说明'),
        hint: hint('productTextSchema.pictures'),
        widget: 'list',
        i18n: true,
        ...rulesOf(productTextSchema, 'pictures'),
        summary: '{{fields.file}} · {{fields.description}}',
        fields: [
          {
            name: 'file',
            label: both('Picture file', '图片文件'),
            hint: both('One of the pictures above, e.g. edge.webp.', '上面图片中的一张，例如 edge.webp。'),
            widget: 'string',
            required: true,
            // Each language's list is its own: a field without i18n would be the English one's.
            i18n: true,
          },
          { name: 'description', label: both('What it shows', '画面内容'), widget: 'string', required: true, i18n: true },
        ],
      },
      body(both('Description', '描述')),
    ],
  };
}

function centimetres(name: 'width' | 'height', label: string): Field {
  // Above zero (JSON Schema's exclusiveMinimum, which the CMS cannot say): a tenth of a centimetre is the least a size is written in.
  const size = jsonSchemaOf(productFacts).properties!.size!;
  if (size.properties?.[name]?.exclusiveMinimum !== 0)
    throw new Error(`size.${name} is no longer "above zero": update scripts/lib/cms-config.ts`);
  return { name, label, widget: 'number', value_type: 'float', min: 0.1, step: 0.1, required: size.required?.includes(name) ?? false };
}

/** Files edited in place: a file collection keeps each file where it is. */
function pagesCollection(choices: CmsChoices): FileCollection {
  const localisedFile = (file: string) => file.replace('<locale>', '{{locale}}');
  return {
    name: 'pages',
    label: both('Pages and settings', '页面与设置'),
    icon: 'description',
    // Files with {{locale}} in their path are one per locale; the others (i18n: false) are shared.
    i18n: true,
    files: [
      {
        name: 'about',
        label: both('About', '关于我们'),
        file: localisedFile('content/about/<locale>.md'),
        format: 'yaml-frontmatter',
        i18n: true,
        fields: [
          textField(aboutTextSchema, 'aboutTextSchema.title', both('Title', '标题'), { i18n: true }),
          textField(aboutTextSchema, 'aboutTextSchema.lead', both('Lead', '导语'), { i18n: true }),
          body(both('Brand story', '品牌故事')),
        ],
      },
      {
        name: 'contact-text',
        label: both('Contact texts', '联系页文字'),
        file: localisedFile('content/contact/<locale>.md'),
        format: 'yaml-frontmatter',
        i18n: true,
        // No body: the contact page shows only these fields, and the check refuses text below them.
        fields: (['address', 'manager', 'cooperation', 'careers', 'copyright'] as const).map((name) =>
          textField(contactTextSchema, `contactTextSchema.${name}`, CONTACT_LABELS[name], {
            i18n: true,
            widget: name === 'address' || name === 'manager' ? 'string' : 'text',
          }),
        ),
      },
      {
        name: 'contact',
        label: both('Contact details', '联系方式'),
        file: 'content/contact/contact.yaml',
        i18n: false,
        format: 'yaml',
        fields: [
          textField(contactFactsSchema, 'contactFactsSchema.tel', both('Telephone', '电话'), {
            zh: '请写电话号码，例如 "+86 28 8620 3366"。',
          }),
          textField(contactFactsSchema, 'contactFactsSchema.email', both('Email', '邮箱'), {
            type: 'email',
            zh: '请写邮箱地址。',
          }),
        ],
      },
      {
        name: 'site',
        label: both('Site settings', '网站设置'),
        file: 'content/site.yaml',
        i18n: false,
        format: 'yaml',
        fields: [
          perLocale('brandName', both('Brand name', '品牌名称'), hint('siteSchema.brandName')),
          textField(siteSchema, 'siteSchema.siteUrl', both('Site address', '网站地址'), {
            type: 'url',
            zh: '请从浏览器地址栏重新复制网址。',
          }),
          textField(siteSchema, 'siteSchema.shopUrl', both('Shop address', '网店地址'), {
            type: 'url',
            zh: '请从浏览器地址栏重新复制网址。',
          }),
          {
            name: 'shopHosts',
            label: both('Shop hosts', '网店域名'),
            hint: hint('siteSchema.shopHosts'),
            widget: 'list',
            ...rulesOf(siteSchema, 'shopHosts', { zh: '只写小写域名，不带 https:// 或 /。' }),
          },
          textField(siteSchema, 'siteSchema.icp', both('ICP number', 'ICP 备案号')),
          {
            name: 'copyrightYear',
            label: both('Copyright year', '版权年份'),
            hint: hint('siteSchema.copyrightYear'),
            widget: 'number',
            value_type: 'int',
            ...rulesOf(siteSchema, 'copyrightYear'),
          },
          {
            name: 'productsPerPage',
            label: both('Products per page', '每页产品数'),
            hint: hint('siteSchema.productsPerPage'),
            widget: 'number',
            value_type: 'int',
            ...rulesOf(siteSchema, 'productsPerPage'),
          },
        ],
      },
      {
        name: 'product-types',
        label: both('Product types', '产品类型'),
        file: 'content/product-types.yaml',
        i18n: false,
        format: 'yaml',
        fields: [
          {
            name: 'types',
            label: both('Product types', '产品类型'),
            widget: 'list',
            // The file is the list itself, without a key.
            root: true,
            summary: '{{fields.id}} · {{fields.name.en-US}} {{fields.name.zh-CN}}',
            min: jsonSchemaOf(productTypesSchema).minItems,
            fields: [
              {
                name: 'id',
                label: both('Id', '标识'),
                hint: hint('productTypesSchema.id'),
                widget: 'string',
                ...itemRules(productTypesSchema, 'id', '只用小写字母、数字和单个连字符，例如 stole。'),
              },
              perLocale('name', both('Name', '名称'), hint('productTypesSchema.name')),
            ],
          },
        ],
      },
      // One file per care text: the CMS edits those that exist; a new one is a new folder in content/care/.
      ...choices.care.map(({ id, title }) => ({
        name: `care-${id}`,
        label: both(`Care: ${title[defaultLocale] ?? id}`, `护理：${title['zh-CN'] ?? id}`),
        file: localisedFile(`content/care/${id}/<locale>.md`),
        format: 'yaml-frontmatter',
        i18n: true,
        fields: [
          textField(careTextSchema, 'careTextSchema.title', both('Title', '标题'), { i18n: true }),
          body(both('Care text', '护理说明')),
        ],
      })),
    ],
  };
}

/** The rules of a field of the items of a list schema (product-types.yaml is a list of objects). */
function itemRules(listSchema: z.ZodType, name: string, zh: string) {
  const item = jsonSchemaOf(listSchema).items!;
  const property = item.properties![name]!;
  const message = patternMessage(listSchema, [0, name]);
  return { required: item.required?.includes(name) ?? false, pattern: [property.pattern!, `${message} ${zh}`] };
}

const CONTACT_LABELS = {
  address: both('Address', '地址'),
  manager: both('Manager', '负责人'),
  cooperation: both('Business cooperation', '商务合作'),
  careers: both('Careers', '招贤纳士'),
  copyright: both('Copyright notice', '版权声明'),
} as const;

/** The whole configuration; `choices` are the content's product types and care texts. */
export function cmsConfig(choices: CmsChoices): CmsConfig {
  return {
    backend: CMS_BACKEND,
    // Every change is a pull request, which CI checks before anyone merges it: the CMS checks fewer
    // rules than the content check (references, picture sizes, shop hosts).
    publish_mode: 'editorial_workflow',
    app_title: both('Rongjin Silk', '蓉锦丝绸'),
    media_folder: 'content/media',
    i18n: { structure: 'multiple_files', locales, default_locale: defaultLocale },
    // Picture names as the content check accepts them (letters, digits, - and _): a Chinese or
    // accented file name becomes ASCII.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    media_libraries: {
      // Stock photographs are not the house's, and their sites are third parties the page policy refuses.
      stock_assets: false,
      default: {
        config: {
          slugify_filename: true,
          max_file_size: MAX_PICTURE_BYTES,
          // A photograph straight from a camera is reduced to a light file that still zooms across a
          // desktop screen; a smaller one is kept at its size (never below the check's minimum of
          // MIN_IMAGE_PIXELS unless it was already).
          transformations: { raster_image: { format: 'webp', quality: 85, width: SUGGESTED_IMAGE_SIDE, height: SUGGESTED_IMAGE_SIDE } },
        },
      },
    },
    output: { omit_empty_optional_fields: true },
    collections: [productsCollection(choices), pagesCollection(choices)],
  } as CmsConfig;
}
