import { lazy, useId, type ComponentType } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { styled } from '@mui/material/styles';
import type { SiteConfig } from '@neetmentor/contract';
import { BrandLogo } from '../../components/brand-logo.tsx';
import {
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  PlaceIcon,
  WhatsAppIcon,
  YouTubeIcon,
} from '../../components/icons.tsx';
import { CodeWhenNeeded } from '../../components/code-when-needed.tsx';
import { useDataSaver } from '../../lib/data-saver.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { FOOTER_INFORMATION_LINKS, FOOTER_SERVICES } from './public-navigation.ts';

// The form's code (react-hook-form, the call) is on every public page's footer but rarely used: it
// arrives when the visitor nears the footer, not with the page (the server's HTML shows the form meanwhile).
const NewsletterForm = lazy(() =>
  import('../../features/content/components/newsletter-form.tsx').then((m) => ({
    default: m.NewsletterForm,
  })),
);

const FOOTER_TEXT = '#cbd5e1';
const FOCUS_RING = { outline: '3px solid #7dd3fc', outlineOffset: 2 };

const Root = styled('footer')(({ theme }) => ({
  background: '#0b2540',
  color: FOOTER_TEXT,
  paddingTop: theme.spacing(6),
  // Room for the floating WhatsApp button, so it never covers the last line.
  paddingBottom: theme.spacing(12),
  [theme.breakpoints.up('md')]: { paddingBottom: theme.spacing(4) },
  '& a:focus-visible, & button:focus-visible': FOCUS_RING,
}));

const Container = styled('div')(({ theme }) => ({
  maxWidth: 1240,
  margin: '0 auto',
  padding: theme.spacing(0, 2),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 3) },
}));

const NewsletterBand = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  alignItems: 'center',
  margin: theme.spacing(0, 0, 6),
  padding: theme.spacing(4, 3),
  borderRadius: 20,
  background: 'linear-gradient(120deg, #0b5fa5 0%, #0f766e 100%)',
  color: '#ffffff',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr auto', padding: theme.spacing(5, 6) },
}));

const NewsletterTitle = styled('h2')({ margin: 0, fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.25 });

const Columns = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(5),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.3fr' },
}));

const Heading = styled('h2')({
  margin: '0 0 16px',
  color: '#ffffff',
  fontSize: '1rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 });

const FooterLink = styled(Link)({
  color: FOOTER_TEXT,
  textDecoration: 'none',
  '&:hover': { color: '#ffffff', textDecoration: 'underline' },
});

const Text = styled('p')({ margin: '16px 0 0', lineHeight: 1.65 });

const ContactLine = styled('p')({
  display: 'flex',
  gap: 10,
  margin: '0 0 12px',
  lineHeight: 1.55,
  '& svg': { flexShrink: 0, marginTop: 2, color: '#7dd3fc' },
  '& a': { color: FOOTER_TEXT, overflowWrap: 'anywhere' },
  '& a:hover': { color: '#ffffff' },
});

const NoWrap = styled('span')({ whiteSpace: 'nowrap' });

const SocialList = styled('ul')({
  listStyle: 'none',
  display: 'flex',
  gap: 10,
  margin: '20px 0 0',
  padding: 0,
});

const SocialLink = styled('a')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: 12,
  background: 'rgba(255, 255, 255, 0.1)',
  color: '#ffffff',
  '&:hover': { background: 'rgba(255, 255, 255, 0.2)' },
});

const SaverRow = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: theme.spacing(1.5),
  rowGap: theme.spacing(0.5),
  marginTop: theme.spacing(5),
  maxWidth: 560,
  '& label': { color: '#ffffff', fontWeight: 700, cursor: 'pointer' },
}));

/** A native checkbox drawn as a switch: it needs no script to render and costs next to nothing. */
const SwitchInput = styled('input')({
  position: 'relative',
  flexShrink: 0,
  width: 48,
  height: 28,
  margin: 0,
  appearance: 'none',
  border: '2px solid #cbd5e1',
  borderRadius: 14,
  background: '#1e3a5f',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    background: '#cbd5e1',
    transition: 'transform 150ms ease',
  },
  '&:checked': { borderColor: '#5eead4', background: '#0f766e' },
  '&:checked::before': { transform: 'translateX(20px)', background: '#ffffff' },
  '&:focus-visible': FOCUS_RING,
  '@media (prefers-reduced-motion: reduce)': { '&::before': { transition: 'none' } },
});

const SaverText = styled('p')({ gridColumn: 2, margin: 0, fontSize: '0.875rem', lineHeight: 1.5 });

/** The visitor's data-saver choice, kept in the browser so the server sends the next pages to match. */
function DataSaverSwitch() {
  const { t } = useTranslation('common');
  const { on, choose } = useDataSaver();
  const id = useId();
  return (
    <SaverRow>
      <SwitchInput
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        aria-describedby={`${id}-description`}
        onChange={(event) => choose(event.target.checked)}
      />
      <label htmlFor={id}>{t('dataSaver.label')}</label>
      <SaverText id={`${id}-description`}>{t('dataSaver.description')}</SaverText>
    </SaverRow>
  );
}

const BottomLine = styled('p')(({ theme }) => ({
  margin: theme.spacing(6, 0, 0),
  paddingTop: theme.spacing(3),
  borderTop: '1px solid rgba(203, 213, 225, 0.2)',
  fontSize: '0.875rem',
  textAlign: 'center',
}));

interface SocialItem {
  label: string;
  href: string;
  Icon: ComponentType<{ size?: number }>;
}

function socialLinks({ social }: SiteConfig): SocialItem[] {
  return [
    { label: 'Instagram', href: social.instagram, Icon: InstagramIcon },
    { label: 'WhatsApp', href: social.whatsapp, Icon: WhatsAppIcon },
    { label: 'LinkedIn', href: social.linkedin, Icon: LinkedInIcon },
    { label: 'YouTube', href: social.youtube, Icon: YouTubeIcon },
  ];
}

/**
 * The copyright line with this year. The server may have rendered the page in an earlier year: hydration
 * keeps its text as it is, without a mismatch warning, and the line is then made anew with the year of
 * the visitor's clock.
 */
function CopyrightLine() {
  const { t } = useTranslation('layout');
  const hydrated = useHydrated();
  return (
    <BottomLine key={hydrated ? 'browser' : 'server'} suppressHydrationWarning>
      {t('footer.copyright', { year: String(new Date().getFullYear()) })}
    </BottomLine>
  );
}

export function PublicFooter() {
  const { t } = useTranslation('layout');
  const site = useSiteConfig();
  return (
    <Root>
      <Container>
        <NewsletterBand aria-labelledby="newsletter-title">
          <div>
            <NewsletterTitle id="newsletter-title">{t('footer.newsletterTitle')}</NewsletterTitle>
            <Text style={{ color: '#ffffff', marginTop: 8 }}>{t('footer.newsletterText')}</Text>
          </div>
          <CodeWhenNeeded>
            <NewsletterForm variant="footer" />
          </CodeWhenNeeded>
        </NewsletterBand>
        <Columns>
          <div>
            <BrandLogo tone="light" />
            <Text>{t('footer.about')}</Text>
            <SocialList>
              {socialLinks(site).map(({ label, href, Icon }) => (
                <li key={label}>
                  <SocialLink href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                    <Icon size={22} />
                  </SocialLink>
                </li>
              ))}
            </SocialList>
          </div>
          <nav aria-labelledby="footer-information">
            <Heading id="footer-information">{t('footer.information')}</Heading>
            <List>
              {FOOTER_INFORMATION_LINKS.map((link) => (
                <li key={link.to}>
                  <FooterLink to={link.to}>{t(`header.links.${link.label}`)}</FooterLink>
                </li>
              ))}
            </List>
          </nav>
          <div>
            <Heading>{t('footer.services')}</Heading>
            <List>
              {FOOTER_SERVICES.map((service) => (
                <li key={service}>{t(`footer.serviceList.${service}`)}</li>
              ))}
            </List>
          </div>
          <address style={{ fontStyle: 'normal' }}>
            <Heading>{t('footer.contact')}</Heading>
            <ContactLine>
              <PlaceIcon size={20} />
              <span>{site.postalAddress}</span>
            </ContactLine>
            <ContactLine>
              <MailIcon size={20} />
              <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            </ContactLine>
            <ContactLine>
              <span>
                <Trans t={t} i18nKey="footer.supportHours" components={{ noWrap: <NoWrap /> }} />
              </span>
            </ContactLine>
          </address>
        </Columns>
        <DataSaverSwitch />
        <CopyrightLine />
      </Container>
    </Root>
  );
}
