/*
 * Reads the files under the content root for the loader: each through the listing (files.ts), decoded
 * and held to its limits (decode.ts), parsed (parse.ts), validated (validate.ts) and, for Markdown,
 * rendered (markdown.ts); every problem found on the way is collected, none stops the others.
 */
import path from 'node:path';
import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '@/app/_config/locales';
import { decodeText, MAX_TEXT_BYTES, pictureTooLarge } from './decode';
import { misnamedAs, missingFileHint } from './file-names';
import type { ContentFiles } from './files';
import { MAX_PICTURE_BYTES, probeImage } from './image-probe';
import { renderMarkdown } from './markdown';
import { parseMarkdownFile, parseYamlFile, type Source } from './parse';
import { keepingResults, keptUnlessChanged } from './preview-cache';
import { relativeToRepository, unexpectedProblem, type ContentProblem } from './problems';
import { IMAGE_FILE_NAME, productTextFile } from './naming';
import type { ImageProbe } from './references';
import type { Localised, Rendered } from './types';
import { validate } from './validate';

/** The locales whose texts are translations of the default locale's. */
export const translatedLocales = locales.filter((locale) => locale !== defaultLocale);

/** What the text below a Markdown file's fields is: a page's text (see `SourceReader.markdown`), or nothing shown. */
export type MarkdownBody = { emptyHint: string; headingsFrom: number } | 'not shown';

/** Reads files under the content root, reporting what is missing or malformed. */
export class SourceReader {
  /** Every file parsed so far, for `salvage`. */
  private readonly parsed = new Map<string, Source>();

  constructor(
    readonly root: string,
    private readonly files: ContentFiles,
    private readonly problems: ContentProblem[],
  ) {}

  /** A problem with a field of an already read file, found only beside other files. */
  report(relative: string, fieldPath: readonly PropertyKey[], message: string): void {
    const source = this.parsed.get(relative)!;
    this.problems.push({ file: source.file, ...source.locate(fieldPath), field: fieldPath.join('.'), message });
  }

  /** The part of an already read file that `schema` accepts, even if the rest of it is wrong; nothing is reported. */
  salvage<Schema extends z.ZodType>(relative: string, schema: Schema): z.infer<Schema> | undefined {
    return schema.safeParse(this.parsed.get(relative)?.data).data;
  }

  /** Every refused entry (a link, say) at its own path, unless reported where it is used: none is ever read. */
  reportRefused(): void {
    for (const [relative, message] of this.files.refused) {
      // A picture its product lists was reported on that line.
      const lead = `${path.posix.dirname(relative)}/${productTextFile(defaultLocale)}`;
      const listed = this.salvage(lead, z.object({ images: z.array(z.unknown()) }))?.images;
      if (listed?.includes(path.posix.basename(relative))) continue;
      this.problems.push({ file: this.shown(relative), line: 1, column: 1, field: '-', message });
    }
  }

  /** A problem with a file as a whole, read or not. */
  reportFile(relative: string, message: string): void {
    this.problems.push({ file: this.shown(relative), line: 1, column: 1, field: '-', message });
  }

  /** Whether `relative` is refused (a link, say): reported by `reportRefused`, never read. */
  isRefused(relative: string): boolean {
    return this.files.refused.has(relative);
  }

  folders(relative: string): string[] {
    return this.files.list(relative).folders.toSorted();
  }

  fileNames(relative: string): string[] {
    return this.files.list(relative).files;
  }

  /** Every file in the folder named like an image, read far enough to know what it really is. */
  async images(relative: string): Promise<Map<string, ImageProbe>> {
    const { files, refused } = this.files.list(relative);
    const probes = files
      .filter((name) => IMAGE_FILE_NAME.test(name))
      .map(async (name) => {
        const file = `${relative}/${name}`;
        const probe = await this.guard(this.shown(file), async () => {
          const version = keepingResults() ? await this.files.version(file) : '';
          return keptUnlessChanged('pictures', `${file}:${version}`, async (): Promise<ImageProbe> => {
            const bytes = await this.files.read(file, MAX_PICTURE_BYTES);
            return 'tooLarge' in bytes ? { problem: pictureTooLarge(bytes.tooLarge) } : probeImage(bytes, name);
          });
        });
        return [name, probe ?? { problem: 'could not be checked: see the problem reported for the file itself' }] as const;
      });
    const links = refused
      .filter((name) => IMAGE_FILE_NAME.test(name))
      .map((name) => [name, { problem: this.files.refused.get(`${relative}/${name}`)! }] as const);
    return new Map([...(await Promise.all(probes)), ...links]);
  }

  async yaml<Schema extends z.ZodType>(relative: string, schema: Schema): Promise<z.infer<Schema> | undefined> {
    const source = await this.source(relative, parseYamlFile);
    return source && this.validate(schema, source);
  }

  /**
   * A YAML file the content may do without: absent, it is undefined and nothing is reported, unless
   * a file beside it is surely it under another name (`channels.yml`), which would not be read.
   */
  async optionalYaml<Schema extends z.ZodType>(relative: string, schema: Schema): Promise<z.infer<Schema> | undefined> {
    const [folder, name] = [path.posix.dirname(relative), path.posix.basename(relative)];
    const { files } = this.files.list(folder);
    if (!files.includes(name) && !this.files.refused.has(relative) && !misnamedAs(name, files)) return undefined;
    return this.yaml(relative, schema);
  }

  /** `validate`, with an exception nobody expected reported as a problem of the file. */
  private validate<Schema extends z.ZodType>(schema: Schema, source: Source): z.infer<Schema> | undefined {
    try {
      return validate(schema, source, this.problems);
    } catch (error) {
      this.problems.push(unexpectedProblem(source.file, error));
      return undefined;
    }
  }

  /** Reads one file; an exception nobody expected becomes a problem naming the file, not a crash of the check. */
  private async guard<T>(file: string, read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (error) {
      this.problems.push(unexpectedProblem(file, error));
      return undefined;
    }
  }

  /** A path under the content root as the editor sees it from the repository. */
  private shown(relative: string): string {
    return relativeToRepository(path.join(this.root, relative));
  }

  /**
   * `<folder>/<locale>.md` for every locale, each validated and its body rendered (see `markdown`),
   * none of them left untranslated.
   */
  async localisedMarkdown<Schema extends z.ZodType<object>>(
    folder: string,
    schema: Schema,
    body: MarkdownBody,
  ): Promise<Localised<Rendered<z.infer<Schema>>> | undefined> {
    const file = (locale: Locale) => `${folder}/${locale}.md`;
    const entries = await Promise.all(
      locales.map(async (locale) => [locale, await this.markdown(file(locale), locale, schema, body)] as const),
    );
    if (entries.some(([, text]) => text === undefined)) return undefined;
    const texts = Object.fromEntries(entries) as Localised<Rendered<z.infer<Schema>>>;
    return this.translated(file, texts) ? texts : undefined;
  }

  /**
   * One Markdown file, validated and its body rendered. `body` says what the text below the fields
   * is for: a page's text, which must not be empty (`emptyHint` says what to write) and whose
   * headings start at `headingsFrom` #, or nothing shown at all.
   */
  async markdown<Schema extends z.ZodType<object>>(
    relative: string,
    locale: Locale,
    schema: Schema,
    body: MarkdownBody,
  ): Promise<Rendered<z.infer<Schema>> | undefined> {
    const source = await this.source(relative, parseMarkdownFile);
    if (!source) return undefined;
    const value = this.validate(schema, source);
    const problem = (line: number, column: number, message: string) =>
      this.problems.push({ file: source.file, line: source.bodyLine + line - 1, column, field: '-', message });
    const empty = source.body.trim() === '';
    if (body === 'not shown') {
      if (!empty) problem(1, 1, 'text below the closing --- line is not shown anywhere: move it into one of the fields above');
      return value && { ...value, html: '', text: '' };
    }
    if (empty) {
      problem(1, 1, body.emptyHint);
      return undefined;
    }
    const rendered = await this.guard(source.file, async () => renderMarkdown(source.body, locale, { headingsFrom: body.headingsFrom }));
    if (!rendered) return undefined;
    const { html, text, problems: found } = rendered;
    for (const { line, column, message } of found) problem(line, column, message);
    // Only a comment (<!-- to do -->), say: the page would show an empty section.
    if (text === '' && found.length === 0) problem(1, 1, `${body.emptyHint}: nothing below it is shown on the page`);
    return value && found.length === 0 && text !== '' ? { ...value, html, text } : undefined;
  }

  /**
   * Whether each translation differs from the default locale's text; each one that does not is
   * reported: a file copied from the other language and not yet translated would publish that
   * language's words.
   */
  translated(file: (locale: Locale) => string, texts: Localised<{ text: string }>): boolean {
    const untranslated = translatedLocales.filter(
      (locale) => texts[locale].text !== '' && texts[locale].text === texts[defaultLocale].text,
    );
    const original = path.posix.basename(file(defaultLocale));
    for (const locale of untranslated) {
      const source = this.parsed.get(file(locale))!;
      const firstWords = source.body.split('\n').findIndex((line) => line.trim() !== '');
      const message = `is the same text as ${original}: translate it, as this file is the ${locale} text`;
      this.problems.push({ file: source.file, line: source.bodyLine + firstWords, column: 1, field: '-', message });
    }
    return untranslated.length === 0;
  }

  /** One file decoded and parsed, not yet validated: its problems so far are reported. */
  async source(relative: string, parse: typeof parseYamlFile): Promise<Source | undefined> {
    // A link in its place is reported at the end, at its own path.
    if (this.files.refused.has(relative)) return undefined;
    const file = this.shown(relative);
    const { files } = this.files.list(path.posix.dirname(relative));
    const name = path.posix.basename(relative);
    if (!files.includes(name)) {
      this.problems.push({ file, line: 1, column: 1, field: '-', message: missingFileHint(relative, files) });
      return undefined;
    }
    // A second copy beside it (`site.yml`, `Site.yaml`) is never read: what an editor wrote there would be lost.
    const twin = misnamedAs(
      name,
      files.filter((other) => other !== name),
    );
    if (twin) {
      const message = `is not read: ${name} beside it is. Move what it holds into ${name}, then delete it`;
      this.problems.push({ file: this.shown(`${path.posix.dirname(relative)}/${twin}`), line: 1, column: 1, field: '-', message });
    }
    return this.guard(file, async () => {
      const decoded = decodeText(await this.files.read(relative, MAX_TEXT_BYTES));
      if ('problem' in decoded) {
        this.problems.push({ file, ...(decoded.at ?? { line: 1, column: 1 }), field: '-', message: decoded.problem });
        return undefined;
      }
      const parsed = parse(file, decoded.text);
      if ('problems' in parsed) {
        this.problems.push(...parsed.problems);
        return undefined;
      }
      this.parsed.set(relative, parsed.source);
      return parsed.source;
    });
  }
}
