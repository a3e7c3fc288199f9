import { squareProduct, stripProduct } from './cloth';
import { motifFor } from './motifs';
import { paletteFor } from './palette';
import { createRandom, hashString } from './random';
import { round } from './svg';

/* The whole picture: the cloth on its backdrop, whole, close up or folded, as an SVG. */

/** The drawing's own units: every shape is laid out in a frame this wide. */
const FRAME = 1200;
/** The pictures' size in pixels: wide enough for the zoom's 2,400 px picture. */
export const SIZE = 2400;
/**
 * The size the drawing is rendered at before it is enlarged to SIZE. libvips renders an SVG tile
 * by tile, each tile the whole drawing again: a 1,200 px picture takes 3 s, a 2,400 px one more
 * than ten minutes. A stand-in enlarged is soft, but shows the zoom at work until photographs come.
 */
const RENDERED = 1200;

export interface ProductInfo {
  sku: string;
  dir: string;
  images: string[];
  widthCm: number;
  heightCm: number;
  name: string;
}

function sharedDefs(seed: number): string {
  return `
  <radialGradient id="backdrop" cx="50%" cy="42%" r="75%">
    <stop offset="0" stop-color="#f7f3eb"/>
    <stop offset="1" stop-color="#e6dfd1"/>
  </radialGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>
    <stop offset="0.28" stop-color="#ffffff" stop-opacity="0"/>
    <stop offset="0.45" stop-color="#ffffff" stop-opacity="0.2"/>
    <stop offset="0.6" stop-color="#000000" stop-opacity="0.08"/>
    <stop offset="0.78" stop-color="#ffffff" stop-opacity="0.12"/>
    <stop offset="1" stop-color="#000000" stop-opacity="0.12"/>
  </linearGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
    <feGaussianBlur stdDeviation="14"/>
  </filter>
  <filter id="drape" x="-5%" y="-5%" width="110%" height="110%">
    <feTurbulence type="fractalNoise" baseFrequency="0.0035" numOctaves="2" seed="${seed % 1000}" result="noise"/>
    <feDisplacementMap in="SourceGraphic" in2="noise" scale="22" xChannelSelector="R" yChannelSelector="G"/>
  </filter>`;
}

/** How a picture shows the piece: whole, a close-up of its print and hem, or folded. */
type View = 'whole' | 'close-up' | 'folded';

/** The view a picture's file name asks for: edge.jpg, detail.jpg and close-up.jpg come close; folded.jpg and worn.jpg fold. */
export function viewFor(fileName: string): View {
  if (/detail|close|edge|hem|print/i.test(fileName)) return 'close-up';
  if (/fold|worn|knot|tied/i.test(fileName)) return 'folded';
  return 'whole';
}

/** A fine diagonal weave over the cloth: invisible whole, the twill of the silk in a close-up. */
const WEAVE = `<pattern id="weave" width="2.4" height="2.4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
    <rect width="2.4" height="1.1" fill="#ffffff" opacity="0.07"/>
  </pattern>`;

export function buildSvg(product: ProductInfo, view: View): string {
  // One seed per product: every view shows the same print.
  const seed = hashString(`${product.sku}#0`);
  const rand = createRandom(seed);
  const palette = paletteFor(product.sku);
  const motif = motifFor(product.name, product.sku);

  const longSide = Math.max(product.widthCm, product.heightCm);
  const shortSide = Math.min(product.widthCm, product.heightCm);
  const isSquare = longSide / shortSide < 1.3;

  let body: string;
  let shadowShape: string;
  let angle: number;
  /** The cloth's size before it is turned, centred on the frame's middle. */
  let cloth: { length: number; width: number };
  if (isSquare) {
    const side = FRAME * 0.74;
    angle = -5 + rand() * 10;
    body = squareProduct(palette, motif, side, rand);
    cloth = { length: side, width: side };
    shadowShape = `<rect x="${round(-side / 2 + 10)}" y="${round(-side / 2 + 18)}" width="${round(side)}" height="${round(side)}" fill="#4a3f30" opacity="0.28" filter="url(#shadow)"/>`;
  } else {
    angle = -32 + rand() * 6;
    const rad = (Math.abs(angle) * Math.PI) / 180;
    const ratio = shortSide / longSide;
    const fit = FRAME * 0.86;
    const length = Math.min(fit / (Math.cos(rad) + ratio * Math.sin(rad)), fit / (Math.sin(rad) + ratio * Math.cos(rad)));
    const width = length * ratio;
    body = stripProduct(palette, motif, length, width, rand);
    cloth = { length, width };
    shadowShape = `<rect x="${round(-length / 2 + 8)}" y="${round(-width / 2 + 14)}" width="${round(length)}" height="${round(width)}" fill="#4a3f30" opacity="0.26" filter="url(#shadow)"/>`;
  }
  const weave = `<rect x="${round(-cloth.length / 2)}" y="${round(-cloth.width / 2)}" width="${round(cloth.length)}" height="${round(cloth.width)}" fill="url(#weave)"/>`;

  let scene: string;
  let viewBox = `0 0 ${FRAME} ${FRAME}`;
  if (view === 'folded') {
    // Folded in four (a square) or in three (a strip): the layers' edges stacked under the top one.
    const segment = isSquare
      ? { x: -cloth.length / 2, y: -cloth.width / 2, w: cloth.length / 2, h: cloth.width / 2 }
      : { x: -cloth.length / 2, y: -cloth.width / 2, w: cloth.length / 3, h: cloth.width };
    const scale = Math.min((FRAME * 0.62) / segment.w, (FRAME * 0.62) / segment.h, 4);
    const layer = (offset: number, shade: number) =>
      `<g transform="translate(${round(offset)} ${round(offset)})">
        <g clip-path="url(#segment)" transform="translate(${round(-segment.x - segment.w / 2)} ${round(-segment.y - segment.h / 2)})">${body}${weave}</g>
        <rect x="${round(-segment.w / 2)}" y="${round(-segment.h / 2)}" width="${round(segment.w)}" height="${round(segment.h)}" fill="#000000" opacity="${shade}"/>
      </g>`;
    const layers = (isSquare ? [3, 2, 1] : [2, 1]).map((depth) => layer(depth * 3.2, 0.1 * depth)).join('');
    scene = `
    <clipPath id="segment"><rect x="${round(segment.x)}" y="${round(segment.y)}" width="${round(segment.w)}" height="${round(segment.h)}"/></clipPath>
    <g transform="translate(${FRAME / 2} ${FRAME / 2}) rotate(${round(isSquare ? angle * 2 : -8)}) scale(${scale.toFixed(3)})">
      <rect x="${round(-segment.w / 2 + 4)}" y="${round(-segment.h / 2 + 8)}" width="${round(segment.w + 6)}" height="${round(segment.h + 6)}" fill="#4a3f30" opacity="0.3" filter="url(#shadow)"/>
      ${layers}
      ${layer(0, 0)}
      <rect x="${round(-segment.w / 2)}" y="${round(-segment.h / 2)}" width="${round(segment.w)}" height="${round(segment.h)}" fill="url(#sheen)"/>
    </g>`;
  } else {
    // The drape and the shadow are filters over the whole cloth at the output's scale, far too slow
    // magnified (minutes a picture): a close-up lies flat, its shadow out of the frame.
    const whole = view === 'whole';
    scene = `
    <g transform="translate(${FRAME / 2} ${FRAME / 2}) rotate(${round(angle)})">
      ${whole ? shadowShape : ''}
      <g${whole ? ' filter="url(#drape)"' : ''}>${body}${weave}</g>
    </g>`;
    if (view === 'close-up') {
      // A corner of a square, an end of a strip: the printed border, the hem and its stitches.
      const rad = (angle * Math.PI) / 180;
      const reach = isSquare ? cloth.length * 0.36 : cloth.length / 2 - cloth.width * 0.6;
      const across = isSquare ? cloth.width * 0.36 : 0;
      const x = FRAME / 2 - reach * Math.cos(rad) + across * Math.sin(rad);
      const y = FRAME / 2 - reach * Math.sin(rad) - across * Math.cos(rad);
      const side = isSquare ? cloth.length * 0.36 : Math.max(cloth.width * 2.4, FRAME * 0.22);
      viewBox = `${round(x - side / 2)} ${round(y - side / 2)} ${round(side)} ${round(side)}`;
    }
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDERED}" height="${RENDERED}" viewBox="${viewBox}">
  <defs>${sharedDefs(seed)}${WEAVE}</defs>
  <rect x="-${FRAME}" y="-${FRAME}" width="${FRAME * 3}" height="${FRAME * 3}" fill="url(#backdrop)"/>
  ${scene}
</svg>`;
}
