import type { Element, Root } from 'hast';
import type { Html, Nodes as MarkdownNode } from 'mdast';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { basePath } from '@/app/_config/base-path';
import type { Locale } from '@/app/_config/locales';
import { nearMiss } from './near-miss';
import { keptUnlessChanged } from './preview-cache';

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

/** A space that would let a number part from its unit or its × (`30 °C`, `65 × 180 cm`). */
const SPACE_IN_MEASURE = /(?<=\d) (?=×|°[CF]|cm\b|mm\b|momme\b)|(?<=×) (?=\d)/g;

/**
 * Prefixes the ids remark-rehype leaves bare (the footnote heading's), drops images whose
 * address sanitising removed (a `data:` picture, say), keeping their text: an <img> without src
 * is invalid; puts the base path before links to the site's own pages; and keeps each measure on
 * one line, as a typesetter would.
 */
function finishMarkup() {
  const prefixed = (value: unknown) => (String(value).startsWith(ID_PREFIX) ? String(value) : ID_PREFIX + String(value));
  const visit = (parent: Root | Element): void => {
    parent.children = parent.children.flatMap((child): (Root | Element)['children'] => {
      if (child.type === 'text') return [{ ...child, value: child.value.replace(SPACE_IN_MEASURE, '\u00a0') }];
      if (child.type !== 'element') return [child];
      const { properties } = child;
      if (child.tagName === 'img' && !properties.src) return properties.alt ? [{ type: 'text', value: String(properties.alt) }] : [];
      // A link to one of the site's pages (`/en-US/about/`) still finds it when the site is hosted under a sub-folder.
      if (child.tagName === 'a' && /^\/(?!\/)/.test(String(properties.href ?? ''))) properties.href = basePath + String(properties.href);
      if (properties.id) properties.id = prefixed(properties.id);
      if (Array.isArray(properties.ariaDescribedBy)) properties.ariaDescribedBy = properties.ariaDescribedBy.map(prefixed);
      visit(child);
      return [child];
    }) as Root['children'];
  };
  return visit;
}

const processors = new Map<Locale, ReturnType<typeof processorFor>>();

/** A problem in an editor's Markdown, at a line and column of the text itself. */
export type MarkdownProblem = { line: number; column: number; message: string };

/**
 * Markdown written by editors, as sanitised HTML for a page in `locale`, as plain text for
 * summaries, and with what would come out broken or out of place on the page. `headingsFrom` is
 * the fewest `#` a heading may have: the page's own title and section headings come before.
 */
export function renderMarkdown(markdown: string, locale: Locale, { headingsFrom = 2 }: { headingsFrom?: number } = {}): Rendered {
  return keptUnlessChanged('markdown', `${locale}:${headingsFrom}:${markdown}`, () => {
    const refused = tooManyMarks(markdown) ?? tooDeeplyNested(markdown);
    if (refused) return { html: '', text: '', problems: [refused] };
    let processor = processors.get(locale);
    if (!processor) processors.set(locale, (processor = processorFor(locale)));
    const markdownTree = processor.parse(markdown);
    const tooDeep = tooDeeplyFormatted(markdownTree);
    if (tooDeep) return { html: '', text: '', problems: [tooDeep] };
    const problems = findProblems(markdownTree, markdown, headingsFrom);
    const tree = processor.runSync(markdownTree);
    return { html: processor.stringify(tree), text: plainText(tree), problems };
  });
}

type Rendered = { html: string; text: string; problems: MarkdownProblem[] };

/** Far more than an editor's text needs: the most in the sample content and the fixtures is 40. */
const MAX_INLINE_MARKS = 500;
/** A mark that may open or close formatting within a line: emphasis, strikethrough, a link's brackets. */
const INLINE_MARK = /[*_~[\]]/g;

/**
 * Where a text passes MAX_INLINE_MARKS. The parser pairs each mark that closes formatting with
 * those before it in its paragraph, so its time grows with their square: a text of 32 KB made of
 * `![a ` and `b](x) ` took it 86 s. Counted before parsing: 500 marks take it under a second,
 * whatever their order.
 */
function tooManyMarks(markdown: string): MarkdownProblem | undefined {
  const marks = [...markdown.matchAll(INLINE_MARK)];
  if (marks.length <= MAX_INLINE_MARKS) return undefined;
  const at = marks[MAX_INLINE_MARKS]!.index;
  const before = markdown.slice(0, at).split('\n');
  const message = `this text holds ${marks.length.toLocaleString('en-US')} formatting marks (*, _, ~, [ ]), and a text here holds at most ${MAX_INLINE_MARKS}; the one past that is here: remove the marks that format nothing`;
  return { line: before.length, column: before.at(-1)!.length + 1, message };
}

/** The most quotes and lists opened at the start of one line; an editor's text needs a few. */
const MAX_NESTING = 8;
/** A quote (>) or list item (-, *, +, 1., 1)) opened at the start of what is left of a line. */
const CONTAINER_MARK = /^ {0,3}(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))[ \t]?/;

/**
 * The first line that opens quotes and lists more than MAX_NESTING deep (`> > > …`, `- - - …`):
 * the parser and every walk of the tree recurse once per level, and some thousands exhaust the
 * call stack. Checked before parsing, as the parser itself would fail.
 */
function tooDeeplyNested(markdown: string): MarkdownProblem | undefined {
  const lines = markdown.split('\n');
  for (const [index, line] of lines.entries()) {
    let rest = line;
    for (let depth = 1, mark = CONTAINER_MARK.exec(rest); mark; depth++, mark = CONTAINER_MARK.exec(rest)) {
      if (depth > MAX_NESTING) {
        const message = `more than ${MAX_NESTING} quote or list marks (>, -, *, +, 1.) open this line, one inside the other: nest quotes and lists at most ${MAX_NESTING} deep`;
        return { line: index + 1, column: 1, message };
      }
      rest = rest.slice(mark[0].length);
    }
  }
  return undefined;
}

/** Far deeper than quotes, lists, links and emphasis nest in any editor's text. */
const MAX_TREE_DEPTH = 100;

/**
 * The first formatting that opens more than MAX_TREE_DEPTH deep (`***…x…***`, thousands
 * of emphasis marks one inside the other): the parser reads them, but turning them into HTML
 * recurses once per level and exhausts the call stack. Walked without recursion, for that reason.
 */
function tooDeeplyFormatted(tree: MarkdownNode): MarkdownProblem | undefined {
  const stack: { node: MarkdownNode; depth: number }[] = [{ node: tree, depth: 0 }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { node, depth } = entry;
    if (depth > MAX_TREE_DEPTH) {
      const { line = 1, column = 1 } = node.position?.start ?? {};
      const message = `formatting, lists or quotes (*, _, ~, [ ], -, >) open here one inside the other more than ${MAX_TREE_DEPTH} deep: remove the extra marks`;
      return { line, column, message };
    }
    // In reverse, so that the first child is taken first and the problem is the earliest in the text.
    if ('children' in node) for (const child of node.children.toReversed()) stack.push({ node: child, depth: depth + 1 });
  }
  return undefined;
}

/** An address with a scheme (https:, mailto:, tel:…), rooted at the site (/…) or within the page (#…). */
const WHOLE_ADDRESS = /^([a-z][a-z\d+.-]*:|\/|#)/i;
/** A scheme a visitor's browser opens from a text: a slip such as `htps:` leads nowhere. */
const OPENED_SCHEME = /^(https?|mailto|tel):/i;
/** Schemes of addresses that could run code; rehype-sanitize removes them. */
const CODE_SCHEMES = 'javascript|data|vbscript';
const SANITISED_ADDRESS = new RegExp(`^(${CODE_SCHEMES}):`, 'i');
/** An opening HTML tag, its name and its attributes (a closing one adds nothing to report). */
const HTML_TAG = /<([a-z][a-z\d-]*)\b([^>]*)>/gi;
/** HTML that can only be code or page machinery, never an editor's words: left to the sanitiser. */
const CODE_HTML = /^(script|style|meta|link|base|form|template|noscript)$/i;
const EVENT_HANDLER_OR_CODE_ADDRESS = new RegExp(`\\son[a-z]+\\s*=|(${CODE_SCHEMES}):`, 'i');

/** Chinese punctuation and full-width signs: no address holds them, so one ends where they start. */
const FULL_WIDTH_SIGN = /[\u3000-\u303f\uff00-\uffef]/;
/**
 * What a Chinese keyboard types for Markdown's signs, which then show as they are: a heading's #
 * with no space after it (`###材质`), a list's - with none (`-第一点`), the full-width ＃ and ＊,
 * and a link's ( ) typed full-width (`[网店]（https://…）`).
 */
const CHINESE_KEYBOARD_SLIPS: { pattern: RegExp; message: (found: string) => string }[] = [
  {
    pattern: /^#{1,6}(?=[^\s#\d])/m,
    message: (marks) =>
      `put a space after the ${marks} that starts this line: without one it shows as it is, not as a heading (to show a #, write \\#)`,
  },
  {
    pattern: /^[-+*](?=\p{Script=Han})/mu,
    message: (mark) => `put a space after the ${mark} that starts this line: without one it is not a list item, and the lines run together`,
  },
  {
    pattern: /[＃＊]/,
    message: (sign) => `${sign} is a full-width sign, which shows as it is: type # and * with the keyboard in English mode`,
  },
  {
    pattern: /\]（/,
    message: () => 'a link is written [text](https://…) with English ( ): these full-width （ ） show as they are, and the link is lost',
  },
];

/** The first of CHINESE_KEYBOARD_SLIPS in `text`: where it is, and what to do. */
function chineseKeyboardSlipIn(text: string): { index: number; message: string } | undefined {
  for (const { pattern, message } of CHINESE_KEYBOARD_SLIPS) {
    const found = pattern.exec(text);
    if (found) return { index: found.index, message: message(found[0]) };
  }
  return undefined;
}

/** A picture in a text, written in Markdown (`![…](…)`) or HTML. */
const pictureAdvice = (written: string) =>
  `a text cannot show a picture: remove this ${written} (a product's pictures are listed under images in its index.en-US.md)`;

/** What to write instead of an HTML tag, which never reaches the page. */
function htmlAdvice(tag: string, name: string): string {
  const removed = `HTML such as ${tag} is removed from the page`;
  if (name === 'a') return `${removed} with its link: write the link in Markdown, e.g. [online shop](https://shop.rongjin-silk.com)`;
  if (/^(img|picture)$/.test(name)) return pictureAdvice('HTML');
  if (/^(iframe|frame|embed|object|video|audio)$/.test(name))
    return `${removed}: a text cannot show a video or another page; link to it instead, e.g. [the film](https://…)`;
  if (/^(table|thead|tbody|tr|td|th)$/.test(name))
    return `${removed} with its text: write the table in Markdown, a line for each row, e.g. | Width | 65 cm |`;
  if (/^(ul|ol|li)$/.test(name))
    return `${removed} with its text: write the list in Markdown, each item on its own line, starting with "- "`;
  return `${removed}, sometimes with its text: write it in Markdown (an empty line for a new paragraph, **bold**, *italics*)`;
}

/**
 * The first tag of HTML that an editor wrote for the page, in `nodes` read together (a
 * paragraph's inline tags: `<svg onload=…>`, `<circle>` and `</svg>` are three). Comments are not
 * shown by design; HTML with any code in it (a <script>, an onclick=, a javascript: address) is an
 * attack or an embed, not an editor's words, and is left whole to the sanitiser.
 */
function editorsHtml(nodes: Html[]): { node: Html; tag: string; name: string } | undefined {
  const tagged = nodes.map((node) => ({ node, tags: [...node.value.replace(/<!--[\s\S]*?(-->|$)/g, '').matchAll(HTML_TAG)] }));
  const isCode = ([, name, attributes]: RegExpExecArray) => CODE_HTML.test(name!) || EVENT_HANDLER_OR_CODE_ADDRESS.test(attributes!);
  if (tagged.some(({ tags }) => tags.some(isCode))) return undefined;
  const first = tagged.find(({ tags }) => tags.length > 0);
  return first && { node: first.node, tag: first.tags[0]![0], name: first.tags[0]![1]!.toLowerCase() };
}

/**
 * What the sanitiser would let through but a visitor would find broken: a picture (a text has no
 * place for one, and its file would not be published), a link with a short address (it would lead
 * somewhere else from each page) or one a browser cannot open (`htps:`), a heading as large as the
 * page's own or one that skips a level (a screen reader's list of headings would have a gap);
 * and what an editor meant but would not see: HTML, which is removed (a block of it
 * with its text), and bold that did not take. Addresses and HTML that can only be code
 * (`javascript:`, `<script>`, `onclick=`) are left to the sanitiser, which removes them.
 */
function findProblems(tree: MarkdownNode, markdown: string, headingsFrom: number): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  const at = (node: MarkdownNode, message: string) =>
    problems.push({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, message });
  /** At the `index`th character of a text node's value, which may run over several lines. */
  const atCharacter = (node: MarkdownNode, index: number, message: string) => {
    const before = 'value' in node ? node.value.slice(0, index).split('\n') : [''];
    const { line = 1, column = 1 } = node.position?.start ?? {};
    const last = before.at(-1)!.length;
    problems.push({ line: line + before.length - 1, column: before.length > 1 ? last + 1 : column + last, message });
  };
  // The level of the heading above, in the order of the text: the page's own, to begin with.
  let headingAbove = headingsFrom - 1;
  const visit = (node: MarkdownNode) => {
    const address = node.type === 'link' || node.type === 'definition' ? node.url.trim() : undefined;
    const keyboardSlip = node.type === 'text' ? chineseKeyboardSlipIn(node.value) : undefined;
    if ((node.type === 'image' && !SANITISED_ADDRESS.test(node.url.trim())) || node.type === 'imageReference') {
      at(node, pictureAdvice('![…](…)'));
    } else if (address !== undefined && !WHOLE_ADDRESS.test(address)) {
      const suggestion = /^www\./i.test(address) ? `, e.g. "https://${address}"` : '';
      at(
        node,
        `write the link's whole address, starting https://${suggestion} (found "${address}"): a short one leads somewhere else from each page`,
      );
    } else if (address !== undefined && !/^[/#]/.test(address) && !OPENED_SCHEME.test(address) && !SANITISED_ADDRESS.test(address)) {
      // `htps:` meant https:, `mailt:` mailto:, `tell:` tel:; anything else, a web address.
      const scheme = nearMiss(address.split(':')[0]!.toLowerCase(), ['https', 'mailto', 'tel']) ?? 'https';
      at(node, `a browser cannot open this address: write it starting ${scheme}:${scheme === 'https' ? '//' : ''} (found "${address}")`);
    } else if (address !== undefined && FULL_WIDTH_SIGN.test(address)) {
      const runOn = address.slice(address.search(FULL_WIDTH_SIGN));
      at(
        node,
        `this address runs on into "${runOn}", and the link would lead nowhere: leave a space after the address, or write the link as [text](${address.slice(0, address.length - runOn.length)})`,
      );
    } else if (keyboardSlip) {
      atCharacter(node, keyboardSlip.index, keyboardSlip.message);
    } else if (node.type === 'text' && node.value.includes('**')) {
      at(
        node,
        'these ** show as they are instead of making bold: keep punctuation such as “ ” 。， outside the stars, e.g. “**芙蓉晨曦**”',
      );
    } else if (node.type === 'heading' && node.depth < headingsFrom) {
      const underline = node.position && node.position.start.line !== node.position.end.line;
      const marker = markdown.split('\n')[(node.position?.end.line ?? 1) - 1]?.trim().charAt(0).repeat(3);
      at(
        node,
        underline
          ? `the ${marker} line under this text makes it a heading as large as the page's own: leave an empty line above the ${marker}, or remove it`
          : `start this heading with ${'#'.repeat(headingsFrom)} (found ${'#'.repeat(node.depth)}): fewer # would make it as large as the page's own headings`,
      );
    } else if (node.type === 'heading' && node.depth > headingAbove + 1) {
      at(
        node,
        `start this heading with ${'#'.repeat(headingAbove + 1)} (found ${'#'.repeat(node.depth)}): a heading is one level below the one above it at most, or screen readers' list of headings has a gap`,
      );
    }
    // A heading too large was reported as one to make the first of the text's own: its subheadings follow from that.
    if (node.type === 'heading') headingAbove = Math.max(node.depth, headingsFrom);
    if ('children' in node) {
      // Blocks of HTML each stand alone; the tags inside a paragraph are read together.
      const html = (node.children as MarkdownNode[]).filter((child): child is Html => child.type === 'html');
      for (const together of node.type === 'root' ? html.map((block) => [block]) : [html]) {
        const found = editorsHtml(together);
        if (found) at(found.node, htmlAdvice(found.tag, found.name));
      }
      for (const child of node.children) visit(child);
    }
  };
  visit(tree);
  return problems;
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
  return parts.join('').replace(/\s+/g, ' ').replace(CHINESE_GAP, '').trim();
}

/** Chinese sets no space between its sentences or characters, nor after its own punctuation. */
const CHINESE_GAP =
  /(?<=[\p{Script=Han}\u3000-\u303f\uff00-\uffef]) (?=[\p{Script=Han}\u3000-\u303f\uff00-\uffef])|(?<=[、。，；：？！）」』》]) /gu;
