/*
 * Parsing: a YAML file, or a Markdown file's frontmatter and body, to data that can point back at
 * the line and column of any field; what YAML reads otherwise than an editor meant is a problem here.
 */

import matter from 'gray-matter';
import { isCollection, isMap, isNode, isPair, isScalar, LineCounter, parseDocument, visit, type Alias, type Document } from 'yaml';
import { chineseKeyboardSlip } from './chinese-keyboard';
import { decimalsOfCurrency } from './schema-parts';
import type { ContentProblem } from './problems';

/** A parsed YAML file or Markdown frontmatter that can point back at the line of any field. */
export type Source = {
  file: string;
  data: unknown;
  /** Markdown body; empty for YAML files. */
  body: string;
  /** The line the body starts on (the line after the closing `---`). */
  bodyLine: number;
  /** Position of a field's value, or of its key (for a field that should not be there). */
  locate(fieldPath: readonly PropertyKey[], at?: 'key' | 'value'): { line: number; column: number };
};

type Parsed = { source: Source } | { problems: ContentProblem[] };

function parseYaml(file: string, text: string, firstLine: number, body: string, bodyLine: number): Parsed {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + firstLine - 1, column: col };
  };
  // The parser stops at some hundreds of levels, as deep as the call stack allows; past a few levels
  // it is no content but a mistake, or an attack on the check's memory and time.
  if (doc.errors.some((error) => error.code === 'RESOURCE_EXHAUSTION') || nestingDepth(doc.contents) > MAX_NESTING) {
    const message = `is nested too deeply to read ([ inside [, or fields indented under fields, more than ${MAX_NESTING} levels): no field here goes deeper than three`;
    return { problems: [{ file, line: firstLine, column: 1, field: '-', message }] };
  }
  if (doc.errors.length > 0) {
    const lines = text.split('\n');
    // A Tab in a line's indentation throws the lines around it out: it alone is the one to fix.
    const tabbed = lines.flatMap((line, index) => (/^ *\t/.test(line) ? [index + firstLine] : []));
    if (tabbed.length > 0) {
      const message = 'this line is indented with a Tab: indent it with spaces, two for each level, as the lines around it are';
      return { problems: tabbed.map((line) => ({ file, line, column: 1, field: '-', message })) };
    }
    const errors = doc.errors.map((error) => {
      const at = position(error.pos[0]);
      const line = lines[at.line - firstLine] ?? '';
      const upToError = lines.slice(0, at.line - firstLine + 1);
      // A field indented further than the one above reads as the rest of that one's value.
      const overIndented = overIndentedField(line, lines[at.line - firstLine + 1] ?? '');
      if (overIndented?.aboveIsOdd) {
        // Two spaces a level: a field one space in is the one out of line, not the field below it.
        const message = `${overIndented.above} is indented by an odd number of spaces: start it in the same column as ${overIndented.key} below it`;
        return { problem: { file, line: at.line, column: 1, field: '-', message }, slip: false, generic: false };
      }
      if (overIndented) {
        const message = `${overIndented.key} is indented further than ${overIndented.above} above it: start both in the same column`;
        return { problem: { file, line: at.line + 1, column: 1, field: '-', message }, slip: false, generic: false };
      }
      const underIndented = underIndentedField(upToError);
      if (underIndented) {
        const message = `${underIndented.key} is indented less than ${underIndented.above} above it: start both in the same column`;
        return { problem: { file, line: at.line, column: 1, field: '-', message }, slip: false, generic: false };
      }
      const unclosed = unclosedQuote(upToError, error.message);
      if (unclosed) {
        const message = unclosed.curly
          ? `this ${unclosed.quote} is closed by ${unclosed.curly}, a curly quote from Word or a Chinese keyboard: type a straight ${unclosed.quote} in its place`
          : `this ${unclosed.quote} is never closed: end the value with ${unclosed.quote} on the same line`;
        return {
          problem: { file, line: unclosed.line + firstLine, column: unclosed.column, field: '-', message },
          slip: false,
          generic: false,
        };
      }
      if (error.code === 'MULTIPLE_DOCS') {
        const message = 'a line of three dashes (---) starts a second part of the file here, and a file has one: remove that line';
        return { problem: { file, ...at, field: '-', message }, slip: false, generic: false };
      }
      const slip = chineseKeyboardSlip(line);
      const named = slip ?? typingSlip(line, error.code) ?? listAfterEmptyList(upToError);
      const message =
        named ?? `YAML syntax: ${error.message.split('\n')[0]}: check the indentation, colons and quotes here and on the line above`;
      return { problem: { file, ...at, field: '-', message }, slip: slip !== undefined, generic: named === undefined };
    });
    // A Chinese keyboard's slip throws the lines after it out too: it alone is the one to fix.
    const shown = errors.some(({ slip }) => slip) ? errors.filter(({ slip }) => slip) : errors;
    // The parser's own message after an earlier problem mostly follows from it (one line lost can
    // make dozens unreadable): the first is the one to fix, and the check, run again, finds the next.
    const earliest = Math.min(...shown.map(({ problem }) => problem.line));
    const problems = shown.filter(({ generic, problem }) => !generic || problem.line === earliest).map(({ problem }) => problem);
    // One slip often trips several rules on the same line; the first names it best.
    return { problems: problems.filter((problem, index) => problems.findIndex((other) => other.line === problem.line) === index) };
  }
  // What YAML reads otherwise than an editor meant.
  const misread: ContentProblem[] = [];
  // An alias (*name) repeats a value anchored elsewhere (&name); a few of them, nested, repeat it billions of times.
  const aliases: Alias[] = [];
  visit(doc, {
    Alias(_, node) {
      aliases.push(node);
    },
    Pair(_, pair) {
      // `? [a, b]` or `{a: b}: c`: JavaScript would make a field of its text.
      if (!isCollection(pair.key)) return;
      const message =
        "a field's name is a word before a colon: this one is a list or a map (after ? or in [ ] or { }): write the name alone, e.g. title:";
      misread.push({ file, ...position(pair.key.range?.[0] ?? 0), field: '-', message });
    },
    Scalar(key, node, path) {
      // A dot written as a thousands separator (`amount: 1.480`) reads as decimals: 1.48. Only a
      // price is written so, and only in a currency whose prices have fewer than 3 decimals.
      const number = node.range && text.slice(node.range[0], node.range[1]);
      if (typeof node.value === 'number' && number && /^[1-9]\d{0,2}(\.\d{3})+$/.test(number) && isAmountInWholeOrCents(key, path)) {
        const message = `a dot marks decimals, so ${number} reads as ${node.value}: write ${number.replaceAll('.', '')}, with no separator`;
        misread.push({ file, ...position(node.range![0]), field: '-', message });
        return;
      }
      // YAML reads 0x690, 0o3220 and 1.68e3 as 1680: a number is not meant so, and a text is meant in quotes.
      if (typeof node.value === 'number' && number && Number.isFinite(node.value) && !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(number)) {
        const message = `YAML reads ${number} as the number ${node.value}: write a number in plain digits (${node.value}), a text in double quotes ("${number}")`;
        misread.push({ file, ...position(node.range![0]), field: '-', message });
        return;
      }
      // A list's "- " further in than the one above it continues that entry: `- front.jpg` and
      // `   - edge.jpg` read as one entry, "front.jpg - edge.jpg".
      const folded = node.type === 'PLAIN' && typeof node.value === 'string' && number ? /\n( *)- /.exec(number) : null;
      if (folded) {
        const message = `this "- " is further in than the one above it, so the two read as one entry (${JSON.stringify(node.value)}): start each "- " in the same column`;
        misread.push({ file, ...position(node.range![0] + folded.index + 1 + folded[1]!.length), field: '-', message });
        return;
      }
      // A space and # start a comment even inside plain text: `name: Scarf #5 Hibiscus` would read as "Scarf".
      if (node.comment === undefined || node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.range) return;
      const written = text.slice(node.range[0]).split('\n', 1)[0]!.trimEnd();
      const message = `a space and # start a comment, so this reads only ${JSON.stringify(node.value)}: put the whole text in double quotes, e.g. ${JSON.stringify(written)}`;
      misread.push({ file, ...position(node.range[0]), field: '-', message });
    },
  });
  if (aliases.length > 0) {
    const others = aliases.length > 1 ? ` and in place of the other ${aliases.length - 1} aliases (*…) of this file` : '';
    const message = `an alias (*${aliases[0]!.source}) repeats a value written elsewhere: write the value itself here${others}`;
    misread.push({ file, ...position(aliases[0]!.range![0]), field: '-', message });
  }
  if (misread.length > 0) return { problems: misread };
  return {
    source: {
      file,
      data: doc.toJS() ?? {},
      body,
      bodyLine,
      locate: (fieldPath, at = 'value') => position(offsetOf(doc, fieldPath, at)),
    },
  };
}

/**
 * Whether the scalar `visit` is at is a price's amount (`amount:` beside `currency:`) in a currency
 * with no decimals or two: in one with three (KWD), 52.125 is a price as it is written.
 */
function isAmountInWholeOrCents(key: unknown, path: readonly unknown[]): boolean {
  const pair = path.at(-1);
  const map = path.at(-2);
  if (key !== 'value' || !isPair(pair) || !isScalar(pair.key) || pair.key.value !== 'amount' || !isMap(map)) return false;
  // A currency the check will refuse (RMB, a code in small letters) is read as the code meant, or as cents.
  const currency = map.get('currency');
  const decimals = typeof currency === 'string' ? decimalsOfCurrency(currency.toUpperCase()) : undefined;
  return (decimals ?? 2) < 3;
}

/** Far deeper than any content goes: a product's images list and product-types.yaml's names are two or three levels. */
const MAX_NESTING = 32;

/** How many collections deep `node` goes, counted without recursion, which a deep file would exhaust. */
function nestingDepth(node: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[node, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, depth] = next;
    deepest = Math.max(deepest, depth);
    if (!isCollection(current)) continue;
    for (const item of current.items) {
      if (isPair(item)) pending.push([item.key, depth + 1], [item.value, depth + 1]);
      else pending.push([item, depth + 1]);
    }
  }
  return deepest;
}

/** Offset of the deepest existing node on the path: a missing field points at its parent. */
function offsetOf(doc: Document, fieldPath: readonly PropertyKey[], at: 'key' | 'value'): number {
  for (let depth = fieldPath.length; depth > 0; depth--) {
    const parentPath = fieldPath.slice(0, depth - 1) as unknown[];
    const parent = parentPath.length ? doc.getIn(parentPath, true) : doc.contents;
    const key = fieldPath[depth - 1];
    if (isMap(parent)) {
      // A key YAML reads as a number or as nothing (`1:`, `~:`) is a text of the object JavaScript is given.
      const pair = parent.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value ?? '') === String(key));
      const node = pair && (at === 'value' && depth === fieldPath.length && isNode(pair.value) ? pair.value : pair.key);
      if (isNode(node) && node.range) return node.range[0];
    } else if (isNode(parent)) {
      const node = doc.getIn([...parentPath, key], true);
      if (isNode(node) && node.range) return node.range[0];
    }
  }
  return isNode(doc.contents) && doc.contents.range ? doc.contents.range[0] : 0;
}

export function parseYamlFile(file: string, text: string): Parsed {
  // Emptied by mistake, it would read as a file with nothing in it: a list with no place, say.
  if (text.trim() === '') {
    const message =
      'the file is empty: write back what it holds (the content guide shows it), or restore it from its last version; a list with nothing in it yet is written []';
    return { problems: [{ file, line: 1, column: 1, field: '-', message }] };
  }
  return parseYaml(file, text, 1, '', 1);
}

export function parseMarkdownFile(file: string, text: string): Parsed {
  const firstLine = text.split('\n', 1)[0]!.trimEnd();
  if (firstLine !== '---') {
    // gray-matter reads a word after the opening --- as the frontmatter's language, and runs
    // `---js` frontmatter as JavaScript: only a bare --- reaches it.
    const message = firstLine.startsWith('---')
      ? `write --- alone on the first line (found ${JSON.stringify(firstLine)})`
      : 'start the file with a --- line, then the fields, then another --- line';
    return { problems: [{ file, line: 1, column: 1, field: '-', message }] };
  }
  const lines = text.split('\n');
  if (!lines.slice(1).some((line) => line.trimEnd() === '---')) {
    // Without its closing line the text below would be read as fields: named where the fields end.
    const end = lines.findIndex((line, index) => index > 0 && !/^(\s|$|#|- |[A-Za-z][\w-]*:)/.test(line));
    const message = 'the fields are never closed: put a line of --- alone after the last field, before the text';
    return { problems: [{ file, line: end === -1 ? lines.length : end + 1, column: 1, field: '-', message }] };
  }
  // gray-matter splits frontmatter from body; the `yaml` package parses it so errors keep positions.
  const { matter: frontmatter, content } = matter(text, { engines: { yaml: () => ({}) } });
  const bodyLine = text.slice(0, text.length - content.length).split('\n').length;
  // The frontmatter text begins right after the opening `---`, still on line 1.
  return parseYaml(file, frontmatter, 1, content, bodyLine);
}

/**
 * The usual slips of a field typed by hand, on a line YAML could not read: no space after the
 * colon (`care:silk-twill`), a field written twice, or a value YAML reads as more than text, one
 * with a colon and a space inside (`name: Bamboo Rain: Jade Edition`) or beginning with a sign
 * such as * or [ (`name: [New] Bamboo Rain`), which quotes make plain text.
 */
function typingSlip(line: string, code: string): string | undefined {
  const field = /^\s*([A-Za-z][\w-]*):(.*)$/.exec(line);
  if (!field || code === 'TAB_AS_INDENT') return undefined;
  const [, key = '', rest = ''] = field;
  if (code === 'DUPLICATE_KEY') return `${key} is written twice: keep one of its lines`;
  // An address alone on its line (`https://…`) is no field typed without its space.
  if (/^\S/.test(rest) && !rest.startsWith('//')) return `put a space after the colon: ${key}: ${rest}`;
  const value = rest.trim();
  // A value in quotes already is text; an unclosed quote has the parser's own message.
  if (/^["']/.test(value)) return undefined;
  const quoted = `${key}: "${value.replace(/["\\]/g, '\\$&')}"`;
  if (/:\s/.test(value)) return `a colon and a space inside a value end it: put the whole value in double quotes, ${quoted}`;
  // `[New] Bamboo Rain` is text; `[shop.example.com` is a list left open, which the generic message covers.
  const textAfterBrackets = /^(\[[^\]]*\]|\{[^}]*\})\s*\S/.test(value);
  if (/^[*&!|>%@`]/.test(value) || textAfterBrackets) {
    return `a value beginning with ${value[0]} has a meaning of its own: put the whole value in double quotes, ${quoted}`;
  }
  return undefined;
}

/**
 * `variants: []` with list items under it, as an editor fills in a field that said "none": the
 * brackets already closed the list, so the items below it cannot be read. `lines` end at the error.
 */
function listAfterEmptyList(lines: string[]): string | undefined {
  const items = lines.findLastIndex((line) => !/^\s*-\s/.test(line) && line.trim() !== '');
  const field = /^\s*([A-Za-z][\w-]*):\s*\[\s*\]\s*$/.exec(lines[items] ?? '');
  if (!field || items === lines.length - 1) return undefined;
  const [, key] = field;
  return `${key}: [] says the list is empty, so the lines under it cannot be read: delete the [] and keep "${key}:" alone on its line`;
}

/**
 * Where the quote opened that the parser found unclosed at the end of the text, where it reports it:
 * the last line up to there with an odd number of that quote. Lines and columns count from 0 and 1.
 */
function unclosedQuote(lines: string[], message: string): { quote: string; line: number; column: number; curly?: string } | undefined {
  const quote = /^Missing closing (["'])quote/.exec(message)?.[1];
  if (!quote) return undefined;
  const line = lines.findLastIndex((text) => text.split(quote).length % 2 === 0);
  if (line === -1) return undefined;
  const column = lines[line]!.lastIndexOf(quote) + 1;
  // What Word or a Chinese keyboard types for the closing quote, which YAML reads as a letter.
  const curly = (quote === '"' ? /[”“]/ : /[’‘]/).exec(lines[line]!.slice(column))?.[0];
  return { quote, line, column, curly };
}

/** Where a line's field name starts (`  width:` 2, `- name:` 2), or undefined for a line with none. */
function fieldColumn(line: string): number | undefined {
  const field = /^( *)(- )?[A-Za-z][\w-]*:/.exec(line);
  return field ? field[1]!.length + (field[2] ? 2 : 0) : undefined;
}

/**
 * `  width: 65` followed by ` height: 180`: the field on the last of `lines`, further out than the
 * one above it but not as far out as any field it could belong beside, and the one above it.
 */
function underIndentedField(lines: readonly string[]): { key: string; above: string } | undefined {
  const field = /^( +)([A-Za-z][\w-]*):/.exec(lines.at(-1) ?? '');
  const above = /^ *(?:- )?([A-Za-z][\w-]*):\s*\S/.exec(lines.at(-2) ?? '');
  if (!field || !above) return undefined;
  const column = field[1]!.length;
  if (column >= fieldColumn(above[0])!) return undefined;
  // The nearest field above that is not further in: in the same column, it is the one this belongs beside.
  const outer = lines.slice(0, -1).findLast((other) => (fieldColumn(other) ?? Infinity) <= column);
  if (outer === undefined || fieldColumn(outer) === column) return undefined;
  return { key: field[2]!, above: above[1]! };
}

/** `  width: 65` followed by `   height: 180`: the second field, and the one above it. */
function overIndentedField(line: string, next: string): { key: string; above: string; aboveIsOdd: boolean } | undefined {
  const field = /^(\s*)([A-Za-z][\w-]*):\s*\S/.exec(line);
  const nextField = /^(\s*)([A-Za-z][\w-]*):/.exec(next);
  if (!field || !nextField || nextField[1]!.length <= field[1]!.length) return undefined;
  const aboveIsOdd = field[1]!.length % 2 === 1 && nextField[1]!.length % 2 === 0;
  return { key: nextField[2]!, above: field[2]!, aboveIsOdd };
}
