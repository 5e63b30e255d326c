import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ROUTES } from '@neetmentor/contract';
import { LazyErrorDialog } from '../../../components/lazy-error-dialog.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { EmailField } from '../../../components/email-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { registerField } from '../../../components/text-field.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLogInAdmin } from '../api/log-in-admin.ts';
import { AuthCard, AuthHeading, AuthLead } from '../components/auth-card.tsx';
import { goAfterSignIn } from '../signed-in-language.ts';
import { SessionEndedNotice } from '../components/session-ended-notice.tsx';
import { preloadPublicFormChecks, publicFormResolver } from '../../../lib/public-form-resolver.ts';

export const ADMIN_LOGIN_FAILED_MESSAGE = 'Invalid email or password';

/** A refusal of the credentials reads as the spec's one sentence; rate limits and network trouble keep their own. */
function isCredentialRefusal(error: Error): boolean {
  return hasErrorCode(error, 'INVALID_CREDENTIALS') || hasErrorCode(error, 'VALIDATION_FAILED');
}

/** /admin/login (spec part 2 §2). */
export function AdminLoginPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const language = useLanguage();
  usePageHead({ title: t('admin.pageTitle') });
  const navigate = useNavigate();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // No default values: the fields keep what a visitor typed into the server's HTML before the scripts ran.
  const form = useForm({ resolver: publicFormResolver('adminLogin') });
  const hydrated = useHydrated();
  const login = useLogInAdmin();

  const submit = form.handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: () => goAfterSignIn(ROUTES.adminDashboard, language, navigate),
      onError: (error) => {
        form.setValue('password', '');
        setErrorMessage(isCredentialRefusal(error) ? t('admin.failed') : errorText(error));
      },
    }),
  );

  return (
    <AuthCard>
      <AuthHeading>{t('admin.heading')}</AuthHeading>
      <AuthLead>{t('admin.lead')}</AuthLead>
      <SessionEndedNotice />
      <form onFocus={() => void preloadPublicFormChecks()} onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          <EmailField autoComplete="username" {...registerField(form, 'email')} required fullWidth />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            {...registerField(form, 'password')}
            required
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!hydrated || login.isPending}
          >
            {login.isPending ? t('admin.submitting') : t('admin.submit')}
          </Button>
        </Stack>
      </form>
      <LazyErrorDialog
        open={errorMessage !== null}
        message={errorMessage ?? undefined}
        onClose={() => setErrorMessage(null)}
      />
    </AuthCard>
  );
}
