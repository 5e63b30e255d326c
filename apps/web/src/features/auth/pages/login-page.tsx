import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation, Trans } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { LOGIN_PAGE_TEXT, ROUTES, type ErrorCode, type LoginRequest } from '@neetmentor/contract';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { LazyErrorDialog } from '../../../components/lazy-error-dialog.tsx';
import { useCheckboxField } from '../../../components/checkbox-field.ts';
import { EmailField } from '../../../components/email-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { registerField } from '../../../components/text-field.tsx';
import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { useLogIn } from '../api/log-in.ts';
import { AuthCard, AuthHeading, FormFooterText } from '../components/auth-card.tsx';
import { RoleTabs, useKeepTypedTab, useRememberedRole } from '../components/role-tabs.tsx';
import { SessionEndedNotice } from '../components/session-ended-notice.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { REAPPLY_STATE } from '../reapply-state.ts';
import { mentorLandingPath, studentLandingPath } from '../return-path.ts';
import { goAfterSignIn } from '../signed-in-language.ts';
import { preloadPublicFormChecks, publicFormResolver } from '../../../lib/public-form-resolver.ts';

export const LINKEDIN_FAILED_MESSAGE = 'LinkedIn sign-in failed. Please try again.';

/** Refusals that are a state of the account rather than a mistake get a dialog title of their own. */
const REFUSAL_TITLES = [
  'APPLICATION_NOT_APPROVED',
  'APPLICATION_INCOMPLETE',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_DEACTIVATED',
] as const satisfies readonly ErrorCode[];

type TitledRefusal = (typeof REFUSAL_TITLES)[number];

function isTitledRefusal(code: ErrorCode | null): code is TitledRefusal {
  return REFUSAL_TITLES.some((titled) => titled === code);
}

interface Refusal {
  title?: string | undefined;
  message: string;
}

// The fee's checkout loads only for an applicant whose login was refused for the unpaid fee.
const FeePayment = lazy(() =>
  import('../components/fee-payment.tsx').then((m) => ({ default: m.FeePayment })),
);

const OptionsRow = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: 16,
  '& a': { color: '#0b5fa5', fontWeight: 600 },
});

const Note = styled('p')(({ theme }) => ({
  margin: theme.spacing(2, 0, 0),
  padding: theme.spacing(1.25, 1.5),
  borderRadius: 10,
  background: theme.palette.secondary.light,
  color: theme.palette.secondary.dark,
  fontWeight: 600,
  textAlign: 'center',
}));

/** /login (spec part 1 §2): students and verified mentors sign in with e-mail and password. */
export function LoginPage() {
  usePageHead(LOGIN_PAGE_TEXT);
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const language = useLanguage();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const [role, setRole] = useRememberedRole();
  // The last refusal stays while its dialog closes, so the closing dialog keeps its title and text.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [refusalOpen, setRefusalOpen] = useState(false);
  /** A mentor's login refused while the application waits for its fee: the server's message. */
  const [feeDue, setFeeDue] = useState<string | null>(null);
  /** A rejected applicant's login with the right password: the server's message, with the way to re-apply. */
  const [rejected, setRejected] = useState<string | null>(null);
  const [feePaid, setFeePaid] = useState<string | null>(null);
  // No default values: the fields keep what a visitor typed into the server's HTML before the scripts ran.
  const form = useForm({ resolver: publicFormResolver('login') });
  const rememberMe = useCheckboxField(form.control, 'rememberMe');
  // Typed into the tab on screen: the remembered tab must not take the values to the other role.
  useKeepTypedTab(form, ['email', 'password', 'rememberMe'], () => setRole(role));
  const hydrated = useHydrated();
  const login = useLogIn();

  function refusalOf(error: Error): Refusal {
    const code = error instanceof ApiError ? error.code : null;
    return {
      title: isTitledRefusal(code) ? t(`login.refusals.${code}`) : undefined,
      message: errorText(error),
    };
  }

  function showRefusal(shown: Refusal) {
    setRefusal(shown);
    setRefusalOpen(true);
  }

  function submit(credentials: LoginRequest) {
    setFeeDue(null);
    setFeePaid(null);
    setRejected(null);
    login.mutate(
      { role, ...credentials },
      {
        onSuccess: (signedIn) =>
          goAfterSignIn(
            signedIn.role === 'Student'
              ? studentLandingPath(state, search)
              : mentorLandingPath(state, search),
            language,
            navigate,
          ),
        onError: (error) => {
          form.setValue('email', '');
          form.setValue('password', '');
          // The password was right: the refusal offers the payment instead of a dead end.
          if (hasErrorCode(error, 'FEE_UNPAID'))
            setFeeDue(language === 'en' ? error.message : t('login.feeDue'));
          else if (hasErrorCode(error, 'APPLICATION_REJECTED')) setRejected(errorText(error));
          else if (setServerErrors(form, error).marked === 0) showRefusal(refusalOf(error));
        },
      },
    );
  }

  const linkedInFailed = new URLSearchParams(search).get('signIn') === 'failed';

  return (
    <AuthCard>
      <RoleTabs role={role} onChange={setRole}>
        <AuthHeading sx={{ mb: 3 }}>{t('login.heading', { role })}</AuthHeading>
        {linkedInFailed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('login.linkedInFailed')}
          </Alert>
        )}
        <SessionEndedNotice />
        {feeDue && role === 'Mentor' && (
          <Alert severity="warning" sx={{ mb: 2, '& .MuiAlert-message': { flexGrow: 1 } }}>
            <p style={{ margin: '0 0 12px' }}>{feeDue}</p>
            <Suspense fallback={null}>
              <FeePayment
                label={t('login.payFee')}
                onPaid={(message) => {
                  setFeeDue(null);
                  setFeePaid(message);
                }}
              />
            </Suspense>
          </Alert>
        )}
        {rejected && role === 'Mentor' && (
          <Alert severity="info" role="alert" sx={{ mb: 2, '& .MuiAlert-message': { flexGrow: 1 } }}>
            <p style={{ margin: '0 0 12px' }}>{rejected}</p>
            <Button
              variant="contained"
              onClick={() => navigate(ROUTES.mentorSignup, { state: REAPPLY_STATE })}
            >
              {t('login.reapply')}
            </Button>
          </Alert>
        )}
        {feePaid && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {feePaid}
          </Alert>
        )}
        <form onFocus={() => void preloadPublicFormChecks()} onSubmit={form.handleSubmit(submit)} noValidate>
          <Stack spacing={2.5}>
            <EmailField {...registerField(form, 'email')} required fullWidth />
            <PasswordField
              label={t('fields.password')}
              autoComplete="current-password"
              {...registerField(form, 'password')}
              required
              fullWidth
            />
            <OptionsRow>
              <FormControlLabel control={<Checkbox {...rememberMe} />} label={t('login.rememberMe')} />
              <Link to={ROUTES.forgotPassword}>{t('login.forgotPassword')}</Link>
            </OptionsRow>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!hydrated || login.isPending}
            >
              {login.isPending ? t('login.submitting') : t('login.submit')}
            </Button>
          </Stack>
        </form>
        {role === 'Student' ? (
          <SocialSignIn onError={(message) => showRefusal({ message })} />
        ) : (
          <Note>{t('login.mentorsOnlyVerified')}</Note>
        )}
        <FormFooterText>
          <Trans
            t={t}
            i18nKey="login.noAccount"
            values={{ role }}
            components={{ joinLink: <Link to={ROUTES.signup} /> }}
          />
        </FormFooterText>
      </RoleTabs>
      <LazyErrorDialog
        open={refusalOpen}
        title={refusal?.title}
        message={refusal?.message}
        onClose={() => setRefusalOpen(false)}
      />
    </AuthCard>
  );
}
