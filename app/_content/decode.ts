/*
 * A content file's bytes to the text the parsers read, and the limits on what is read at all: the
 * one place text is decoded, so every kind of file reads alike whatever machine saved it.
 */
import { MAX_PICTURE_BYTES, SUGGESTED_IMAGE_SIDE } from './image-probe';

/**
 * The largest YAML or Markdown file read: some 5,000 English words or 10,000 Chinese characters,
 * where the longest text is 2 KB. A larger file is a mistake, or an attack: Markdown's parser takes
 * time that grows with the square of a paragraph's length for some inputs (thousands of * or [;
 * docs/measured-choices.md).
 */
export const MAX_TEXT_BYTES = 32 * 1024;

const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Characters no text holds (tab, line feed and carriage return aside): they mark a file that is not text, or is damaged. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A file's text, or why it is not read, at the file's first line unless `at` says where. */
export type Decoded = { text: string } | { problem: string; at?: { line: number; column: number } };

/** The text of a file read with at most MAX_TEXT_BYTES (`tooLarge`: its size, when it had more). */
export function decodeText(bytes: Buffer | { tooLarge: number }): Decoded {
  if ('tooLarge' in bytes) {
    return {
      problem: `is ${fileSize(bytes.tooLarge)}, and a text here is at most ${fileSize(MAX_TEXT_BYTES)} (some 5,000 English words or 10,000 Chinese characters): shorten the text, or check that it is the right file`,
    };
  }
  let decoded: string;
  try {
    // Strict, so a file saved as GBK or UTF-16 (Windows' defaults for Chinese) is refused rather
    // than published as gibberish; a UTF-8 byte order mark is dropped.
    decoded = UTF8.decode(bytes);
  } catch {
    return { problem: 'is not saved as UTF-8, so its Chinese would show as gibberish: save it again with the encoding UTF-8' };
  }
  // Windows ends lines with CR LF, and Git on Windows checks files out so: a parser splitting at LF
  // alone would keep the CR in the value at the end of a line (the frontmatter's last line, say).
  // Dropping it moves no line, and no column of what an editor can see. A file without any LF was
  // saved as the classic Mac OS saved them, with CR alone at each line's end.
  const text = decoded.includes('\n') ? decoded.replaceAll('\r\n', '\n') : decoded.replaceAll('\r', '\n');
  const control = CONTROL_CHARACTER.exec(text);
  if (control) {
    const before = text.slice(0, control.index).split('\n');
    const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return {
      problem: `holds an invisible control character (${code}), which no text has: if this is the right file, delete the character, or save the file again as plain text`,
      at: { line: before.length, column: before.at(-1)!.length + 1 },
    };
  }
  return { text };
}

/** Pictures beyond this size are surely not exported for the web, and are not read into memory. */
const PICTURE_TOO_LARGE = `a picture here is at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB: export it at most ${SUGGESTED_IMAGE_SIDE} pixels on each side, a few MB as JPEG`;

/** Why a picture of `bytes` bytes, over MAX_PICTURE_BYTES, is not read. */
export function pictureTooLarge(bytes: number): string {
  return `is ${fileSize(bytes)}: ${PICTURE_TOO_LARGE}`;
}

/** A file size as an editor's file manager shows it. */
function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
