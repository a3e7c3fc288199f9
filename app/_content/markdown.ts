import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/*
 * Raw HTML in Markdown is dropped by remark-rehype (no allowDangerousHtml), and rehype-sanitize's
 * GitHub schema removes what is left that could run: event handlers, `javascript:` and `data:`
 * URLs, and it prefixes ids (`user-content-`) so content cannot clobber page globals.
 */
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);

export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
