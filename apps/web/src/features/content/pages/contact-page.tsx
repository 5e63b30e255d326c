import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { PUBLIC_PAGE_TEXT, type SiteConfig, ROUTES } from '@neetmentor/contract';
import {
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  PlaceIcon,
  WhatsAppIcon,
  YouTubeIcon,
} from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePageHead } from '../../../lib/page-head.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { Card, CardTitle, PageBody } from '../components/content-layout.tsx';
import { SupportEmail } from '../components/support-email.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { CANCELLATION_SUBJECT } from '../policy-facts.ts';

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)',
    gap: theme.spacing(4),
  },
}));

const Details = styled('dl')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  margin: 0,
  '& > div': { display: 'grid', gridTemplateColumns: '40px minmax(0, 1fr)', columnGap: theme.spacing(1.5) },
  '& dt': { gridColumn: 2, fontWeight: 700 },
  '& dd': {
    gridColumn: 2,
    margin: 0,
    color: theme.palette.text.secondary,
    lineHeight: 1.55,
    overflowWrap: 'anywhere',
  },
  '& a': { color: theme.palette.primary.main, fontWeight: 600 },
}));

const IconBubble = styled('span')(({ theme }) => ({
  gridRow: '1 / span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: 12,
  background: theme.palette.primary.light,
  color: theme.palette.primary.main,
}));

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67V7z" />
    </svg>
  );
}

const Socials = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 44,
    padding: theme.spacing(0.75, 1.5),
    borderRadius: 999,
    border: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.primary,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { borderColor: theme.palette.primary.main, color: theme.palette.primary.main },
  },
}));

const Section = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(3),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${theme.palette.divider}`,
  '& h3': { margin: theme.spacing(0, 0, 1.5), fontSize: '1.0625rem', fontWeight: 800 },
  '& p': { margin: 0, color: theme.palette.text.secondary, lineHeight: 1.6 },
  '& a': { color: theme.palette.primary.main, fontWeight: 600 },
}));

const SOCIAL_LINKS: {
  key: keyof SiteConfig['social'];
  label: string;
  Icon: ComponentType<{ size?: number }>;
}[] = [
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'whatsapp', label: 'WhatsApp', Icon: WhatsAppIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'youtube', label: 'YouTube', Icon: YouTubeIcon },
];

function GeneralInquiries() {
  const { t } = useTranslation('content');
  const { supportEmail, postalAddress, social } = useSiteConfig();
  return (
    <Card as="section" aria-labelledby="general-inquiries-title">
      <CardTitle id="general-inquiries-title">{t('contact.inquiries.title')}</CardTitle>
      <Details>
        <div>
          <IconBubble aria-hidden="true">
            <MailIcon size={20} />
          </IconBubble>
          <dt>{t('contact.inquiries.email')}</dt>
          <dd>
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </dd>
        </div>
        <div>
          <IconBubble aria-hidden="true">
            <ClockIcon />
          </IconBubble>
          <dt>{t('contact.inquiries.hours')}</dt>
          <dd>{t('contact.inquiries.hoursValue')}</dd>
        </div>
        <div>
          <IconBubble aria-hidden="true">
            <PlaceIcon size={20} />
          </IconBubble>
          <dt>{t('contact.inquiries.location')}</dt>
          <dd>{postalAddress}</dd>
        </div>
      </Details>
      <Section aria-labelledby="follow-us-title">
        <h3 id="follow-us-title">{t('contact.inquiries.follow')}</h3>
        <Socials>
          {SOCIAL_LINKS.map(({ key, label, Icon }) => (
            <li key={key}>
              <a href={social[key]} target="_blank" rel="noopener noreferrer">
                <Icon size={20} />
                {label}
              </a>
            </li>
          ))}
        </Socials>
      </Section>
      <Section aria-labelledby="cancellation-title">
        <h3 id="cancellation-title">{t('contact.inquiries.cancelTitle')}</h3>
        <p>
          <Trans
            t={t}
            i18nKey="contact.inquiries.cancelBody"
            values={{ subject: CANCELLATION_SUBJECT }}
            components={{
              mailLink: <SupportEmail subject={CANCELLATION_SUBJECT} />,
              strong: <strong />,
              refundLink: <Link to={ROUTES.refundPolicy} />,
            }}
          />
        </p>
      </Section>
    </Card>
  );
}

/** /contact-us: the message form and the ways to reach support. */
export function ContactPage() {
  usePageHead(PUBLIC_PAGE_TEXT[ROUTES.contact]);
  const { t } = useTranslation('content');
  return (
    <>
      <PageHeader title={t('contact.title')}>{t('contact.intro')}</PageHeader>
      <PageBody>
        <Layout>
          <ContactForm />
          <GeneralInquiries />
        </Layout>
      </PageBody>
    </>
  );
}
