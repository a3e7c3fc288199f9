import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { CheerioAPI } from 'cheerio';
import { normalised, readPage, structuredData, theOne, type Selection } from './exported-html';
import { HOSTILE_BUILD } from './servers/test-servers';
import { content, locales, messages } from './support';

/*
 * The Contact page's Distribution Channel section as exported, read without a browser: every place
 * of content/channels.yaml under its city with what a visitor needs to go there or to buy, and the
 * Store that search engines read for each place to visit. The build of the hostile fixture, which
 * has no channels.yaml, shows the section as it was before any place was listed.
 */
const { channels } = content;
const online = channels.filter((channel) => channel.kind === 'online');
const toVisit = channels.filter((channel) => channel.kind !== 'online');

/** The Distribution Channel section of a Contact page. */
const distribution = ($: CheerioAPI) => theOne($, 'section[aria-labelledby="distribution-heading"]');
/** The value beside `label` in a place's list of facts, if it has one. */
const fact = (place: Selection, label: string) =>
  place
    .find('dt')
    .filter((_, dt) => normalised(place.find(dt).text()) === label)
    .next('dd');

test('the live content lists places to visit and an online store', () => {
  // Without them, the checks below would have nothing to check.
  expect(toVisit.length).toBeGreaterThan(0);
  expect(online.length).toBeGreaterThan(0);
});

for (const locale of locales) {
  const t = messages[locale];

  test(`the Contact page lists every place that carries the pieces by city, the online stores last (${locale})`, async () => {
    const section = distribution(await readPage(`/${locale}/contact/`));
    expect(normalised(theOne(section, 'h2').text())).toBe(t.Contact.distribution);
    expect(section.text()).not.toContain(t.Contact.comingSoon);
    // The cities in the order they first appear in the file.
    const cities = [...new Set(toVisit.map((channel) => channel.city![locale]))];
    const headings = section.find('h3').toArray();
    expect(headings.map((heading) => normalised(section.find(heading).text()))).toEqual([...cities, t.Channels.online]);

    for (const [index, heading] of headings.entries()) {
      const names = section.find(heading).next('ul').children('li').find('h4');
      const expected = index < cities.length ? toVisit.filter((channel) => channel.city![locale] === cities[index]) : online;
      // Each city's places in the file's order.
      expect(names.toArray().map((name) => normalised(section.find(name).text()))).toEqual(expected.map((channel) => channel.name[locale]));
    }

    for (const channel of channels) {
      const name = channel.name[locale];
      const place = section.find('li').filter((_, li) => normalised(section.find(li).find('h4').text()) === name);
      expect(place, name).toHaveLength(1);
      expect(normalised(place.find('h4').next('p').text()), name).toBe(t.Channels.kinds[channel.kind]);
      expect(normalised(fact(place, t.Channels.address).text()), name).toBe(channel.address?.[locale] ?? '');
      expect(normalised(fact(place, t.Channels.hours).text()), name).toBe(channel.hours?.[locale] ?? '');
      const tel = fact(place, t.Channels.tel).find('a');
      expect(normalised(tel.text()), name).toBe(channel.tel ?? '');
      if (channel.tel) expect(tel.attr('href'), name).toBe(`tel:${channel.tel.replace(/[^\d+]/g, '')}`);
      const web = fact(place, t.Channels.web).find('a');
      expect(web.attr('href'), name).toBe(channel.url);
      if (channel.url) {
        expect(normalised(web.text()), name).toBe(`${new URL(channel.url).host} ${t.Navigation.opensInNewTab}`);
        expect(web.attr('target'), name).toBe('_blank');
        expect(web.attr('rel'), name).toBe('noopener noreferrer');
      }
    }
  });

  test(`search engines are given each place to visit as a Store with its address, the online stores not (${locale})`, async () => {
    const stores = structuredData(await readPage(`/${locale}/contact/`)).filter((data) => data['@type'] === 'Store');
    expect(stores).toEqual(
      toVisit.map((channel) => ({
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: channel.name[locale],
        address: { '@type': 'PostalAddress', streetAddress: channel.address![locale], addressLocality: channel.city![locale] },
        ...(channel.tel && { telephone: channel.tel }),
        ...(channel.url && { url: channel.url }),
        ...(channel.hours && { openingHours: channel.hours[locale] }),
      })),
    );
  });

  test(`with no place listed, the section says they are coming, as before (${locale})`, async () => {
    // The hostile fixture's build lists none: it has no channels.yaml.
    expect(existsSync(path.join(HOSTILE_BUILD.env.CONTENT_DIR, 'channels.yaml'))).toBe(false);
    const $ = await readPage(`/${locale}/contact/`, HOSTILE_BUILD.outDir);
    const section = distribution($);
    // Its heading and the one sentence, nothing else.
    expect(
      section
        .children()
        .toArray()
        .map((child) => child.tagName),
    ).toEqual(['h2', 'p']);
    expect(normalised(theOne(section, 'p').text())).toBe(t.Contact.comingSoon);
    expect(structuredData($).filter((data) => data['@type'] === 'Store')).toEqual([]);
  });
}
