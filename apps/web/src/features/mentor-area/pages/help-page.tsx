import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { Trans, useTranslation } from 'react-i18next';
import { createIcon, MailIcon, WhatsAppIcon } from '../../../components/icons.tsx';
import { useSiteConfig, whatsappChatUrl } from '../../../lib/site-config.ts';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';

const Ways = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Way = styled('li')(({ theme }) => ({
  display: 'grid',
  alignContent: 'start',
  gap: theme.spacing(1),
  padding: theme.spacing(2.5),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  '& h3': { display: 'flex', alignItems: 'center', gap: 10, margin: 0, fontSize: '1.125rem' },
  '& p': { margin: 0, color: theme.palette.text.secondary },
  '& a': {
    justifySelf: 'start',
    color: theme.palette.primary.main,
    fontWeight: 700,
    overflowWrap: 'anywhere',
    minHeight: 44,
    display: 'inline-flex',
    alignItems: 'center',
  },
}));

const ContactSection = styled('section')(({ theme }) => ({
  '& > h2': { margin: theme.spacing(0, 0, 1.5), fontSize: '1.375rem', fontWeight: 800 },
}));

const Section = styled('section')(({ theme }) => ({
  maxWidth: 760,
  marginTop: theme.spacing(4),
  '& h2': { margin: theme.spacing(0, 0, 1.5), fontSize: '1.375rem', fontWeight: 800 },
  '& p': { margin: theme.spacing(0, 0, 1.5) },
  '& ul': { display: 'grid', gap: theme.spacing(1), margin: 0, paddingLeft: theme.spacing(2.5) },
}));

/** "+91 90000 00000" for an Indian number in international digits, otherwise "+" and the digits. */
function displayPhone(digits: string): string {
  const indian = /^91(\d{5})(\d{5})$/.exec(digits);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : `+${digits}`;
}

function ContactWay({
  icon,
  title,
  text,
  link,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  link: ReactNode;
}) {
  return (
    <Way>
      <h3>
        {icon}
        {title}
      </h3>
      <p>{text}</p>
      {link}
    </Way>
  );
}

const PhoneIcon = createIcon([
  'M6.62 10.79a15.05 15.05 0 0 0 6.59 6.59l2.2-2.2a1 1 0 0 1 1.02-.24c1.12.37 2.33.57 3.57.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1.02l-2.2 2.2z',
]);

/** /mentor-dashboard/help (spec part 2 §2): how to reach support, what to include, and what it helps with. */
const INCLUDE = ['subject', 'name', 'email', 'query', 'attachments'] as const;
const REASONS = ['technical', 'account', 'general'] as const;

export function HelpPage() {
  const { t } = useTranslation('mentor');
  const config = useSiteConfig();
  const digits = config.whatsappNumber.replace(/\D/g, '');
  const brand = config.brandName;
  const mailSubject = encodeURIComponent(t('help.mailSubject'));
  return (
    <DashboardPageFrame title={t('help.title')} lead={t('help.lead', { brand })}>
      <ContactSection aria-labelledby="help-contact-title">
        <h2 id="help-contact-title">{t('help.contactTitle')}</h2>
        <Ways aria-label={t('help.waysLabel')}>
          <ContactWay
            icon={<WhatsAppIcon size={24} />}
            title={t('help.whatsapp.title')}
            text={t('help.whatsapp.text')}
            link={
              <a href={whatsappChatUrl(config)} target="_blank" rel="noopener noreferrer">
                {t('help.whatsapp.link')}
              </a>
            }
          />
          <ContactWay
            icon={<PhoneIcon size={24} />}
            title={t('help.call.title')}
            text={t('help.call.text')}
            link={<a href={`tel:+${digits}`}>{t('help.call.link', { phone: displayPhone(digits) })}</a>}
          />
          <ContactWay
            icon={<MailIcon size={24} />}
            title={t('help.email.title')}
            text={t('help.email.text')}
            link={<a href={`mailto:${config.supportEmail}?subject=${mailSubject}`}>{config.supportEmail}</a>}
          />
        </Ways>
      </ContactSection>
      <Section aria-labelledby="help-include-title">
        <h2 id="help-include-title">{t('help.includeTitle')}</h2>
        <p>{t('help.includeLead')}</p>
        <ul>
          {INCLUDE.map((item) => (
            <li key={item}>
              <Trans t={t} i18nKey={`help.include.${item}`} components={{ strong: <strong /> }} />
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="help-reasons-title">
        <h2 id="help-reasons-title">{t('help.reasonsTitle')}</h2>
        <ul>
          {REASONS.map((item) => (
            <li key={item}>
              <Trans
                t={t}
                i18nKey={`help.reasons.${item}`}
                values={{ brand }}
                components={{ strong: <strong /> }}
              />
            </li>
          ))}
        </ul>
      </Section>
    </DashboardPageFrame>
  );
}
