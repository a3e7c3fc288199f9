import { getFormatter, getTranslations } from 'next-intl/server';
import { HOUSE_TIME_ZONE, startOfHouseDay } from '@/app/_config/house-time';
import { getContact, getSite } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { LONG_DAY } from './house-day';

/** A day of the house as its sheets write it, in China's calendar. */
export const LONG_DATE = { ...LONG_DAY, timeZone: HOUSE_TIME_ZONE } as const;

/** A fact of a sheet's cover, label beside value. */
export type CoverFact = {
  label: string;
  value: string;
  /** Kept on one line (a telephone number): broken, it reads as two. */
  whole?: boolean;
};

/**
 * What a sheet's cover says besides its title and date: the house, its business contact and the
 * ordering terms `site.yaml` gives (each left out when absent). The printed cover and the order
 * form (a workbook made in the browser, which gets these as plain strings) say the same.
 */
export type CoverFacts = {
  house: string;
  /** The house's time zone, whose calendar a sheet made in the browser is dated in. */
  timeZone: string;
  contactHeading: string;
  contact: CoverFact[];
  termsHeading: string;
  terms: CoverFact[];
};

export async function getCoverFacts(locale: Locale): Promise<CoverFacts> {
  const [t, tContact, site, contact, format] = await Promise.all([
    getTranslations({ locale, namespace: 'LineSheet' }),
    getTranslations({ locale, namespace: 'Contact' }),
    getSite(),
    getContact(locale),
    getFormatter({ locale }),
  ]);
  const terms = [
    { label: t('minimumOrder'), value: site.minimumOrder?.[locale] },
    { label: t('leadTime'), value: site.leadTime?.[locale] },
    { label: t('paymentTerms'), value: site.paymentTerms?.[locale] },
    { label: t('pricesValidUntil'), value: site.pricesValidUntil && format.dateTime(startOfHouseDay(site.pricesValidUntil), LONG_DATE) },
  ].filter((term): term is CoverFact => Boolean(term.value));
  return {
    house: site.brandName[locale],
    timeZone: HOUSE_TIME_ZONE,
    contactHeading: t('contact'),
    contact: [
      { label: tContact('manager'), value: contact.manager },
      { label: tContact('tel'), value: contact.tel, whole: true },
      { label: tContact('email'), value: contact.email },
      { label: tContact('address'), value: contact.address },
    ],
    termsHeading: t('terms'),
    terms,
  };
}
