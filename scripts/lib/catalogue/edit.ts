import { isDeepStrictEqual } from 'node:util';
import { isMap, isPair, isScalar, parseDocument, stringify, type Pair, type YAMLMap } from 'yaml';

/*
 * A product file's fields changed in place: each changed field's own lines are rewritten, every
 * other line of the file stays as it was, byte for byte: the order of the fields, the comments,
 * the blank lines, the quotes, a byte order mark and Windows' line ends. The yaml package's
 * document gives where each field's lines are; the text is edited there, line by line, rather
 * than written again from the document, which would write every line in its own style.
 */

/** A field to change: its path in the frontmatter (none: the description below it) and its value; undefined removes it. */
export type FieldChange = { path: readonly string[]; value: unknown };

/** Why a file could not be changed safely; `file` names it, once the caller knows. */
export class EditRefused extends Error {
  file?: string;
}

/** A file's text as lines, each with the line end it had, and where its frontmatter closes. */
type Lines = { bom: string; separator: string; lines: string[]; ends: string[]; close: number };

function splitLines(saved: string): Lines {
  const bom = saved.startsWith('\uFEFF') ? '\uFEFF' : '';
  const text = saved.slice(bom.length);
  // Windows ends lines with CR LF, the classic Mac with CR alone (in a file without any LF).
  const separator = !text.includes('\n') && text.includes('\r') ? '\r' : '\n';
  const raw = text.split(separator);
  const ends = raw.map((line) => (separator === '\n' && line.endsWith('\r') ? '\r' : ''));
  const lines = raw.map((line, index) => line.slice(0, line.length - ends[index]!.length));
  const close = lines[0]?.trimEnd() === '---' ? lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---') : -1;
  if (close === -1) throw new EditRefused('has no frontmatter between two --- lines: npm run check:content says what to fix');
  return { bom, separator, lines, ends, close };
}

/** The frontmatter of a file split by `splitLines`, parsed, with the file line each of its offsets is on. */
function frontmatterOf({ lines, close }: Lines) {
  const text = lines
    .slice(1, close)
    .map((line) => `${line}\n`)
    .join('');
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new EditRefused('has frontmatter that YAML cannot read: npm run check:content says what to fix');
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  /** The file line (0-based) an offset of the frontmatter is on; a line break belongs to the line it ends. */
  const lineOf = (offset: number) => starts.findLastIndex((start) => start <= offset) + 1;
  const columnOf = (offset: number) => offset - starts[lineOf(offset) - 1]!;
  return { doc, lineOf, columnOf };
}

/** A file's frontmatter fields and its description, as the edit reads them. */
export function readProductFile(saved: string): { data: Record<string, unknown>; body: string } {
  const split = splitLines(saved);
  const data: unknown = frontmatterOf(split).doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new EditRefused('holds no fields between its --- lines');
  return { data: data as Record<string, unknown>, body: split.lines.slice(split.close + 1).join('\n') };
}

/** A replacement of the lines from `from` up to `to` (excluded): an insertion where they are equal. */
type Splice = { from: number; to: number; lines: string[] };

/** `key: value` as YAML writes it, each line indented by `indent` spaces; a long text kept on its line. */
const render = (key: string, value: unknown, indent: number) =>
  stringify({ [key]: value }, { lineWidth: 0 })
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => ' '.repeat(indent) + line);

/** `saved`, a product file's text, with `changes` made, each in its own field's lines. */
export function editProductFile(saved: string, changes: readonly FieldChange[]): string {
  const split = splitLines(saved);
  const { doc, lineOf, columnOf } = frontmatterOf(split);
  // No field at all (`---` twice) is a map with none: each field is added.
  const root = doc.contents ?? undefined;
  if (root !== undefined && (!isMap(root) || root.flow)) {
    throw new EditRefused('holds its fields in a way the workbook cannot write into: write one field a line');
  }
  const splices: Splice[] = [];
  const pairOf = (map: YAMLMap | undefined, key: string) =>
    map?.items.find((item): item is Pair => isPair(item) && isScalar(item.key) && item.key.value === key);
  /** The lines of a pair: from its key's to its value's last. */
  const linesOf = (pair: Pair) => {
    const key = (pair.key as { range: [number, number, number] }).range;
    const value = (pair.value as { range?: [number, number, number] } | null)?.range;
    const last = value && value[1] > value[0] ? lineOf(value[1] - 1) : lineOf(key[0]);
    return { from: lineOf(key[0]), to: last + 1, indent: columnOf(key[0]) };
  };
  const replace = (pair: Pair, key: string, value: unknown) => {
    const { from, to, indent } = linesOf(pair);
    splices.push({ from, to, lines: value === undefined ? [] : render(key, value, indent) });
  };
  const append = (after: number, key: string, value: unknown, indent: number) => {
    if (value !== undefined) splices.push({ from: after, to: after, lines: render(key, value, indent) });
  };

  const byField = Map.groupBy(
    changes.filter((change) => change.path.length > 0),
    (change) => change.path[0]!,
  );
  for (const [key, fieldChanges] of byField) {
    const pair = pairOf(root, key);
    const inner = pair?.value;
    const nested = fieldChanges.every((change) => change.path.length === 2);
    if (nested && isMap(inner) && !inner.flow && inner.items.length > 0) {
      // Within a block of fields (`size:` with `width:` and `height:` below it), each changed one alone.
      const { to: end } = linesOf(pair!);
      const indent = columnOf((inner.items[0]!.key as { range: number[] }).range[0]!);
      for (const { path, value } of fieldChanges) {
        const innerPair = pairOf(inner, path[1]!);
        if (innerPair) replace(innerPair, path[1]!, value);
        else append(end, path[1]!, value, indent);
      }
      continue;
    }
    // The whole field: written anew with its changes, or added after the last field.
    let value: unknown = fieldChanges.find((change) => change.path.length === 1)?.value;
    if (fieldChanges.some((change) => change.path.length === 2)) {
      const current: unknown = pair ? doc.getIn([key]) : undefined;
      const object = isMap(current) ? (current.toJSON() as Record<string, unknown>) : {};
      for (const { path, value: innerValue } of fieldChanges) if (path.length === 2) object[path[1]!] = innerValue;
      value = Object.fromEntries(Object.entries(object).filter(([, innerValue]) => innerValue !== undefined));
    }
    if (pair) replace(pair, key, value);
    else append(split.close, key, value, 0);
  }
  const body = changes.find((change) => change.path.length === 0);
  if (body) {
    const old = split.lines.slice(split.close + 1);
    // The description starts after a blank line, as the files are written, unless this file has none there.
    const blankFirst = old.length <= 1 || old[0]!.trim() === '';
    const text = String(body.value ?? '');
    splices.push({ from: split.close + 1, to: split.lines.length, lines: [...(blankFirst ? [''] : []), ...text.split('\n'), ''] });
  }
  const edited = join(split, splices);
  verify(saved, edited, changes);
  return edited;
}

/**
 * The lines with the splices made, from the last up (insertions at one place in the order given).
 * A new line takes the end of the line it replaces, or of the one before; the file's last line
 * keeps having none, or having one.
 */
function join({ bom, separator, lines, ends }: Lines, splices: Splice[]): string {
  const out = lines.map((line, index) => ({ line, end: ends[index]! }));
  const ordered = splices.map((splice, index) => ({ ...splice, index }));
  for (const { from, to, lines: added } of ordered.toSorted((a, b) => b.from - a.from || b.to - a.to || b.index - a.index)) {
    const end = out[from]?.end ?? out[from - 1]?.end ?? '';
    const last = to === out.length ? out.at(-1)?.end : undefined;
    out.splice(
      from,
      to - from,
      ...added.map((line, index) => ({ line, end: last !== undefined && index === added.length - 1 ? last : end })),
    );
  }
  return bom + out.map(({ line, end }) => line + end).join(separator);
}

/**
 * The edited file read back: each changed field holds its new value and every other field its old
 * one. A file the edit could not change so (a field written twice, say) is refused, not written.
 */
function verify(saved: string, edited: string, changes: readonly FieldChange[]) {
  const before = readProductFile(saved);
  const after = readProductFile(edited);
  const expected = structuredClone(before.data);
  for (const { path, value } of changes) {
    if (path.length === 0) continue;
    const parent = path.slice(0, -1).reduce<Record<string, unknown>>((object, key) => {
      if (typeof object[key] !== 'object' || object[key] === null) object[key] = {};
      return object[key] as Record<string, unknown>;
    }, expected);
    if (value === undefined) delete parent[path.at(-1)!];
    else parent[path.at(-1)!] = value;
  }
  const body = changes.find((change) => change.path.length === 0);
  const bodyHolds = !body || after.body.trim() === String(body.value ?? '').trim();
  if (!bodyHolds || !isDeepStrictEqual(after.data, expected)) {
    throw new EditRefused(
      'could not be changed without touching its other fields (is a field written twice?): make this change in the file itself',
    );
  }
}
