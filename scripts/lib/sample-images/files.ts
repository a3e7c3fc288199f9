import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ProductOutline } from '@/app/_content/tools';
import { buildSvg, SIZE, viewFor, type ProductInfo } from './picture';

/* The files: each picture a product lists and has not, drawn and written in the format its name says. */

type OutputFormat = 'jpeg' | 'png' | 'webp';

function formatFor(fileName: string): OutputFormat | null {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.jpg' || ext === '.jpeg') return 'jpeg';
  if (ext === '.png') return 'png';
  if (ext === '.webp') return 'webp';
  return null;
}

function positiveNumber(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

export function productInfo(dir: string, { sku, name, size, images }: ProductOutline): ProductInfo {
  return { sku, dir, images, widthCm: positiveNumber(size.width, 90), heightCm: positiveNumber(size.height, 90), name };
}

async function renderImage(svg: string, format: OutputFormat): Promise<Buffer> {
  const rendered = await sharp(Buffer.from(svg)).flatten({ background: '#f3eee4' }).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = rendered.info;
  const image = sharp(rendered.data, { raw: { width, height, channels } }).resize(SIZE, SIZE, { kernel: 'lanczos3' });
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9, palette: true }).toBuffer();
    case 'webp':
      return image.webp({ quality: 80 }).toBuffer();
  }
}

export async function generateMissingImages(product: ProductInfo): Promise<number> {
  let written = 0;
  for (const fileName of product.images) {
    if (fileName !== path.basename(fileName)) {
      console.warn(`skip ${product.sku}/${fileName}: image names must be plain file names`);
      continue;
    }
    const target = path.join(product.dir, fileName);
    if (existsSync(target)) continue;
    const format = formatFor(fileName);
    if (!format) {
      console.warn(`skip ${product.sku}/${fileName}: unsupported image type`);
      continue;
    }
    const buffer = await renderImage(buildSvg(product, viewFor(fileName)), format);
    try {
      // "wx" refuses to replace a file that appeared in the meantime.
      await writeFile(target, buffer, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    written += 1;
    console.log(`wrote ${path.relative(process.cwd(), target)} (${Math.round(buffer.length / 1024)} KB)`);
  }
  return written;
}
