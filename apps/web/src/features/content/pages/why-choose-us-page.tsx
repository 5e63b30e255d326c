import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import {
  formatRupeeAmount,
  PUBLIC_PAGE_TEXT,
  MENTOR_ACCEPT_WINDOW_HOURS,
  REFERRAL_REWARD_RUPEES,
  ROUTES,
} from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import { ButtonLink } from '../../../components/button-link.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { MONTHLY_EARNINGS_CLAIM } from '../policy-facts.ts';

/** The sections with neither a number nor a link: the anchor is the section's key in the catalog. */
type PlainSection = 'difference' | 'prices' | 'trust' | 'tools' | 'skills';

function useSections(): TextSection[] {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const plain = (section: PlainSection): TextSection => ({
    id: section,
    title: t(`whyChooseUs.${section}.title`),
    body: <p>{t(`whyChooseUs.${section}.body`)}</p>,
  });
  return [
    plain('difference'),
    {
      id: 'earn',
      title: t('whyChooseUs.earn.title'),
      body: (
        <p>{t('whyChooseUs.earn.body', { amount: formatRupeeAmount(MONTHLY_EARNINGS_CLAIM, language) })}</p>
      ),
    },
    {
      id: 'flexible',
      title: t('whyChooseUs.flexible.title'),
      body: <p>{t('whyChooseUs.flexible.body', { hours: MENTOR_ACCEPT_WINDOW_HOURS })}</p>,
    },
    plain('prices'),
    plain('trust'),
    plain('tools'),
    plain('skills'),
    {
      id: 'referrals',
      title: t('whyChooseUs.referrals.title'),
      body: (
        <p>
          {t('whyChooseUs.referrals.body', { reward: formatRupeeAmount(REFERRAL_REWARD_RUPEES, language) })}
        </p>
      ),
    },
    {
      id: 'start',
      title: t('whyChooseUs.start.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="whyChooseUs.start.body"
            components={{
              becomeLink: <Link to={ROUTES.becameMentor} />,
              faqLink: <Link to={ROUTES.faqMentors} />,
            }}
          />
        </p>
      ),
    },
  ];
}

/** /why-choose-us: why MBBS students mentor with us (the page sits under "For Mentors"). */
export function WhyChooseUsPage() {
  const { t } = useTranslation('content');
  const sections = useSections();
  return (
    <TextPage
      title={t('whyChooseUs.title')}
      head={PUBLIC_PAGE_TEXT[ROUTES.whyChooseUs]}
      intro={t('whyChooseUs.intro')}
      sections={sections}
      action={<ButtonLink to={ROUTES.becameMentor}>{t('actions.becomeMentor')}</ButtonLink>}
    />
  );
}
