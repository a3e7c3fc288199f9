import { getTranslations } from 'next-intl/server';
import { mailHref, telephoneHref } from '@/app/_addresses';
import { LineSheetLink } from '@/app/_components/line-sheet/line-sheet-link';
import { getContact } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { DistributionChannels } from './distribution-channels';
import section from '@/app/_components/layout/section.module.css';
import tapArea from '@/app/_components/layout/tap-area.module.css';
import specSheet from '@/app/_components/product/spec-sheet.module.css';
import styles from './contact-details.module.css';

export async function ContactDetails({ locale }: { locale: Locale }) {
  const [t, contact] = await Promise.all([getTranslations({ locale, namespace: 'Contact' }), getContact(locale)]);
  const sections = [
    { id: 'cooperation', heading: t('cooperation'), text: contact.cooperation },
    { id: 'careers', heading: t('careers'), text: contact.careers },
    { id: 'distribution', heading: t('distribution'), body: <DistributionChannels locale={locale} /> },
    { id: 'copyright', heading: t('copyright'), text: contact.copyright },
  ];
  const afterAt = contact.email.indexOf('@') + 1;
  const [mailbox, domain] = [contact.email.slice(0, afterAt), contact.email.slice(afterAt)];
  return (
    <div className={section.section}>
      <h1>{t('title')}</h1>
      {/* What most visitors come for, first: on a phone, in the first screen. */}
      <dl className={`${specSheet.sheet} ${tapArea.links} ${styles.details}`}>
        <dt>{t('address')}</dt>
        <dd>
          <address>{contact.address}</address>
        </dd>
        <dt>{t('manager')}</dt>
        <dd>{contact.manager}</dd>
        <dt>{t('tel')}</dt>
        <dd>
          <a href={telephoneHref(contact.tel)} className={specSheet.whole}>
            {contact.tel}
          </a>
        </dd>
        <dt>{t('email')}</dt>
        <dd>
          {/* On a narrow phone it breaks after the @ if it must, never inside a name. */}
          <a href={mailHref(contact.email)}>
            <span className={specSheet.whole}>{mailbox}</span>
            <wbr />
            <span className={specSheet.whole}>{domain}</span>
          </a>
        </dd>
      </dl>
      <div className={styles.sections}>
        {sections.map((part) => (
          <section key={part.id} aria-labelledby={`${part.id}-heading`}>
            <h2 id={`${part.id}-heading`}>{part.heading}</h2>
            {part.body ?? <p>{part.text}</p>}
            {part.id === 'cooperation' && <LineSheetLink locale={locale} />}
          </section>
        ))}
      </div>
    </div>
  );
}
