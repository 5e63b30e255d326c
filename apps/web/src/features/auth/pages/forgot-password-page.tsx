import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ROUTES } from '@neetmentor/contract';
import { LazyErrorDialog } from '../../../components/lazy-error-dialog.tsx';
import { usePageHead } from '../../../lib/page-head.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthCard, AuthHeading, AuthLead, FormFooterText } from '../components/auth-card.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { useTypedBeforeHydration, type TypedValues } from '../../../lib/typed-before-hydration.ts';

// The answer's dialog loads once there is an answer: the prerendered screen does without MUI's Dialog.
const ResetLinkSentDialog = lazy(() =>
  import('../components/reset-link-sent-dialog.tsx').then((m) => ({ default: m.ResetLinkSentDialog })),
);

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
  // A second press before the first answer would mail a second link. (A ref of its own, not the shared
  // useOneAtATime, whose module would be one more script for this public page to fetch.)
  const sending = useRef(false);
  const sentDialogLoaded = useOpenedOnce(sentMessage !== null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    reset.mutate(email, {
      onSettled: () => {
        sending.current = false;
      },
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
      {sentDialogLoaded && (
        <Suspense fallback={null}>
          <ResetLinkSentDialog
            open={sentMessage !== null}
            message={sentMessage}
            onClose={() => setSentMessage(null)}
          />
        </Suspense>
      )}
      <LazyErrorDialog
        open={errorMessage !== null}
        message={errorMessage ?? undefined}
        onClose={() => setErrorMessage(null)}
      />
    </AuthCard>
  );
}
