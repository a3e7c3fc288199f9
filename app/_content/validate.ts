/*
 * Validation: parsed data against its zod schema, each failed rule a problem at the field's line and
 * column, in words an editor acts on (the field meant, the value as it should be typed).
 */
import type { z } from 'zod';
import { chineseKeyboardSlip, englishModeNote, FIELD_COLON } from './chinese-keyboard';
import { nearMiss } from './near-miss';
import type { Source } from './parse';
import type { ContentProblem } from './problems';

/** Checks a source against a schema; every failed rule becomes a problem at the field's line. */
export function validate<Schema extends z.ZodType>(
  schema: Schema,
  source: Source,
  problems: ContentProblem[],
): z.infer<Schema> | undefined {
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return result.data;
  // A value far from its kind (a list where a text belongs) can fail two rules that say the same.
  const reported = new Set<string>();
  // A field indented under the one above it (`shopUrl:` under `price:`) is named there, not also missing.
  const indentedUnder = new Set(
    result.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.filter((key) => isFieldAbove(schema, issue.path, key)).map((key) => [...issue.path.slice(0, -1), key].join('.'))
        : [],
    ),
  );
  for (const issue of result.error.issues) {
    if (issue.code !== 'unrecognized_keys' && issue.input === undefined && indentedUnder.has(issue.path.join('.'))) continue;
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    for (const key of keys) {
      const fieldPath = key === undefined ? issue.path : [...issue.path, key];
      const problem = {
        file: source.file,
        ...source.locate(fieldPath, key === undefined ? 'value' : 'key'),
        field: fieldPath.join('.') || '-',
        message: describeIssue(issue, key, schema),
      };
      const said = `${problem.field} ${problem.message}`;
      if (reported.has(said)) continue;
      reported.add(said);
      problems.push(problem);
    }
  }
  return undefined;
}

/** The most characters of a value a problem quotes. */
const LONGEST_SHOWN = 80;

/** Whether `key`, found among the fields at `path`, is a field of the level above instead. */
const isFieldAbove = (schema: z.ZodType, path: readonly PropertyKey[], key: string) =>
  path.length > 0 && typeof path.at(-1) === 'string' && fieldNamesAt(schema, path.slice(0, -1)).includes(key);

function describeIssue(issue: z.core.$ZodIssue, unknownKey: string | undefined, schema: z.ZodType): string {
  if (unknownKey !== undefined) {
    const fields = fieldNamesAt(schema, issue.path);
    // `amount:` at the start of its line, where it belongs indented under `price:`.
    const parent = fields.find((field) => fieldNamesAt(schema, [...issue.path, field]).includes(unknownKey));
    if (parent) return `"${unknownKey}" belongs under ${parent}: indent its line by two spaces, below the ${parent}: line`;
    // `shopUrl:` indented under `price:`, where it belongs a level out.
    if (isFieldAbove(schema, issue.path, unknownKey)) {
      const group = String(issue.path.at(-1));
      return `"${unknownKey}" is indented as if it belonged under ${group}: start its line in the same column as ${group}:`;
    }
    // `~:` or `"":`, which YAML reads as a field without a name.
    if (unknownKey === '') return `this line has no field name before its colon: write one of ${fields.join(', ')}, or remove the line`;
    const nearest = nearMiss(unknownKey, fields);
    return nearest
      ? `"${unknownKey}" is not a field here: did you mean ${nearest}?`
      : `"${unknownKey}" is not a field here: remove it (the fields here are ${fields.join(', ')})`;
  }
  if (issue.path.length === 0 && issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    // A file of one field read as one text: `title：…` or `title:　…`. (A file whose schema says what it holds says so itself.)
    return (typeof issue.input === 'string' && chineseKeyboardSlip(issue.input)) || FIELD_COLON;
  }
  if (issue.input === undefined || issue.input === null) {
    // An empty value (`width:` with nothing after it) reads as null.
    return `${issue.input === null ? 'is empty' : 'is missing'}: ${issue.message.startsWith('Invalid input') ? 'fill it in' : issue.message}`;
  }
  if (typeof issue.input === 'object') return issue.message;
  // A long value is cut, so that the advice after it stays on the editor's screen.
  const characters = typeof issue.input === 'string' ? [...issue.input] : [];
  const found =
    characters.length > LONGEST_SHOWN
      ? `${JSON.stringify(characters.slice(0, LONGEST_SHOWN).join(''))}…`
      : typeof issue.input === 'number'
        ? asWritten(issue.input)
        : JSON.stringify(issue.input);
  // A list typed on one line has a message of its own, which already says what to type.
  const typed = issue.message.includes('on one line') ? undefined : (englishModeNote(issue.input) ?? quotesNote(issue));
  // "is not a product type: …" reads best after the value; a hint reads best before it.
  return issue.message.startsWith('is ')
    ? `${found} ${issue.message}${typed ? ` (${typed})` : ''}`
    : `${issue.message} (found ${found}${typed ? `, ${typed}` : ''})`;
}

/** A number as an editor writes it: 0.0000001, which JavaScript writes 1e-7 (past 10²¹, as JavaScript does). */
const asWritten = (number: number) =>
  Math.abs(number) < 1e21 ? number.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : String(number);

/** For a number written in quotes (`"1480"`), which YAML reads as text, and a text YAML reads as a number (`name: 1920`). */
function quotesNote(issue: z.core.$ZodIssue): string | undefined {
  // Some fields' own messages already speak of quotes (a telephone number's).
  if (issue.code !== 'invalid_type' || issue.message.includes('quotes')) return undefined;
  if (issue.expected === 'number' && typeof issue.input === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(issue.input))
    return 'write it without quotes';
  if (issue.expected === 'string' && typeof issue.input === 'number') return `put it in double quotes: "${issue.input}"`;
  return undefined;
}

/** The field names a schema allows at a path into the data, for spelling hints. */
function fieldNamesAt(schema: z.core.$ZodType, fieldPath: readonly PropertyKey[]): string[] {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const [key, ...rest] = fieldPath;
  switch (def.type) {
    case 'object':
      if (key === undefined) return Object.keys(def.shape);
      return typeof key === 'string' && def.shape[key] ? fieldNamesAt(def.shape[key], rest) : [];
    case 'array':
      return fieldNamesAt(def.element, rest);
    case 'default':
    case 'optional':
      return fieldNamesAt(def.innerType, fieldPath);
    case 'pipe': {
      // A list that may be left empty (emptyAsNone) reads its fields after the step that fills it in.
      const fields = fieldNamesAt(def.in, fieldPath);
      return fields.length > 0 ? fields : fieldNamesAt(def.out, fieldPath);
    }
    default:
      return [];
  }
}
