import type { Thing } from 'schema-dts';

/**
 * Structured data for search engines. `<` is written as \u003c so no text from content can close
 * the script element; the type makes browsers treat it as data, never run it.
 */
export function JsonLd({ data }: { data: Exclude<Thing, string> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
