import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ContentError, formatProblems, relativeToRepository } from '@/app/_content';
import { IMAGE_FILE_NAME, loadContent } from '@/app/_content/tools';
import { copyContent } from '@/tests/fixtures/longer-content';
import { contentWorkFolder } from './content-copies';

/*
 * Content arrives by pull request: hundreds of random edits of a valid catalogue, each either left
 * valid or reported at the file edited (or at the fields that refer to it), never a crash.
 */
const { workFolder } = await contentWorkFolder('content-random-edits-');

describe('random edits of a valid catalogue (the longer fixture)', () => {
  /** mulberry32: the same edits on every run, so that a failure can be replayed. */
  function randomNumbers(seed: number): (below: number) => number {
    return (below) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * below);
    };
  }
  /** What editors and attackers type that means something to YAML, Markdown or a decoder. */
  const PIECES = [
    ':',
    ': ',
    '-',
    '- ',
    '[',
    ']',
    '{',
    '}',
    '*',
    '&a ',
    '*a',
    '!',
    '|',
    '>',
    '#',
    '"',
    "'",
    '\n',
    '\n  ',
    '\t',
    '\u0000',
    '\uFEFF',
    '：',
    '中',
    '<script>',
    '](javascript:alert(1))',
    '---\n',
    '%',
    '../',
  ];
  /** Fields that refer to another file, where an edit of that file may rightly be reported. */
  const REFERRING_FIELD = /^(type|variants(\.\d+)?|care|shopUrl|images(\.\d+)?)$/;
  const EDITS = 300;

  it(
    `ends each of ${EDITS} edits (spans deleted, doubled or replaced) in a valid catalogue or in problems naming the edited file`,
    { timeout: 240_000 },
    async () => {
      const root = await copyContent(path.join(workFolder, 'longer'));
      await loadContent(root);
      const files = (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
      const random = randomNumbers(2026);
      for (let edit = 1; edit <= EDITS; edit++) {
        const relative = files[random(files.length)]!;
        const file = path.join(root, relative);
        const original = await readFile(file);
        const start = random(original.length);
        const end = Math.min(original.length, start + 1 + random(48));
        const operation = (['delete', 'double', 'replace'] as const)[random(3)]!;
        const replacement =
          operation === 'delete'
            ? Buffer.alloc(0)
            : operation === 'double'
              ? Buffer.concat([original.subarray(start, end), original.subarray(start, end)])
              : Buffer.from(Array.from({ length: 1 + random(4) }, () => PIECES[random(PIECES.length)]).join(''));
        await writeFile(file, Buffer.concat([original.subarray(0, start), replacement, original.subarray(end)]));
        const what = `edit ${edit}: ${operation} bytes ${start}–${end} of ${relative}`;
        const outcome = await loadContent(root).then(
          () => undefined,
          (error: unknown) => error,
        );
        // A picture the check passes is one the pictures step can decode whole.
        const picture =
          outcome === undefined && IMAGE_FILE_NAME.test(path.basename(relative))
            ? await sharp(file)
                .rotate()
                .raw()
                .toBuffer()
                .catch((error: Error) => error)
            : undefined;
        await writeFile(file, original);
        expect(picture instanceof Error ? `${what} passed, but does not decode: ${picture.message}` : '').toBe('');
        if (outcome === undefined) continue;
        expect(outcome, what).toBeInstanceOf(ContentError);
        const { problems } = outcome as ContentError;
        expect(
          problems.filter((problem) => problem.unexpected || problem.line < 1 || problem.column < 1),
          what,
        ).toEqual([]);
        // A picture is named by the line of its product's facts that lists it.
        const [folder, name] = [path.dirname(relative), path.basename(relative)];
        const named = problems.some(
          (problem) =>
            problem.file === relativeToRepository(file) ||
            (problem.file === relativeToRepository(path.join(root, folder, 'index.en-US.md')) && problem.message.startsWith(`"${name}"`)),
        );
        // Or the edited file is valid in itself, and the files that refer to what it changed are named, at the referring fields.
        expect(named || problems.every((problem) => REFERRING_FIELD.test(problem.field)), `${what}\n${formatProblems(problems)}`).toBe(
          true,
        );
      }
    },
  );
});
