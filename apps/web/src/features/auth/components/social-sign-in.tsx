import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { styled } from '@mui/material/styles';
import { LinkedInIcon } from '../../../components/icons.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { saveAuth } from '../../../lib/auth-storage.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { signInWithGoogle } from '../api/sign-in-with-google.ts';
import { studentLandingPath } from '../return-path.ts';
import { goAfterSignIn } from '../signed-in-language.ts';

const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const LINKEDIN_SIGN_IN_URL = '/api/v1/students/auth/linkedin';

/** The few parts of Google Identity Services this page uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          theme: 'outline';
          size: 'large';
          text: 'continue_with';
          width: number;
          logo_alignment: 'center';
        },
      ): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let googleScript: Promise<GoogleIdentity> | undefined;

/** Loads Google's script once, only when a student opens a screen that offers it. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  googleScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google sign-in did not load'));
    script.onerror = () => {
      googleScript = undefined;
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.append(script);
  });
  return googleScript;
}

const Root = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(3),
}));

const Divider = styled('p')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  margin: 0,
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
  '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${theme.palette.divider}` },
}));

const GoogleSlot = styled('div')({ display: 'flex', justifyContent: 'center', minHeight: 44 });

const LinkedInLink = styled('a')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 10,
  minHeight: 44,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 4,
  color: '#0a66c2',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: '#f3f7fb' },
}));

function GoogleButton({ clientId, onError }: { clientId: string; onError: (message: string) => void }) {
  const slotRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const errorText = useErrorText();
  const language = useLanguage();
  const location = useLocation();
  const landing = studentLandingPath(location.state, location.search);

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((google) => {
        const slot = slotRef.current;
        if (!active || !slot) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (!credential) return;
            signInWithGoogle(credential)
              .then(({ id, token }) => {
                // The server issues a remembered, 30-day session for social sign-in.
                saveAuth({ auth: token, userId: id, userType: 'Student' }, true);
                goAfterSignIn(landing, language, navigate, {});
              })
              .catch((error: unknown) => {
                console.error('Google sign-in failed', error);
                onError(errorText(error));
              });
          },
        });
        google.accounts.id.renderButton(slot, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          width: Math.min(slot.clientWidth || 320, 400),
          logo_alignment: 'center',
        });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      active = false;
    };
  }, [clientId, navigate, onError, landing, errorText, language]);

  return <GoogleSlot ref={slotRef} />;
}

/** Google and LinkedIn sign-in for students, each shown only when the server has it configured. */
export function SocialSignIn({ onError }: { onError: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const { googleClientId, linkedin } = useSiteConfig().signIn;
  if (!googleClientId && !linkedin) return null;
  return (
    <Root>
      <Divider>{t('social.or')}</Divider>
      {googleClientId && <GoogleButton clientId={googleClientId} onError={onError} />}
      {linkedin && (
        <LinkedInLink href={LINKEDIN_SIGN_IN_URL}>
          <LinkedInIcon size={22} />
          {t('social.linkedIn')}
        </LinkedInLink>
      )}
    </Root>
  );
}
