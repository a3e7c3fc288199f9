import type { Metadata } from 'next';
import { routing } from '../_i18n/routing';
import '../_components/layout/global.css';

export const metadata: Metadata = {
  title: 'Rongjin Silk · 蓉锦丝绸',
  robots: { index: false },
};

/** Root layout of the legacy addresses, which only send the visitor on to a locale. */
export default function LegacyLayout({ children }: LayoutProps<'/'>) {
  return (
    <html lang={routing.defaultLocale}>
      <body>{children}</body>
    </html>
  );
}
