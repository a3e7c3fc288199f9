import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/app/_content/catalogue';
import { MIN_IMAGE_PIXELS } from '@/app/_content/image-probe';
import { IMAGE_FILE_NAME } from '@/app/_content/naming';
import { productFactsSchema, productTextSchema } from '@/app/_content/schema';
import { cmsConfig, HINTS } from '@/scripts/lib/cms-config';

/*
 * The CMS's form (scripts/lib/cms-config.ts) against the content check's schemas
 * (app/_content/schema.ts): what the config takes from the schemas at build time is not tested
 * again; what it writes by hand is.
 */

// A fixture, not content/: an editor's change to the catalogue breaks no test.
const content = await loadContent('tests/fixtures/content/valid');
const config = cmsConfig({
  productTypes: content.productTypes,
  care: [...content.care].map(([id, text]) => ({ id, title: { 'en-US': text['en-US'].title, 'zh-CN': text['zh-CN'].title } })),
});

type Field = { name: string; widget?: string; required?: boolean; i18n?: boolean; options?: (string | { value: string })[] };
const collections = config.collections as unknown as { name: string; fields?: Field[]; files?: { name: string; fields: Field[] }[] }[];
const productFields = collections.find((collection) => collection.name === 'products')!.fields!;
const field = (name: string) => productFields.find((candidate) => candidate.name === name)!;

/** The doc comment of each field of schema.ts, by `<schema>.<field>` (nested objects: the innermost schema's name). */
function schemaDocComments(): Map<string, string> {
  const file = ts.createSourceFile('schema.ts', readFileSync('app/_content/schema.ts', 'utf8'), ts.ScriptTarget.Latest, true);
  const comments = new Map<string, string>();
  const visit = (node: ts.Node, owner: string | undefined) => {
    if (ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) owner = node.name?.getText();
    if (ts.isPropertyAssignment(node) && owner) {
      const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
      const text = docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ');
      if (text) comments.set(`${owner}.${node.name.getText().replaceAll("'", '')}`, text.replace(/\s+/g, ' ').trim());
    }
    node.forEachChild((child) => visit(child, owner));
  };
  visit(file, undefined);
  return comments;
}

describe('the CMS configuration', () => {
  it("gives each field the English hint of schema.ts's doc comment, word for word", () => {
    const comments = schemaDocComments();
    for (const [key, { en }] of Object.entries(HINTS)) expect(en, key).toBe(comments.get(key));
  });

  it('has a product form field for every field of the product files, and no other', () => {
    const refs = { folder: 'sku', images: new Map(), skus: new Set<string>(), careIds: new Set<string>() };
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
        ...[...content.care.keys()].map((id) => `content/care/${id}/{{locale}}.md`),
      ]),
    );
  });
});
