import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ROUTES } from '@neetmentor/contract';
import { ErrorDialog } from '../../../components/error-dialog.tsx';
import { usePageHead } from '../../../lib/page-head.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthCard, AuthHeading, AuthLead, FormFooterText } from '../components/auth-card.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import { useTypedBeforeHydration, type TypedValues } from '../../../lib/typed-before-hydration.ts';

/** /login/forgot-password: mails a reset link; the answer is the same whether or not the address exists. */
export function ForgotPasswordPage() {
  usePageHead({ title: 'Forgot Password' });
  const [email, setEmail] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const adoptTyped = useCallback(({ texts }: TypedValues) => {
    if (texts.email !== undefined) setEmail(texts.email);
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(formRef, adoptTyped);
  const reset = useRequestPasswordReset();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.mutate(email, {
      onSuccess: (message) => setSentMessage(message),
      onError: (error) => setErrorMessage(error.message),
    });
  }

  return (
    <AuthCard>
      <AuthHeading>Forgot Password</AuthHeading>
      <AuthLead>
        Enter the e-mail address of your account and we will send you a link to set a new password.
      </AuthLead>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          <EmailField
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
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
            {reset.isPending ? 'Sending…' : 'Send Reset Link'}
          </Button>
        </Stack>
      </form>
      <FormFooterText>
        Remembered it? <Link to={ROUTES.login}>Back to Login</Link>
      </FormFooterText>
      <Dialog
        open={sentMessage !== null}
        onClose={() => setSentMessage(null)}
        aria-labelledby="reset-sent-title"
        aria-describedby="reset-sent-text"
      >
        <DialogTitle id="reset-sent-title">Check your e-mail</DialogTitle>
        <DialogContent>
          <DialogContentText id="reset-sent-text">{sentMessage}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSentMessage(null)} variant="contained" autoFocus>
            OK
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
