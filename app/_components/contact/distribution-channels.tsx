import { getTranslations } from 'next-intl/server';
import { telephoneHref } from '@/app/_addresses';
import { listChannelGroups, type Channel } from '@/app/_content';
import { ExternalLink } from '@/app/_components/layout/external-link';
import type { Locale } from '@/app/_i18n/routing';
import styles from './distribution-channels.module.css';

/**
 * The body of the Contact page's Distribution Channel section: the places that carry the pieces,
 * by city, the online stores last, each with what a visitor needs to go there or to buy. Until
 * content/channels.yaml lists one, the section says they are coming, as it always has.
 */
export async function DistributionChannels({ locale }: { locale: Locale }) {
  const [t, tContact, groups] = await Promise.all([
    getTranslations({ locale, namespace: 'Channels' }),
    getTranslations({ locale, namespace: 'Contact' }),
    listChannelGroups(),
  ]);
  if (groups.length === 0) return <p>{tContact('comingSoon')}</p>;
  return (
    <div className={styles.groups}>
      {groups.map((group, index) => (
        <div key={index}>
          <h3 className={styles.city}>{group.city?.[locale] ?? t('online')}</h3>
          <ul className={styles.places}>
            {group.channels.map((channel, place) => (
              <li key={place} className={styles.place}>
                <Place channel={channel} locale={locale} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

async function Place({ channel, locale }: { channel: Channel; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Channels' });
  const { address, tel, hours, url } = channel;
  return (
    <>
      <h4 className={styles.name}>{channel.name[locale]}</h4>
      <p className={styles.kind}>{t(`kinds.${channel.kind}`)}</p>
      <dl className={styles.facts}>
        {address && (
          <div>
            <dt>{t('address')}</dt>
            <dd>{address[locale]}</dd>
          </div>
        )}
        {hours && (
          <div>
            <dt>{t('hours')}</dt>
            <dd>{hours[locale]}</dd>
          </div>
        )}
        {tel && (
          <div>
            <dt>{t('tel')}</dt>
            <dd>
              <a href={telephoneHref(tel)} className={styles.whole}>
                {tel}
              </a>
            </dd>
          </div>
        )}
        {url && (
          <div>
            <dt>{t('web')}</dt>
            <dd>
              <ExternalLink href={url} locale={locale} className={styles.link}>
                {new URL(url).host}
              </ExternalLink>
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
