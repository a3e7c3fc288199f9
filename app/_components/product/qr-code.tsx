import { drawQrCode } from '@/app/_lib/product/qr-code-path';

/**
 * A QR code of `address` as an inline SVG drawn when the page is built: black on white whatever the
 * colour scheme, as cameras read it. `modulePx` screen pixels a module: whole pixels keep the edges
 * sharp for a camera; the stylesheet may size it otherwise (in print, say), or alone, without it.
 */
export function QrCode({ address, label, className, modulePx }: { address: string; label: string; className?: string; modulePx?: number }) {
  const { size, path } = drawQrCode(address);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={modulePx && size * modulePx}
      height={modulePx && size * modulePx}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} stroke="#000" strokeWidth={1} />
    </svg>
  );
}
