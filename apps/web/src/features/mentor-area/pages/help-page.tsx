import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
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
export function HelpPage() {
  const config = useSiteConfig();
  const digits = config.whatsappNumber.replace(/\D/g, '');
  const mailSubject = encodeURIComponent('Mentor support: ');
  return (
    <DashboardPageFrame
      title="Help & Support"
      lead={`Stuck with a session, a payout or your account? The ${config.brandName} team is here to help.`}
    >
      <ContactSection aria-labelledby="help-contact-title">
        <h2 id="help-contact-title">Contact us</h2>
        <Ways aria-label="Ways to contact support">
          <ContactWay
            icon={<WhatsAppIcon size={24} />}
            title="WhatsApp"
            text="Quickest for short questions: message us and we reply in the chat."
            link={
              <a href={whatsappChatUrl(config)} target="_blank" rel="noopener noreferrer">
                Chat on WhatsApp
              </a>
            }
          />
          <ContactWay
            icon={<PhoneIcon size={24} />}
            title="Call"
            text="For something urgent, such as a session starting soon."
            link={<a href={`tel:+${digits}`}>{`Call ${displayPhone(digits)}`}</a>}
          />
          <ContactWay
            icon={<MailIcon size={24} />}
            title="E-mail"
            text="Best for detailed questions and anything with screenshots or documents."
            link={<a href={`mailto:${config.supportEmail}?subject=${mailSubject}`}>{config.supportEmail}</a>}
          />
        </Ways>
      </ContactSection>
      <Section aria-labelledby="help-include-title">
        <h2 id="help-include-title">What to include in your e-mail</h2>
        <p>So we can help on the first reply, please send:</p>
        <ul>
          <li>
            <strong>Subject line:</strong> a short summary, such as “Payout for March not received”.
          </li>
          <li>
            <strong>Full name:</strong> as it appears on your mentor profile.
          </li>
          <li>
            <strong>E-mail:</strong> the address you log in with.
          </li>
          <li>
            <strong>Detailed query:</strong> what happened, when, and what you expected instead.
          </li>
          <li>
            <strong>Attachments:</strong> screenshots or documents that show the problem.
          </li>
        </ul>
      </Section>
      <Section aria-labelledby="help-reasons-title">
        <h2 id="help-reasons-title">Reasons to contact us</h2>
        <ul>
          <li>
            <strong>Technical issues:</strong> pages, chat, uploads or session tools not working.
          </li>
          <li>
            <strong>Account questions:</strong> your profile, verification, password, payment details or
            payouts.
          </li>
          <li>
            <strong>General enquiries:</strong> anything else about mentoring on {config.brandName}.
          </li>
        </ul>
      </Section>
    </DashboardPageFrame>
  );
}
