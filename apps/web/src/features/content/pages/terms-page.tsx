import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import {
  PUBLIC_PAGE_TEXT,
  MENTOR_ACCEPT_WINDOW_HOURS,
  MONTHLY_COMPLETION_LOCK_DAYS,
  ROUTES,
} from '@neetmentor/contract';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { SupportEmail } from '../components/support-email.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { useFeeMessageArguments } from '../../../lib/application-fee.ts';
import { MINIMUM_AGE } from '../policy-facts.ts';

// The lists' items in the order the page gives them; each is a key of its list in the catalog.
const ACCOUNT_RULES = ['accurate', 'verify', 'password', 'one'] as const;
const BOOKING_STEPS = ['book', 'pending', 'active', 'complete'] as const;
const CONDUCT_RULES = ['respect', 'honesty', 'privacy', 'abuse', 'promises'] as const;
const DISPUTE_STEPS = ['talk', 'mediation', 'arbitration'] as const;

function useSections(): TextSection[] {
  const { t } = useTranslation('legal');
  const { brandName } = useSiteConfig();
  const fee = useFeeMessageArguments();
  const strong = <strong />;
  const mailLink = <SupportEmail />;
  const contactLink = <Link to={ROUTES.contact} />;
  const refundLink = <Link to={ROUTES.refundPolicy} />;
  return [
    {
      id: 'acceptance',
      title: t('terms.acceptance.title'),
      body: (
        <>
          <p>{t('terms.acceptance.p1', { brand: brandName })}</p>
          <p>
            <Trans
              t={t}
              i18nKey="terms.acceptance.p2"
              components={{ privacyLink: <Link to={ROUTES.privacyPolicy} />, refundLink }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: t('terms.eligibility.title'),
      body: <p>{t('terms.eligibility.body', { age: MINIMUM_AGE })}</p>,
    },
    {
      id: 'accounts',
      title: t('terms.accounts.title'),
      body: (
        <ul>
          {ACCOUNT_RULES.map((rule) => (
            <li key={rule}>
              <Trans t={t} i18nKey={`terms.accounts.items.${rule}`} components={{ mailLink }} />
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'mentors',
      title: t('terms.mentors.title'),
      body: (
        <>
          <p>{t('terms.mentors.p1')}</p>
          <p>{t('terms.mentors.p2', fee)}</p>
        </>
      ),
    },
    {
      id: 'bookings',
      title: t('terms.bookings.title'),
      body: (
        <>
          <p>{t('terms.bookings.p1')}</p>
          <ol>
            {BOOKING_STEPS.map((step) => (
              <li key={step}>
                <Trans
                  t={t}
                  i18nKey={`terms.bookings.steps.${step}`}
                  values={{ hours: MENTOR_ACCEPT_WINDOW_HOURS, days: MONTHLY_COMPLETION_LOCK_DAYS }}
                  components={{ strong }}
                />
              </li>
            ))}
          </ol>
          <p>{t('terms.bookings.p2')}</p>
        </>
      ),
    },
    {
      id: 'payments',
      title: t('terms.payments.title'),
      body: (
        <p>
          <Trans t={t} i18nKey="terms.payments.body" components={{ refundLink }} />
        </p>
      ),
    },
    {
      id: 'conduct',
      title: t('terms.conduct.title'),
      body: (
        <ul>
          {CONDUCT_RULES.map((rule) => (
            <li key={rule}>{t(`terms.conduct.items.${rule}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'content',
      title: t('terms.content.title'),
      body: (
        <>
          <p>{t('terms.content.p1')}</p>
          <p>{t('terms.content.p2', { brand: brandName })}</p>
        </>
      ),
    },
    {
      id: 'liability',
      title: t('terms.liability.title'),
      body: (
        <>
          <p>{t('terms.liability.p1')}</p>
          <p>{t('terms.liability.p2')}</p>
        </>
      ),
    },
    {
      id: 'suspension',
      title: t('terms.suspension.title'),
      body: (
        <p>
          <Trans t={t} i18nKey="terms.suspension.body" components={{ mailLink }} />
        </p>
      ),
    },
    {
      id: 'disputes',
      title: t('terms.disputes.title'),
      body: (
        <ol>
          {DISPUTE_STEPS.map((step) => (
            <li key={step}>
              <Trans t={t} i18nKey={`terms.disputes.steps.${step}`} components={{ strong, mailLink }} />
            </li>
          ))}
        </ol>
      ),
    },
    {
      id: 'changes',
      title: t('terms.changes.title'),
      body: <p>{t('terms.changes.body')}</p>,
    },
    {
      id: 'contact',
      title: t('terms.contact.title'),
      body: (
        <p>
          <Trans t={t} i18nKey="terms.contact.body" components={{ mailLink, contactLink }} />
        </p>
      ),
    },
  ];
}

/** /terms-condition */
export function TermsPage() {
  const { t } = useTranslation('legal');
  const sections = useSections();
  return (
    <TextPage
      title={t('terms.title')}
      head={PUBLIC_PAGE_TEXT[ROUTES.terms]}
      intro={t('terms.intro')}
      sections={sections}
    />
  );
}
