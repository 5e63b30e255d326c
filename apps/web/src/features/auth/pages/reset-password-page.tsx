import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ROUTES } from '@neetmentor/contract';
import { ErrorDialog } from '../../../components/error-dialog.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { registerField } from '../../../components/text-field.tsx';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard, AuthHeading, AuthLead } from '../components/auth-card.tsx';
import { preloadPublicFormChecks, publicFormResolver } from '../../../lib/public-form-resolver.ts';

export const PASSWORD_RESET_MESSAGE = 'Your password has been successfully Changed!';

/** /login/forgot-password/resetPassword/:token, the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  usePageHead({ title: t('reset.pageTitle') });
  const { token = '' } = useParams();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // No default values: the fields keep what a visitor typed into the server's HTML before the scripts ran.
  const form = useForm({ resolver: publicFormResolver('resetPassword') });
  const hydrated = useHydrated();
  const reset = useResetPassword(token);

  const submit = form.handleSubmit((passwords) =>
    reset.mutate(passwords, {
      onError: (error) => {
        if (setServerErrors(form, error).marked === 0) setErrorMessage(errorText(error));
      },
    }),
  );

  return (
    <AuthCard>
      <AuthHeading>{t('reset.heading')}</AuthHeading>
      <AuthLead>{t('reset.lead')}</AuthLead>
      <form onFocus={() => void preloadPublicFormChecks()} onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            {...registerField(form, 'password')}
            required
            fullWidth
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            {...registerField(form, 'confirmPassword')}
            required
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!hydrated || reset.isPending}
          >
            {reset.isPending ? t('reset.saving') : t('reset.submit')}
          </Button>
        </Stack>
      </form>
      <Dialog open={reset.isSuccess} aria-labelledby="reset-done-title" aria-describedby="reset-done-text">
        <DialogTitle id="reset-done-title">{t('reset.doneTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="reset-done-text">{t('reset.doneText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button component={Link} to={ROUTES.login} replace variant="contained">
            {t('reset.login')}
          </Button>
        </DialogActions>
      </Dialog>
      <ErrorDialog
        open={errorMessage !== null}
        message={errorMessage ?? undefined}
        onClose={() => setErrorMessage(null)}
      />
    </AuthCard>
  );
}
