import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QrCode } from '@/app/_components/product/qr-code';
import { readQrCode } from '@/tests/shared/qr-code';

/** The SVG the pages put inline, rasterised at `scale` pixels a module (inline, HTML needs no namespace; a file does). */
async function rasterise(address: string, scale: number) {
  const svg = renderToStaticMarkup(createElement(QrCode, { address, label: 'QR', modulePx: scale }));
  return sharp(Buffer.from(svg.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"')))
    .png()
    .toBuffer();
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
