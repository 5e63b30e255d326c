import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import {
  formatRupeeAmount,
  PUBLIC_PAGE_TEXT,
  MENTOR_ACCEPT_WINDOW_HOURS,
  MONTHLY_COMPLETION_LOCK_DAYS,
  PAYMENT_METHODS,
  REFERRAL_REWARD_RUPEES,
  ROUTES,
} from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import { EarningsTable } from '../components/earnings-table.tsx';
import { SupportEmail } from '../components/support-email.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { useFeeMessageArguments } from '../../../lib/application-fee.ts';
import { MONTHLY_EARNINGS_CLAIM } from '../policy-facts.ts';

function useSections(): TextSection[] {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const fee = useFeeMessageArguments();
  // The wallet's methods are names but for the bank, which each language says its own way.
  const methods = PAYMENT_METHODS.map((method) =>
    method === 'Bank' ? t('faqMentors.payouts.bank') : method,
  ).join(', ');
  return [
    {
      id: 'who-can-apply',
      title: t('faqMentors.whoCanApply.title'),
      body: <p>{t('faqMentors.whoCanApply.body')}</p>,
    },
    {
      id: 'apply',
      title: t('faqMentors.apply.title'),
      body: (
        <ol>
          <li>
            <Trans
              t={t}
              i18nKey="faqMentors.apply.account"
              components={{ signupLink: <Link to={ROUTES.signup} /> }}
            />
          </li>
          <li>{t('faqMentors.apply.documents')}</li>
          <li>{t('faqMentors.apply.interview')}</li>
          <li>{t('faqMentors.apply.start')}</li>
        </ol>
      ),
    },
    {
      id: 'fee',
      title: t('faqMentors.fee.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="faqMentors.fee.body"
            values={fee}
            components={{ whyLink: <Link to={ROUTES.becameMentor} /> }}
          />
        </p>
      ),
    },
    {
      id: 'prices',
      title: t('faqMentors.prices.title'),
      body: <p>{t('faqMentors.prices.body')}</p>,
    },
    {
      id: 'earnings',
      title: t('faqMentors.earnings.title'),
      body: (
        <>
          <p>{t('faqMentors.earnings.intro')}</p>
          <EarningsTable />
          <p>
            {t('faqMentors.earnings.monthly', {
              amount: formatRupeeAmount(MONTHLY_EARNINGS_CLAIM, language),
            })}
          </p>
        </>
      ),
    },
    {
      id: 'payouts',
      title: t('faqMentors.payouts.title'),
      body: <p>{t('faqMentors.payouts.body', { methods })}</p>,
    },
    {
      id: 'requests',
      title: t('faqMentors.requests.title'),
      body: (
        <p>
          {t('faqMentors.requests.body', {
            hours: MENTOR_ACCEPT_WINDOW_HOURS,
            days: MONTHLY_COMPLETION_LOCK_DAYS,
          })}
        </p>
      ),
    },
    {
      id: 'referrals',
      title: t('faqMentors.referrals.title'),
      body: (
        <p>
          {t('faqMentors.referrals.body', { reward: formatRupeeAmount(REFERRAL_REWARD_RUPEES, language) })}
        </p>
      ),
    },
    {
      id: 'help',
      title: t('faqMentors.help.title'),
      body: (
        <p>
          <Trans t={t} i18nKey="faqMentors.help.body" components={{ mailLink: <SupportEmail /> }} />
        </p>
      ),
    },
  ];
}

/** /faq-mentors */
export function FaqMentorsPage() {
  const { t } = useTranslation('content');
  const sections = useSections();
  return (
    <TextPage
      title={t('faqMentors.title')}
      head={PUBLIC_PAGE_TEXT[ROUTES.faqMentors]}
      intro={t('faqMentors.intro')}
      sections={sections}
      action={<ButtonLink to={ROUTES.becameMentor}>{t('actions.becomeMentor')}</ButtonLink>}
    />
  );
}
