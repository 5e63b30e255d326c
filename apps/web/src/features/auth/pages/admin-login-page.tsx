import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ROUTES } from '@neetmentor/contract';
import { LazyErrorDialog } from '../../../components/lazy-error-dialog.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { useLogInAdmin } from '../api/log-in-admin.ts';
import { AuthCard, AuthHeading, AuthLead } from '../components/auth-card.tsx';
import { SessionEndedNotice } from '../components/session-ended-notice.tsx';
import { useTypedBeforeHydration, type TypedValues } from '../../../lib/typed-before-hydration.ts';

export const ADMIN_LOGIN_FAILED_MESSAGE = 'Invalid email or password';

/** A refusal of the credentials reads as the spec's one sentence; rate limits and network trouble keep their own. */
function describeFailure(error: Error): string {
  if (hasErrorCode(error, 'INVALID_CREDENTIALS') || hasErrorCode(error, 'VALIDATION_FAILED'))
    return ADMIN_LOGIN_FAILED_MESSAGE;
  return error.message;
}

/** /admin/login (spec part 2 §2). */
export function AdminLoginPage() {
  usePageHead({ title: 'Admin Login' });
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const adoptTyped = useCallback(({ texts }: TypedValues) => {
    if (texts.email !== undefined) setEmail(texts.email);
    if (texts.password !== undefined) setPassword(texts.password);
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(formRef, adoptTyped);
  const login = useLogInAdmin();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.mutate(
      { email, password },
      {
        onSuccess: () => navigate(ROUTES.adminDashboard, { replace: true }),
        onError: (error) => {
          setPassword('');
          setErrorMessage(describeFailure(error));
        },
      },
    );
  }

  return (
    <AuthCard>
      <AuthHeading>Admin Login</AuthHeading>
      <AuthLead>Sign in to operate the platform.</AuthLead>
      <SessionEndedNotice />
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          <EmailField
            autoComplete="username"
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            fullWidth
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
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
            {login.isPending ? 'Logging in…' : 'Login'}
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
