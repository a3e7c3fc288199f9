import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadContent } from '@/app/_content/tools';
import { contentReport } from './content-report';

/*
 * content/channels.yaml, the places that carry the pieces: read when it is there, nothing when it
 * is not, and every problem named at its line (tests/unit/content-problems-fields.test.ts pins the others).
 */
const workFolder = await mkdtemp(path.join(tmpdir(), 'channels-'));
afterAll(() => rm(workFolder, { recursive: true, force: true }));

let cases = 0;
/** The valid fixture, with `files` (name → text) written at its root. */
async function contentWith(files: Record<string, string>): Promise<string> {
  const root = path.join(workFolder, `content-${++cases}`);
  await cp('tests/fixtures/content/valid', root, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, name), text);
  return root;
}

/** The report as an editor reads it for content/. */
const problemsOf = (root: string) => contentReport(root, { folderAs: 'content' });

const PLACES = `- name:
    en-US: Rongjin Silk Studio
    zh-CN: 蓉锦丝绸工作室
  kind: house
  city:
    en-US: Chengdu
    zh-CN: 成都
  address:
    en-US: 18 Binjiang East Road, Jinjiang District
    zh-CN: 锦江区滨江东路18号
  tel: "+86 28 8620 3366"
  hours:
    en-US: Tuesday to Saturday, 10:00–18:00
    zh-CN: 周二至周六 10:00–18:00
- name:
    en-US: Online Shop
    zh-CN: 官方网店
  kind: online
  url: https://shop.example.com
- name:
    en-US: Huaihai Department Store
    zh-CN: 淮海百货
  kind: department-store
  city:
    en-US: Shanghai
    zh-CN: 上海
  address:
    en-US: 1399 Huaihai Middle Road
    zh-CN: 淮海中路1399号
- name:
    en-US: Chengdu Museum Shop
    zh-CN: 成都博物馆文创商店
  kind: museum-shop
  city:
    en-US: Chengdu
    zh-CN: 成都
  address:
    en-US: 1 Xiaohe Street, Qingyang District
    zh-CN: 青羊区小河街1号
  url: https://museum.example.com/shop/
`;

describe('content/channels.yaml', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('reads every place with what it has, in the order of the file', async () => {
    const { channels } = await loadContent(await contentWith({ 'channels.yaml': PLACES }));
    expect(channels.map((channel) => channel.name['en-US'])).toEqual([
      'Rongjin Silk Studio',
      'Online Shop',
      'Huaihai Department Store',
      'Chengdu Museum Shop',
    ]);
    expect(channels[0]).toEqual({
      name: { 'en-US': 'Rongjin Silk Studio', 'zh-CN': '蓉锦丝绸工作室' },
      kind: 'house',
      city: { 'en-US': 'Chengdu', 'zh-CN': '成都' },
      address: { 'en-US': '18 Binjiang East Road, Jinjiang District', 'zh-CN': '锦江区滨江东路18号' },
      tel: '+86 28 8620 3366',
      hours: { 'en-US': 'Tuesday to Saturday, 10:00–18:00', 'zh-CN': '周二至周六 10:00–18:00' },
    });
    expect(channels[1]).toEqual({ name: { 'en-US': 'Online Shop', 'zh-CN': '官方网店' }, kind: 'online', url: 'https://shop.example.com' });
  });

  it('groups the places by city, in the order the cities first appear, the online stores last', async () => {
    vi.stubEnv('CONTENT_DIR', await contentWith({ 'channels.yaml': PLACES }));
    const { listChannelGroups } = await import('@/app/_content');
    const groups = await listChannelGroups();
    expect(groups.map((group) => [group.city?.['zh-CN'], group.channels.map((channel) => channel.name['zh-CN'])])).toEqual([
      ['成都', ['蓉锦丝绸工作室', '成都博物馆文创商店']],
      ['上海', ['淮海百货']],
      [undefined, ['官方网店']],
    ]);
  });

  it('lists no place when the file is absent, holds an empty list or comments only', async () => {
    for (const files of [{} as Record<string, string>, { 'channels.yaml': '[]\n' }, { 'channels.yaml': '# none yet\n' }]) {
      const { channels } = await loadContent(await contentWith(files));
      expect(channels, JSON.stringify(files)).toEqual([]);
    }
    vi.stubEnv('CONTENT_DIR', await contentWith({}));
    const { listChannelGroups } = await import('@/app/_content');
    expect(await listChannelGroups()).toEqual([]);
  });

  it('refuses a web address that names another host than it seems to, with a name before an @', async () => {
    const disguised = PLACES.replace('url: https://shop.example.com', 'url: https://shop.example.com@other.example/');
    expect(await problemsOf(await contentWith({ 'channels.yaml': disguised }))).toMatchInlineSnapshot(`
      "content/channels.yaml:19:8  1.url  has a name before an @, so it leads to the host after the @: copy the address again from the browser's address bar (found "https://shop.example.com@other.example/")
      1 problem in 1 file"
    `);
  });

  it('refuses a place pasted twice, and keeps two shops of one name in two cities', async () => {
    const studio = PLACES.split('\n- name:')[0]!;
    const inShanghai = studio.replace('en-US: Chengdu', 'en-US: Shanghai').replace('zh-CN: 成都', 'zh-CN: 上海');
    expect((await loadContent(await contentWith({ 'channels.yaml': `${PLACES}\n${inShanghai}\n` }))).channels).toHaveLength(
      PLACES.split('\n- name:').length + 1,
    );
    expect(await problemsOf(await contentWith({ 'channels.yaml': `${PLACES}\n${studio}\n` }))).toMatchInlineSnapshot(`
      "content/channels.yaml:43:5  4.name  "Rongjin Silk Studio (Chengdu)" is listed twice: remove one
      1 problem in 1 file"
    `);
  });

  it('refuses a file emptied, perhaps by mistake: no place would be listed, and nothing would say so', async () => {
    expect(await problemsOf(await contentWith({ 'channels.yaml': '\n' }))).toMatchInlineSnapshot(`
      "content/channels.yaml:1:1  -  the file is empty: write back what it holds (the content guide shows it), or restore it from its last version; a list with nothing in it yet is written []
      1 problem in 1 file"
    `);
  });

  it('refuses the file saved under another name, which would not be read, and anything but a list of places', async () => {
    expect(await problemsOf(await contentWith({ 'channels.yml': PLACES }))).toMatchInlineSnapshot(`
      "content/channels.yaml:1:1  -  is missing, but "channels.yml" is here: rename it to channels.yaml, letter for letter
      1 problem in 1 file"
    `);
    expect(await problemsOf(await contentWith({ 'channels.yaml': `channels:\n${PLACES.replace(/^/gm, '  ')}` }))).toMatchInlineSnapshot(`
      "content/channels.yaml:1:1  -  write the places as a list, each starting with "- name:" at the start of its line
      1 problem in 1 file"
    `);
    expect(await problemsOf(await contentWith({ 'channels.yaml': '- Rongjin Silk Studio, Chengdu\n- name:\n' }))).toMatchInlineSnapshot(`
      "content/channels.yaml:1:3  0  write each place as fields on the lines below its "- ", starting "- name:" (found "Rongjin Silk Studio, Chengdu")
      content/channels.yaml:2:3  1.kind  is missing: write a kind of place: one of house, boutique, department-store, museum-shop, hotel, online
      content/channels.yaml:2:8  1.name  is empty: write the name of the place in each language, on the lines below it: en-US: Chengdu Museum Shop and zh-CN: 成都博物馆文创商店
      3 problems in 1 file"
    `);
  });

  it('refuses bad entries at their lines, the other places read', async () => {
    const broken = PLACES.replace('kind: department-store', 'kind: department store').replace(
      'url: https://shop.example.com',
      'url: http://shop.example.com',
    );
    expect(await problemsOf(await contentWith({ 'channels.yaml': broken }))).toMatchInlineSnapshot(`
      "content/channels.yaml:19:8  1.url  write a full https:// address (found "http://shop.example.com")
      content/channels.yaml:23:9  2.kind  "department store" is not a kind of place: did you mean department-store?
      2 problems in 1 file"
    `);
  });
});
