/*
 * Draws the home page's cover title and subtitle as images, as the previous site had them, from
 * the texts in messages/<locale>.json (Home.coverTitle, Home.coverSubtitle), at twice their
 * display size. Writes app/_components/home/cover/<part>.<locale>.png and texts.json, which a
 * unit test compares with the messages so a changed text cannot keep a stale picture. Also lays
 * them out as the picture shown when a page is shared (share.<locale>.jpg, 1200 × 630, the size
 * Open Graph and Twitter cards expect), into app/_seo/share/.
 * Needs the Noto CJK fonts (Debian: fonts-noto-cjk). Run: `npx tsx scripts/make-cover-images.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { routing } from '@/app/_i18n/routing';

const OUTPUT = path.resolve('app/_components/home/cover');
const SHARE_OUTPUT = path.resolve('app/_seo/share');
const INK = '#1f1c19';
const MUTED = '#5e574f';

const parts = {
  title: { key: 'coverTitle', font: 'Noto Serif CJK SC Light 40', colour: INK, spacing: 0 },
  subtitle: { key: 'coverSubtitle', font: 'Noto Sans CJK SC 15', colour: MUTED, spacing: 2400 },
} as const;

const GROUND = '#fbf8f2';
const ACCENT = '#8a3b2e';
const SHARE = { width: 1200, height: 630 };

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const texts: Record<string, Record<string, string>> = {};
for (const locale of routing.locales) {
  const messages = JSON.parse(await readFile(`messages/${locale}.json`, 'utf8')) as { Home: Record<string, string> };
  texts[locale] = {};
  const drawn: Buffer[] = [];
  for (const [part, { key, font, colour, spacing }] of Object.entries(parts)) {
    const text = messages.Home[key]!;
    texts[locale][part] = text;
    const file = path.join(OUTPUT, `${part}.${locale}.png`);
    const picture = sharp({
      text: {
        text: `<span foreground="${colour}" letter_spacing="${spacing}">${escapeMarkup(text)}</span>`,
        font,
        dpi: 192,
        rgba: true,
      },
    });
    drawn.push(await picture.clone().png().toBuffer());
    // One ink over transparency, its edges in shades of opacity: sixteen of them look the same as
    // the full range at this size, and a palette PNG of them is about half a WebP's size.
    const info = await picture.png({ palette: true, colours: 16, effort: 10, compressionLevel: 9 }).toFile(file);
    console.log(`Wrote ${path.relative(process.cwd(), file)}: ${info.width} × ${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
  }
  await writeShareImage(locale, drawn);
}
await writeFile(path.join(OUTPUT, 'texts.json'), `${JSON.stringify(texts, null, 2)}\n`);

/** The title over the subtitle, centred on the site's ground under a short accent rule. */
async function writeShareImage(locale: string, drawn: Buffer[]) {
  // The cover is drawn for a wide screen; scale both lines alike to leave a margin around the title.
  const scale = Math.min(1, (SHARE.width - 160) / (await sharp(drawn[0]).metadata()).width);
  const [title, subtitle] = await Promise.all(
    drawn.map(async (buffer) => {
      const { width } = await sharp(buffer).metadata();
      return sharp(buffer)
        .resize({ width: Math.round(width * scale) })
        .png()
        .toBuffer({ resolveWithObject: true });
    }),
  );
  const [titleSize, subtitleSize] = [title!.info, subtitle!.info];
  const gap = 40;
  const top = Math.round((SHARE.height - titleSize.height - gap - subtitleSize.height) / 2) + 20;
  const rule = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="3"><rect width="64" height="3" fill="${ACCENT}"/></svg>`,
  );
  const file = path.join(SHARE_OUTPUT, `share.${locale}.jpg`);
  const info = await sharp({ create: { ...SHARE, channels: 3, background: GROUND } })
    .composite([
      { input: rule, left: (SHARE.width - 64) / 2, top: top - 48 },
      { input: title!.data, left: Math.round((SHARE.width - titleSize.width) / 2), top },
      { input: subtitle!.data, left: Math.round((SHARE.width - subtitleSize.width) / 2), top: top + titleSize.height + gap },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file);
  console.log(`Wrote ${path.relative(process.cwd(), file)}: ${info.width} × ${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
}
