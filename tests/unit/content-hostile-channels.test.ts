import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentWorkFolder, problemsOf } from './content-copies';

/*
 * Content arrives by pull request: whatever channels.yaml holds in place of a place (values of the
 * wrong kind, scripts, fields that would reach into JavaScript's objects), the check names what is
 * wrong in each entry and runs nothing.
 */
const { validCopy } = await contentWorkFolder('content-hostile-channels-');

describe('hostile places (channels.yaml)', () => {
  it('names what is wrong in each entry, whatever it holds in place of a place, and runs nothing', async () => {
    const root = await validCopy(async (root) => {
      const entries = [
        '- 42',
        '- [a, [b, [c]]]',
        '- name: { en-US: [x], zh-CN: { a: b } }',
        '  kind: { online: true }',
        '  url: javascript:alert(1)',
        '  tel: "+86 28 <script>alert(1)</script>"',
        '  __proto__: { polluted: true }',
        '  constructor: { name: x }',
        '- name: !!js/function "function () { globalThis.channelRan = true }"',
        '  kind: toString',
        '  city: { en-US: Chengdu, zh-CN: 成都 }',
        '  address: { en-US: "1 Road", zh-CN: 路1号 }',
        '- name: { en-US: Shop, zh-CN: 网店 }',
        '  kind: online',
        '  url: "https://shop.example.com/\\u0000"',
        '  hours: { en-US: [], zh-CN: null, zh-TW: 營業 }',
      ];
      await writeFile(path.join(root, 'channels.yaml'), `${entries.join('\n')}\n`);
    });
    const problems = await problemsOf(root);
    expect(problems).toMatchInlineSnapshot(`
      "content/channels.yaml:1:3  0  write each place as fields on the lines below its "- ", starting "- name:" (found 42)
      content/channels.yaml:2:3  1  write each place as fields on the lines below its "- ", starting "- name:"
      content/channels.yaml:3:18  2.name.en-US  write the name of the place in en-US, e.g. Chengdu Museum Shop
      content/channels.yaml:3:30  2.name.zh-CN  write the name of the place in zh-CN, e.g. 成都博物馆文创商店
      content/channels.yaml:4:9  2.kind  write a kind of place: one of house, boutique, department-store, museum-shop, hotel, online
      content/channels.yaml:5:8  2.url  write a full https:// address (found "javascript:alert(1)")
      content/channels.yaml:6:8  2.tel  write a phone number, e.g. "+86 28 8620 3366" (found "+86 28 <script>alert(1)</script>")
      content/channels.yaml:7:3  2.__proto__  "__proto__" is not a field here: remove it (the fields here are name, kind, city, address, tel, hours, url)
      content/channels.yaml:8:3  2.constructor  "constructor" is not a field here: remove it (the fields here are name, kind, city, address, tel, hours, url)
      content/channels.yaml:9:23  3.name  write the name of the place in each language, on the lines below it: en-US: Chengdu Museum Shop and zh-CN: 成都博物馆文创商店 (found "function () { globalThis.channelRan = true }")
      content/channels.yaml:10:9  3.kind  "toString" is not a kind of place: use one of house, boutique, department-store, museum-shop, hotel, online
      content/channels.yaml:15:8  4.url  it has an invisible character (U+0000) in it: retype it in English mode (found "https://shop.example.com/\\u0000")
      content/channels.yaml:16:19  4.hours.en-US  write the opening hours in en-US, e.g. Tuesday to Sunday, 9:00–17:00
      content/channels.yaml:16:30  4.hours.zh-CN  is empty: write the opening hours in zh-CN, e.g. 周二至周日 9:00–17:00
      content/channels.yaml:16:36  4.hours.zh-TW  "zh-TW" is not a field here: did you mean zh-CN?
      15 problems in 1 file"
    `);
    expect(problems).not.toContain('could not be checked');
    expect((globalThis as { channelRan?: boolean }).channelRan).toBeUndefined();
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
