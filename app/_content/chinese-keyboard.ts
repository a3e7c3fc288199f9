/*
 * A Chinese keyboard types full-width forms (：，３Ａ, a wide space) and curly quotes where
 * fields, numbers and addresses need the plain characters. They are fine inside Chinese text, so
 * they are named only where they broke a field: by the YAML parser's messages and by the schema's.
 */
const FULL_WIDTH = /[\u3000\uFF01-\uFF5E“”‘’]/u;
export const FIELD_COLON = 'write each field on its own line as `field: value`, with a plain colon and a space (not the full-width ：)';

/** For a value that broke its field with full-width characters: the value as typed in English mode. */
export function englishModeNote(input: unknown): string | undefined {
  // In a value with Chinese words, the full-width signs are most likely meant.
  if (typeof input !== 'string' || !FULL_WIDTH.test(input) || /\p{Script=Han}/u.test(input)) return undefined;
  const typed = input
    .normalize('NFKC')
    .trim()
    // Quotes around the whole value are not needed: “1280” is 1280.
    .replace(/^[“‘](.*)[”’]$/u, '$1')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'");
  return `typed in full-width characters: in English mode it reads ${typed}`;
}

/** What a YAML line that failed to parse has of a Chinese keyboard: a full-width colon, or a wide space after the colon. */
export function chineseKeyboardSlip(line: string): string | undefined {
  const field = /^[^:：]*/.exec(line)![0];
  if (line.slice(field.length).startsWith('：')) return FIELD_COLON;
  if (line.slice(field.length).startsWith(':\u3000'))
    return 'put a plain space after the colon, not the full-width space of a Chinese keyboard';
  return undefined;
}
