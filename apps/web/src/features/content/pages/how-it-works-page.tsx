import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_TEXT, MENTOR_ACCEPT_WINDOW_HOURS, ROUTES } from '@neetmentor/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';

/** The steps with no link in them: the anchor is the step's key in the catalog. */
type PlainStep = 'book' | 'notified' | 'plan' | 'session' | 'complete' | 'rate';

function useSections(): TextSection[] {
  const { t } = useTranslation('content');
  const hours = MENTOR_ACCEPT_WINDOW_HOURS;
  const plain = (step: PlainStep): TextSection => ({
    id: step,
    title: t(`howItWorks.${step}.title`),
    body: <p>{t(`howItWorks.${step}.body`)}</p>,
  });
  return [
    {
      id: 'find',
      title: t('howItWorks.find.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="howItWorks.find.body"
            components={{ searchLink: <Link to={ROUTES.searchMentor} /> }}
          />
        </p>
      ),
    },
    plain('book'),
    {
      id: 'approval',
      title: t('howItWorks.approval.title', { hours }),
      body: <p>{t('howItWorks.approval.body', { hours })}</p>,
    },
    plain('notified'),
    plain('plan'),
    plain('session'),
    plain('complete'),
    plain('rate'),
    {
      id: 'again',
      title: t('howItWorks.again.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="howItWorks.again.body"
            components={{ faqLink: <Link to={ROUTES.faqStudents} /> }}
          />
        </p>
      ),
    },
  ];
}

/** /how-it-works: the session flow of spec part 1 §1, step by step. */
export function HowItWorksPage() {
  const { t } = useTranslation('content');
  const sections = useSections();
  return (
    <TextPage
      title={t('howItWorks.title')}
      head={PUBLIC_PAGE_TEXT[ROUTES.howItWorks]}
      intro={t('howItWorks.intro')}
      sections={sections}
      action={<ButtonLink to={ROUTES.searchMentor}>{t('actions.findMentor')}</ButtonLink>}
    />
  );
}
