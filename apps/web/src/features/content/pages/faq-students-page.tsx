import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_TEXT, MENTOR_ACCEPT_WINDOW_HOURS, ROUTES } from '@neetmentor/contract';
import { SupportEmail } from '../components/support-email.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';
import { CANCELLATION_SUBJECT } from '../policy-facts.ts';

function useSections(): TextSection[] {
  const { t } = useTranslation('content');
  const hours = MENTOR_ACCEPT_WINDOW_HOURS;
  return [
    {
      id: 'who-are-mentors',
      title: t('faqStudents.whoAreMentors.title'),
      body: <p>{t('faqStudents.whoAreMentors.body')}</p>,
    },
    {
      id: 'choose',
      title: t('faqStudents.choose.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="faqStudents.choose.body"
            components={{ searchLink: <Link to={ROUTES.searchMentor} /> }}
          />
        </p>
      ),
    },
    {
      id: 'book',
      title: t('faqStudents.book.title'),
      body: (
        <ol>
          <li>{t('faqStudents.book.login')}</li>
          <li>{t('faqStudents.book.pick')}</li>
          <li>{t('faqStudents.book.pay')}</li>
        </ol>
      ),
    },
    {
      id: 'after-booking',
      title: t('faqStudents.afterBooking.title'),
      body: <p>{t('faqStudents.afterBooking.body', { hours })}</p>,
    },
    {
      id: 'not-approved',
      title: t('faqStudents.notApproved.title', { hours }),
      body: <p>{t('faqStudents.notApproved.body')}</p>,
    },
    {
      id: 'cancel',
      title: t('faqStudents.cancel.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="faqStudents.cancel.body"
            values={{ subject: CANCELLATION_SUBJECT }}
            components={{
              mailLink: <SupportEmail subject={CANCELLATION_SUBJECT} />,
              refundLink: <Link to={ROUTES.refundPolicy} />,
            }}
          />
        </p>
      ),
    },
    {
      id: 'chat',
      title: t('faqStudents.chat.title'),
      body: <p>{t('faqStudents.chat.body')}</p>,
    },
    {
      id: 'rate',
      title: t('faqStudents.rate.title'),
      body: (
        <p>
          <Trans t={t} i18nKey="faqStudents.rate.body" components={{ strong: <strong /> }} />
        </p>
      ),
    },
    {
      id: 'how-often',
      title: t('faqStudents.howOften.title'),
      body: <p>{t('faqStudents.howOften.body')}</p>,
    },
    {
      id: 'webinars',
      title: t('faqStudents.webinars.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="faqStudents.webinars.body"
            components={{ webinarLink: <Link to={ROUTES.webinar} />, mailLink: <SupportEmail /> }}
          />
        </p>
      ),
    },
  ];
}

/** /faq-students */
export function FaqStudentsPage() {
  const { t } = useTranslation('content');
  const sections = useSections();
  return (
    <TextPage
      title={t('faqStudents.title')}
      head={PUBLIC_PAGE_TEXT[ROUTES.faqStudents]}
      intro={t('faqStudents.intro')}
      sections={sections}
      action={<ButtonLink to={ROUTES.searchMentor}>{t('actions.findMentor')}</ButtonLink>}
    />
  );
}
