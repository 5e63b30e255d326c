import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ROUTES } from '@neetmentor/contract';
import { ErrorDialog } from '../../../components/error-dialog.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { usePageHead } from '../../../lib/page-head.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard, AuthHeading, AuthLead } from '../components/auth-card.tsx';
import { useTypedBeforeHydration, type TypedValues } from '../../../lib/typed-before-hydration.ts';

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';
export const PASSWORD_RESET_MESSAGE = 'Your password has been successfully Changed!';

/** /login/forgot-password/resetPassword/:token, the page the reset e-mail links to. */
export function ResetPasswordPage() {
  usePageHead({ title: 'Reset Password' });
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const adoptTyped = useCallback(({ texts }: TypedValues) => {
    if (texts.password !== undefined) setPassword(texts.password);
    if (texts.confirmPassword !== undefined) setConfirmPassword(texts.confirmPassword);
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(formRef, adoptTyped);
  const reset = useResetPassword(token);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const differ = password !== confirmPassword;
    setMismatch(differ);
    if (!differ)
      reset.mutate({ password, confirmPassword }, { onError: (error) => setErrorMessage(error.message) });
  }

  return (
    <AuthCard>
      <AuthHeading>Reset Password</AuthHeading>
      <AuthLead>
        Choose a new password of at least 8 characters. You will then log in with it everywhere.
      </AuthLead>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          <PasswordField
            label="New Password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            required
            fullWidth
          />
          {mismatch && (
            <Alert severity="error" role="alert">
              {PASSWORDS_DIFFER_MESSAGE}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!hydrated || reset.isPending}
          >
            {reset.isPending ? 'Saving…' : 'Reset Password'}
          </Button>
        </Stack>
      </form>
      <Dialog open={reset.isSuccess} aria-labelledby="reset-done-title" aria-describedby="reset-done-text">
        <DialogTitle id="reset-done-title">Password changed</DialogTitle>
        <DialogContent>
          <DialogContentText id="reset-done-text">{PASSWORD_RESET_MESSAGE}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button component={Link} to={ROUTES.login} replace variant="contained">
            Login
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
