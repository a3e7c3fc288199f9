import type { Element, Root } from 'hast';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Locale } from '../_i18n/routing';

/** What screen readers hear around footnotes, in the page's language. */
const FOOTNOTE_LABELS: Record<Locale, { section: string; backTo: (number: number) => string }> = {
  'en-US': { section: 'Footnotes', backTo: (number) => `Back to reference ${number}` },
  'zh-CN': { section: '脚注', backTo: (number) => `返回引用 ${number}` },
};

/** Prefix of every id in rendered Markdown, so content cannot clobber page globals such as `window.location`. */
const ID_PREFIX = 'user-content-';

/*
 * Raw HTML in Markdown is dropped by remark-rehype (no allowDangerousHtml), and rehype-sanitize's
 * GitHub schema removes what is left that could run: event handlers, `javascript:` and `data:`
 * URLs. remark-rehype prefixes the footnote ids and links it makes; sanitize must not prefix them
 * again, or footnote links would miss their target, so `finishMarkup` prefixes the rest.
 * Links to other sites get rel="noopener noreferrer", so they learn nothing of the page they came from.
 */
function processorFor(locale: Locale) {
  const labels = FOOTNOTE_LABELS[locale];
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, {
      clobberPrefix: ID_PREFIX,
      footnoteLabel: labels.section,
      footnoteBackLabel: (referenceIndex) => labels.backTo(referenceIndex + 1),
    })
    .use(rehypeSanitize, {
      ...defaultSchema,
      clobberPrefix: '',
      // Telephone links too, as on the Contact page.
      protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel'] },
    })
    .use(rehypeExternalLinks, { rel: ['noopener', 'noreferrer'] })
    .use(finishMarkup)
    .use(rehypeStringify);
}

/**
 * Prefixes the ids remark-rehype leaves bare (the footnote heading's), and drops images whose
 * address sanitising removed (a `data:` picture, say), keeping their text: an <img> without src is invalid.
 */
function finishMarkup() {
  const prefixed = (value: unknown) => (String(value).startsWith(ID_PREFIX) ? String(value) : ID_PREFIX + String(value));
  const visit = (parent: Root | Element): void => {
    parent.children = parent.children.flatMap((child): (Root | Element)['children'] => {
      if (child.type !== 'element') return [child];
      const { properties } = child;
      if (child.tagName === 'img' && !properties.src) return properties.alt ? [{ type: 'text', value: String(properties.alt) }] : [];
      if (properties.id) properties.id = prefixed(properties.id);
      if (Array.isArray(properties.ariaDescribedBy)) properties.ariaDescribedBy = properties.ariaDescribedBy.map(prefixed);
      visit(child);
      return [child];
    }) as Root['children'];
  };
  return visit;
}

const processors = new Map<Locale, ReturnType<typeof processorFor>>();

/** Markdown written by editors, as sanitised HTML for a page in `locale`, and as plain text for summaries. */
export function renderMarkdown(markdown: string, locale: Locale): { html: string; text: string } {
  let processor = processors.get(locale);
  if (!processor) processors.set(locale, (processor = processorFor(locale)));
  const tree = processor.runSync(processor.parse(markdown));
  return { html: processor.stringify(tree), text: plainText(tree) };
}

/** The words of the body, without footnotes, each block separated by a space. */
function plainText(node: Root | Element): string {
  const parts: string[] = [];
  const visit = (parent: Root | Element) => {
    for (const child of parent.children) {
      if (child.type === 'text') parts.push(child.value);
      else if (child.type === 'element' && child.tagName !== 'sup' && !('dataFootnotes' in child.properties)) {
        visit(child);
        if (/^(p|li|h[1-6]|td|th|blockquote)$/.test(child.tagName)) parts.push(' ');
      }
    }
  };
  visit(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
