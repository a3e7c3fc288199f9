import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawQrCode } from '@/app/_components/product/qr-code-path';
import { readQrCode } from '@/tests/shared/qr-code';

/** The drawing as the product page puts it in an SVG, rasterised at `scale` pixels a module. */
async function rasterise(text: string, scale: number) {
  const { size, path } = drawQrCode(text);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * scale}" height="${size * scale}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" stroke="#000" stroke-width="1"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('the QR code of a page', () => {
  it.each([
    ['a product page', 'https://www.rongjin-silk.com/zh-CN/product/rj-ws-002/'],
    ['a page under a base path on a staging host', 'https://staging.rongjin-silk.example/silk/en-US/product/rj-gs-001/'],
    ['a long address', `https://www.rongjin-silk.com/en-US/product/${'rj-'.repeat(60)}1/`],
  ])('reads back as the address of %s, black on white, in a quiet zone of four modules', async (_, address) => {
    for (const scale of [2, 4]) {
      expect(await readQrCode(await rasterise(address, scale))).toEqual({
        text: address,
        quietZone: 4,
        colours: ['#000000', '#ffffff'],
      });
    }
  });
});
