import { drawQrCode } from '@/app/_lib/product/qr-code-path';
import styles from './selection-editor.module.css';

/** The QR code of a piece's page, printed beside it as on the line sheet. */
export function PageQr({ url }: { url: string }) {
  const qrCode = drawQrCode(url);
  return (
    <svg className={styles.qr} role="img" aria-label={url} viewBox={`0 0 ${qrCode.size} ${qrCode.size}`} shapeRendering="crispEdges">
      <rect width={qrCode.size} height={qrCode.size} fill="#fff" />
      <path d={qrCode.path} stroke="#000" strokeWidth={1} />
    </svg>
  );
}
