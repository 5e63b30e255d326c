import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_TEXT, ROUTES } from '@neetmentor/contract';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { SupportEmail } from '../components/support-email.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { MINIMUM_AGE } from '../policy-facts.ts';

// The lists' items in the order the page gives them; each is a key of its list in the catalog.
const COLLECTED = ['account', 'applications', 'bookings', 'chat', 'forms', 'logs'] as const;
const PURPOSES = ['account', 'bookings', 'verify', 'chat', 'messages', 'safety'] as const;
const RETENTION = ['open', 'unverified', 'payments', 'deletion'] as const;

function useSections(): TextSection[] {
  const { t } = useTranslation('legal');
  const { brandName } = useSiteConfig();
  const strong = <strong />;
  const mailLink = <SupportEmail />;
  return [
    {
      id: 'collect',
      title: t('privacy.collect.title'),
      body: (
        <ul>
          {COLLECTED.map((item) => (
            <li key={item}>
              <Trans t={t} i18nKey={`privacy.collect.items.${item}`} components={{ strong }} />
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'why',
      title: t('privacy.why.title'),
      body: (
        <ul>
          {PURPOSES.map((item) => (
            <li key={item}>{t(`privacy.why.items.${item}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'visible',
      title: t('privacy.visible.title'),
      body: (
        <>
          <p>{t('privacy.visible.p1')}</p>
          <p>
            <Trans t={t} i18nKey="privacy.visible.p2" components={{ strong }} />
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: t('privacy.sharing.title'),
      body: (
        <p>
          <Trans t={t} i18nKey="privacy.sharing.body" components={{ strong }} />
        </p>
      ),
    },
    {
      id: 'retention',
      title: t('privacy.retention.title'),
      body: (
        <ul>
          {RETENTION.map((item) => (
            <li key={item}>{t(`privacy.retention.items.${item}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'security',
      title: t('privacy.security.title'),
      body: <p>{t('privacy.security.body')}</p>,
    },
    {
      id: 'rights',
      title: t('privacy.rights.title'),
      body: (
        <p>
          <Trans t={t} i18nKey="privacy.rights.body" components={{ mailLink }} />
        </p>
      ),
    },
    {
      id: 'minors',
      title: t('privacy.minors.title', { age: MINIMUM_AGE }),
      body: <p>{t('privacy.minors.body', { age: MINIMUM_AGE })}</p>,
    },
    {
      id: 'contact',
      title: t('privacy.contact.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="privacy.contact.body"
            values={{ brand: brandName }}
            components={{ mailLink, contactLink: <Link to={ROUTES.contact} /> }}
          />
        </p>
      ),
    },
  ];
}

/** /privacy-policy */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  const sections = useSections();
  return (
    <TextPage
      title={t('privacy.title')}
      head={PUBLIC_PAGE_TEXT[ROUTES.privacyPolicy]}
      intro={t('privacy.intro')}
      sections={sections}
    />
  );
}
