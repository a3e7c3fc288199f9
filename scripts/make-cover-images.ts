/*
 * Draws the home page's cover title and subtitle as images, as the previous site had them, from
 * the texts in messages/<locale>.json (Home.coverTitle, Home.coverSubtitle), at twice their
 * display size. Writes app/_components/home/cover/<part>.<locale>.webp and texts.json, which a
 * unit test compares with the messages so a changed text cannot keep a stale picture.
 * Needs the Noto CJK fonts (Debian: fonts-noto-cjk). Run: `npx tsx scripts/make-cover-images.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { routing } from '../app/_i18n/routing';

const OUTPUT = path.resolve('app/_components/home/cover');
const INK = '#1f1c19';
const MUTED = '#5e574f';

const parts = {
  title: { key: 'coverTitle', font: 'Noto Serif CJK SC Light 40', colour: INK, spacing: 0 },
  subtitle: { key: 'coverSubtitle', font: 'Noto Sans CJK SC 15', colour: MUTED, spacing: 2400 },
} as const;

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const texts: Record<string, Record<string, string>> = {};
for (const locale of routing.locales) {
  const messages = JSON.parse(await readFile(`messages/${locale}.json`, 'utf8')) as { Home: Record<string, string> };
  texts[locale] = {};
  for (const [part, { key, font, colour, spacing }] of Object.entries(parts)) {
    const text = messages.Home[key]!;
    texts[locale][part] = text;
    const file = path.join(OUTPUT, `${part}.${locale}.webp`);
    const info = await sharp({
      text: {
        text: `<span foreground="${colour}" letter_spacing="${spacing}">${escapeMarkup(text)}</span>`,
        font,
        dpi: 192,
        rgba: true,
      },
    })
      .webp({ quality: 90, alphaQuality: 100 })
      .toFile(file);
    console.log(`Wrote ${path.relative(process.cwd(), file)}: ${info.width} × ${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
  }
}
await writeFile(path.join(OUTPUT, 'texts.json'), `${JSON.stringify(texts, null, 2)}\n`);
