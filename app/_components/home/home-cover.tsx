import { getTranslations } from 'next-intl/server';
import Image, { type StaticImageData } from 'next/image';
import type { Locale } from '@/app/_i18n/routing';
import subtitleEnUS from './cover/subtitle.en-US.png';
import subtitleZhCN from './cover/subtitle.zh-CN.png';
import titleEnUS from './cover/title.en-US.png';
import titleZhCN from './cover/title.zh-CN.png';
import styles from './home-cover.module.css';

/**
 * Drawn by scripts/make-cover-images.ts from the Home.cover* messages: the title and subtitle at
 * twice display size (laid out as the picture shown when a page is shared: app/_seo/share-images.ts).
 */
const coverImages: Record<Locale, { title: StaticImageData; subtitle: StaticImageData }> = {
  'en-US': { title: titleEnUS, subtitle: subtitleEnUS },
  'zh-CN': { title: titleZhCN, subtitle: subtitleZhCN },
};

/**
 * Shown at half their pixel size, so they stay sharp on high-density screens; sized in rem, so
 * that they grow with the visitor's text size like the words around them. Loaded at once, at
 * the browser's usual priority: the page's largest picture, the first product card's, comes first.
 */
function CoverImage({ image, alt }: { image: StaticImageData; alt: string }) {
  const width = Math.round(image.width / 2);
  const height = Math.round(image.height / 2);
  return <Image src={image} alt={alt} width={width} height={height} style={{ width: `${width / 16}rem` }} loading="eager" />;
}

export async function HomeCover({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const { title, subtitle } = coverImages[locale];
  return (
    <section className={styles.cover}>
      <h1 className={styles.title}>
        <CoverImage image={title} alt={t('coverTitle')} />
      </h1>
      <p className={styles.subtitle}>
        <CoverImage image={subtitle} alt={t('coverSubtitle')} />
      </p>
      <p className={styles.banner}>
        {/* The accent's place and the spacing around it are the translation's: Chinese puts no space before it. */}
        {t.rich('banner', { accent: (words) => <span className={styles.accent}>{words}</span> })}
      </p>
    </section>
  );
}
