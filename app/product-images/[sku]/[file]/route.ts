import { listProducts, readProductImage } from '../../../_content';

export const dynamic = 'force-static';
export const dynamicParams = false;

const TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** Exports every product image from content/ beside the pages, so editors keep images with their product. */
export async function generateStaticParams() {
  return (await listProducts()).flatMap((product) => product.images.map((image) => ({ sku: image.sku, file: image.file })));
}

export async function GET(_request: Request, { params }: RouteContext<'/product-images/[sku]/[file]'>) {
  const { sku, file } = await params;
  const body = await readProductImage(sku, file);
  const extension = file.split('.').pop()?.toLowerCase() ?? '';
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': TYPES[extension] ?? 'application/octet-stream' } });
}
