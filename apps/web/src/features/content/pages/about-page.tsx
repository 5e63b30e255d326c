import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_TEXT, ROUTES } from '@neetmentor/contract';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { SupportEmail } from '../components/support-email.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { TextPage, type TextSection } from '../components/text-page.tsx';

/** The offers in the order the list gives them. */
const OFFERS = ['oneOnOne', 'topics', 'revision', 'progress', 'qa'] as const;

function useSections(): TextSection[] {
  const { t } = useTranslation('content');
  const { brandName, postalAddress } = useSiteConfig();
  return [
    {
      id: 'why',
      title: t('about.why.title'),
      body: (
        <>
          <p>{t('about.why.p1')}</p>
          <p>{t('about.why.p2', { brand: brandName })}</p>
        </>
      ),
    },
    {
      id: 'mentors',
      title: t('about.mentors.title'),
      body: <p>{t('about.mentors.body')}</p>,
    },
    {
      id: 'offer',
      title: t('about.offer.title'),
      body: (
        <ul>
          {OFFERS.map((offer) => (
            <li key={offer}>
              <Trans t={t} i18nKey={`about.offer.${offer}`} components={{ strong: <strong /> }} />
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'how',
      title: t('about.how.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="about.how.body"
            components={{
              guideLink: <Link to={ROUTES.howItWorks} />,
              webinarLink: <Link to={ROUTES.webinar} />,
              blogsLink: <Link to={ROUTES.blogs} />,
            }}
          />
        </p>
      ),
    },
    {
      id: 'contact',
      title: t('about.contact.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="about.contact.body"
            values={{ address: postalAddress }}
            components={{ mailLink: <SupportEmail />, contactLink: <Link to={ROUTES.contact} /> }}
          />
        </p>
      ),
    },
  ];
}

/** /about-us */
export function AboutPage() {
  const { t } = useTranslation('content');
  const sections = useSections();
  return (
    <TextPage
      title={t('about.title')}
      head={PUBLIC_PAGE_TEXT[ROUTES.about]}
      intro={t('about.intro')}
      sections={sections}
      action={<ButtonLink to={ROUTES.searchMentor}>{t('actions.findMentor')}</ButtonLink>}
    />
  );
}
