import { getTranslations } from 'next-intl/server';
import { mailHref, telephoneHref } from '@/app/_addresses';
import { LineSheetLink } from '@/app/_components/line-sheet/line-sheet-link';
import { getContact } from '@/app/_content';
import type { Locale } from '@/app/_i18n/routing';
import { DistributionChannels } from './distribution-channels';

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
    <div className="section contact">
      <h1>{t('title')}</h1>
      {/* What most visitors come for, first: on a phone, in the first screen. */}
      <dl className="spec-sheet contact__details">
        <dt>{t('address')}</dt>
        <dd>
          <address>{contact.address}</address>
        </dd>
        <dt>{t('manager')}</dt>
        <dd>{contact.manager}</dd>
        <dt>{t('tel')}</dt>
        <dd>
          <a href={telephoneHref(contact.tel)} className="spec-sheet__whole">
            {contact.tel}
          </a>
        </dd>
        <dt>{t('email')}</dt>
        <dd>
          {/* On a narrow phone it breaks after the @ if it must, never inside a name. */}
          <a href={mailHref(contact.email)}>
            <span className="spec-sheet__whole">{mailbox}</span>
            <wbr />
            <span className="spec-sheet__whole">{domain}</span>
          </a>
        </dd>
      </dl>
      <div className="contact__sections">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.body ?? <p>{section.text}</p>}
            {section.id === 'cooperation' && <LineSheetLink locale={locale} />}
          </section>
        ))}
      </div>
    </div>
  );
}
