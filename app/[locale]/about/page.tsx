import { aboutPath } from '@/app/_addresses';
import { getAbout } from '@/app/_content';
import { resolveRouteLocale } from '@/app/_i18n/params';
import { pageMetadata } from '@/app/_seo/page-metadata';
import section from '@/app/_components/layout/section.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/about'>) {
  const locale = await resolveRouteLocale(params);
  const about = await getAbout(locale);
  return pageMetadata({ locale, path: aboutPath, title: about.title, description: about.lead });
}

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = await resolveRouteLocale(params);
  const about = await getAbout(locale);
  return (
    <article className={`${section.section} ${section.narrow}`}>
      <h1>{about.title}</h1>
      <p className="lead">{about.lead}</p>
      <div className="prose" dangerouslySetInnerHTML={{ __html: about.html }} />
    </article>
  );
}
