import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No style rule is left that nothing uses: every class a style sheet of app/ names is written by
 * the code. A global class (the global sheet's, or one a CSS Module names in `:global(…)`) is a
 * word of a `className` a component writes; a CSS Module's own are read by the files that import
 * it, which read no class it lacks.
 */
const APP = 'app';

async function filesOf(folder: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && pattern.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The part of a selector inside each `:global(…)`, and the rest. */
function splitGlobal(selector: string): { global: string; local: string } {
  const opening = ':global(';
  let global = '';
  let local = '';
  let index = 0;
  for (let start = selector.indexOf(opening); start !== -1; start = selector.indexOf(opening, index)) {
    local += selector.slice(index, start);
    let end = start + opening.length;
    for (let depth = 1; end < selector.length && depth > 0; end++) depth += selector[end] === '(' ? 1 : selector[end] === ')' ? -1 : 0;
    global += `${selector.slice(start + opening.length, end - 1)} `;
    index = end;
  }
  return { global, local: local + selector.slice(index) };
}

const classNames = (selectors: string) => [...selectors.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map(([, name]) => name!);

/** The classes a style sheet's selectors name (not its declarations, comments or at-rules' conditions). */
function classesOf(css: string): { local: string[]; global: string[] } {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = [...withoutComments.matchAll(/([^{};]+)\{/g)]
    .map(([, prelude]) => prelude!)
    .filter((prelude) => !prelude.trim().startsWith('@'))
    .map(splitGlobal);
  return {
    local: [...new Set(selectors.flatMap(({ local }) => classNames(local)))],
    global: [...new Set(selectors.flatMap(({ global }) => classNames(global)))],
  };
}

/**
 * The words of the class names a file writes as they are, not from a module: `className="prose"`,
 * `className={'lead'}`, and the text around the placeholders of `className={\`lead ${…}\`}`.
 */
function writtenClasses(text: string): string[] {
  const values = text.matchAll(/className=(?:"([^"]*)"|\{\s*'([^']*)'\s*\}|\{\s*`([^`]*)`\s*\})/g);
  return [...values].flatMap(([, quoted, single, template]) =>
    (quoted ?? single ?? template!.replace(/\$\{[^}]*\}/g, ' ')).split(/\s+/).filter(Boolean),
  );
}

/** Each CSS Module a file imports, by the sheet's path, with the names the file reads from it (`styles.card`, `styles['card']`). */
function moduleReads(file: string, text: string): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  const body = text.replace(/^import .*$/gm, '');
  for (const [, name, source] of text.matchAll(/^import (\w+) from '([^']+\.module\.css)';$/gm)) {
    const sheet = source!.startsWith('@/') ? source!.slice(2) : path.join(path.dirname(file), source!);
    const read = new RegExp(String.raw`\b${name}(?:\.(\w+)|\[['"]([\w-]+)['"]\])`, 'g');
    reads.set(
      path.normalize(sheet),
      [...body.matchAll(read)].map(([, dotted, quoted]) => (dotted ?? quoted)!),
    );
  }
  return reads;
}

describe('the style sheets of app/', () => {
  it('name only classes the code writes, and the code reads only classes a module names', async () => {
    const code = await Promise.all((await filesOf(APP, /\.tsx?$/)).map(async (file) => ({ file, text: await readFile(file, 'utf8') })));
    const reads = code.map(({ file, text }) => ({ file, reads: moduleReads(file, text) }));
    const written = new Set(code.flatMap(({ text }) => writtenClasses(text)));
    const unused: string[] = [];
    const unknown: string[] = [];
    for (const sheet of await filesOf(APP, /\.css$/)) {
      const isModule = sheet.endsWith('.module.css');
      const { local, global } = classesOf(await readFile(sheet, 'utf8'));
      for (const name of isModule ? global : [...local, ...global]) if (!written.has(name)) unused.push(`${sheet}: .${name}`);
      if (!isModule) continue;
      const importers = reads.filter((importer) => importer.reads.has(path.normalize(sheet)));
      expect(importers.length, `${sheet} is imported by no file`).toBeGreaterThan(0);
      const readNames = new Set(importers.flatMap((importer) => importer.reads.get(path.normalize(sheet))!));
      for (const name of local) if (!readNames.has(name)) unused.push(`${sheet}: .${name}`);
      // A name the sheet lacks reads as undefined: the element silently goes unstyled.
      for (const importer of importers)
        for (const name of importer.reads.get(path.normalize(sheet))!) if (!local.includes(name)) unknown.push(`${importer.file}: ${name}`);
    }
    expect(unused).toEqual([]);
    expect(unknown).toEqual([]);
  });

  it('finds the class names a component writes, and not words that merely look like them', () => {
    const component =
      "const lead = 1;\n<p className=\"prose wide\" /><p className={'visually-hidden'} /><p className={`lead ${styles.intro} quiet`} /><Part id='note' />";
    expect(writtenClasses(component)).toEqual(['prose', 'wide', 'visually-hidden', 'lead', 'quiet']);
  });

  it("reads a sheet's classes from its selectors alone, a module's global ones apart", () => {
    const css =
      '/* .commented */ .used, .card > .unused:hover { background: url(./a.webp) } @media (min-width: 48.5rem) { .inner :global(:is(.a, .b)) {} }';
    expect(classesOf(css)).toEqual({ local: ['used', 'card', 'unused', 'inner'], global: ['a', 'b'] });
  });
});
