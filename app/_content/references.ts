import { z } from 'zod';
import { IMAGE_FILE_NAME, imageNameProblem, RESERVED_SKUS, SKU } from './naming';
import { emptyAsNone, httpsUrl, isoDate, listOf, oneOf, reportRepeats, slug, slugOf } from './schema-parts';

/*
 * The fields of a product's facts that name other content: its folder, the other products, the
 * product types, the care texts, its pictures and the shop hosts. Each is made with what it may
 * refer to, to check a product, or without, for the shape alone (the CMS form, the guide).
 */

/** What an image file in a product folder turned out to be, or why it cannot be shown. */
export type ImageProbe = { width: number; height: number; hash: string; problem?: never } | { problem: string };

/** What a product may refer to: the ids and hosts that exist elsewhere in the content. */
export type ProductReferences = {
  /** The product's folder name, which its sku must equal. */
  folder: string;
  /** The image files in the product's folder, each read far enough to know its format and size. */
  images: ReadonlyMap<string, ImageProbe>;
  /** Every file's name in the product's folder: a picture not found may be there under another name. */
  fileNames: readonly string[];
  skus: ReadonlySet<string>;
  /** Lists that could not be read are undefined: their own file's problem is reported instead. */
  typeIds?: ReadonlySet<string>;
  /** Each type's name in every language, in small letters, and its id. */
  typeNames?: ReadonlyMap<string, string>;
  careIds: ReadonlySet<string>;
  shopHosts?: readonly string[];
  /** The day the check runs, in China (YYYY-MM-DD): no product is added after it. */
  today: string;
  /** The brand's copyright year (site.yaml): no product is older than the brand. */
  copyrightYear?: number;
};

/** The day the product was added to the collection, an ISO date, on the house's calendar. */
export const addedField = (refs?: ProductReferences) => {
  const date = isoDate('the day the product was added', '2026-03-18');
  if (!refs) return date;
  return date.superRefine((added, ctx) => {
    // A refinement runs on a value already refused too: only a date is compared.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(added)) return;
    if (added > refs.today) {
      ctx.addIssue({
        code: 'custom',
        input: added,
        message: `is after today (${refs.today} in China): write the day the product was added, today at the latest`,
      });
    } else if (refs.copyrightYear !== undefined && Number(added.slice(0, 4)) < refs.copyrightYear) {
      ctx.addIssue({
        code: 'custom',
        input: added,
        message: `is before ${refs.copyrightYear}, the brand's first year (copyrightYear in content/site.yaml): check the year`,
      });
    }
  });
};

/** The product's code, which its folder's name must equal. */
export const skuField = (refs?: ProductReferences) =>
  !refs
    ? slug
    : slugOf(SKU.test(refs.folder) ? `write this product's sku, its folder's name: sku: ${refs.folder}` : undefined).superRefine(
        (sku, ctx) => {
          if (RESERVED_SKUS.includes(sku)) {
            ctx.addIssue({
              code: 'custom',
              input: sku,
              message: `is a word the product list's own addresses use (/product/${sku}/…): choose another sku and rename the folder`,
            });
            return;
          }
          if (sku === refs.folder) return;
          // A folder copied from another product ("fx-002 copy") keeps that product's sku, which is taken.
          const message = !SKU.test(refs.folder)
            ? `cannot match the folder name ${JSON.stringify(refs.folder)}, which is not a sku: ` +
              (sku && !refs.skus.has(sku)
                ? `rename the folder to ${sku}`
                : 'rename the folder to a new sku (lowercase letters, digits and hyphens) and write it here')
            : refs.skus.has(sku)
              ? `is already the sku of content/products/${sku}/: skus are unique, write ${refs.folder} (this folder's name)`
              : `differs from the folder name: write ${refs.folder}, or rename the folder`;
          ctx.addIssue({ code: 'custom', input: sku, message });
        },
      );

export const productTypeField = (refs?: ProductReferences) => oneOf(refs?.typeIds, 'a product type', { named: refs?.typeNames });

/** The product's page in the shop, on a host of site.yaml's shopHosts. */
export const shopUrlField = (refs?: ProductReferences) =>
  !refs
    ? httpsUrl
    : httpsUrl.refine(
        // Runs even when the address failed above; only a real address has a host to check.
        (url) => !refs.shopHosts || !URL.canParse(url) || refs.shopHosts.includes(new URL(url).host),
        `is not on a shop host: link to ${refs.shopHosts?.join(' or ')} (shopHosts in content/site.yaml)`,
      );

export const variantsField = (refs?: ProductReferences) => {
  const variant = oneOf(refs?.skus, 'a product (a folder in content/products/)', { suggest: false });
  return emptyAsNone(
    listOf(
      !refs ? variant : variant.refine((sku) => sku !== refs.folder, 'is this product itself: list only the other colours or styles'),
      'rj-hr-002',
    ).superRefine(reportRepeats),
  );
};

export const careField = (refs?: ProductReferences) => oneOf(refs?.careIds, 'a care text (a folder in content/care/)');

/** A picture's file name, with the most specific advice for one that cannot be used. */
const pictureName = z.string().regex(IMAGE_FILE_NAME, { error: (issue) => imageNameProblem(String(issue.input)) });

/** The product's pictures, first one leading; `fileOf` tells which picture an entry names, if any. */
const pictureList = <Picture extends z.ZodType>(picture: Picture, fileOf: (entry: z.output<Picture> | undefined) => string | undefined) =>
  emptyAsNone(
    listOf(picture, 'front.jpg')
      .min(1, 'list at least one image, e.g. front.jpg')
      .superRefine((images, ctx) => reportRepeats(images.map(fileOf), ctx)),
  );

/** The product's pictures as written, before they are looked for. */
export const imageNamesField = () => pictureList(pictureName, (name) => name);

/** The product's pictures, each found in its folder and read far enough to know its size. */
export const imagesField = (refs: ProductReferences) =>
  pictureList(
    pictureName.transform((file, ctx) => {
      const probe = refs.images.get(file);
      if (probe && !('problem' in probe)) return { file, ...probe };
      const notHere = `is not in content/products/${refs.folder}/`;
      const stem = (name: string) => name.toLowerCase().replace(/\.[^.]*$/, '');
      // A Mac or Windows finds Front.JPG when asked for front.jpg; the web server does not.
      const otherCase = refs.fileNames.find((other) => other.toLowerCase() === file.toLowerCase());
      // Windows hides a known ending: a picture saved as "front.jpg" may be front.jpg.jpg.
      const hiddenEnd = refs.fileNames.find((other) => other.toLowerCase().startsWith(`${file.toLowerCase()}.`));
      const otherEnd = refs.fileNames.find((other) => IMAGE_FILE_NAME.test(other) && stem(other) === stem(file));
      const missing = otherCase
        ? `${notHere}, but "${otherCase}" is: write its name here as it is, ${otherCase}, letter for letter`
        : hiddenEnd
          ? `${notHere}, but "${hiddenEnd}" is: rename that file to ${file} (Windows may hide the end of a name)`
          : otherEnd
            ? `${notHere}, but "${otherEnd}" is: write its name here as it is, ${otherEnd}`
            : `${notHere}: add the file or fix its name`;
      const message = probe?.problem ?? missing;
      ctx.addIssue({ code: 'custom', input: file, message });
      return z.NEVER;
    }),
    // An entry already reported is still the text written, or nothing: only pictures found count.
    (image) => (image as { file?: string } | undefined)?.file,
  );
