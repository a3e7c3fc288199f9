import { create } from 'qrcode';

/** The light margin around the symbol, in modules: the width ISO/IEC 18004 asks for, which phone cameras rely on to find it. */
export const QUIET_ZONE = 4;

export type QrCodeDrawing = {
  /** The side of the drawing, quiet zone included, in modules. */
  size: number;
  /**
   * The dark modules as one path to stroke one unit wide (a unit a module), each run of them along
   * a row a line through the middle of the row, the quiet zone already added.
   */
  path: string;
};

/**
 * A QR code of `text` as a path of its dark modules, for an inline SVG drawn when the page is
 * built: one line per run of dark modules along a row, each from the end of the last (as
 * qrcode's own SVG draws it, which comes as a string of markup, not as elements). Error
 * correction M, the usual level, restores up to 15% of the symbol and keeps it small.
 */
export function drawQrCode(text: string): QrCodeDrawing {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    // Where the pen stands on this row, once it has drawn a run of it.
    let pen: number | undefined;
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      const move = pen === undefined ? `M${start + QUIET_ZONE} ${row + QUIET_ZONE + 0.5}` : `m${start - pen} 0`;
      runs.push(`${move}h${column - start}`);
      pen = column;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: runs.join('') };
}
