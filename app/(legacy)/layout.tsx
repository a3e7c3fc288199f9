import type { Metadata } from 'next';
import { getSite } from '@/app/_content';
import { titleInEachLanguage } from '@/app/_seo/page-metadata';
import { routing } from '@/app/_i18n/routing';
import '@/app/_components/layout/global.css';
import { ApplicableDevice } from '@/app/_seo/applicable-device';

export async function generateMetadata(): Promise<Metadata> {
  const { brandName } = await getSite();
  return { title: titleInEachLanguage(routing.locales.map((locale) => brandName[locale])), robots: { index: false } };
}

/** Root layout of the legacy addresses, which only send the visitor on to a locale. */
export default function LegacyLayout({ children }: LayoutProps<'/'>) {
  return (
    <html lang={routing.defaultLocale}>
      <head>
        {/* These addresses serve every language: they send each visitor on to theirs. */}
        <meta httpEquiv="content-language" content={routing.locales.join(', ')} />
        <ApplicableDevice />
      </head>
      <body>{children}</body>
    </html>
  );
}
