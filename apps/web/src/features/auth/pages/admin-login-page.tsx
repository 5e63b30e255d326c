import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ErrorDialog } from '../../../components/error-dialog.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { saveAuth } from '../../../lib/auth-storage.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { logInAdmin } from '../api/log-in-admin.ts';
import { AuthCard, AuthHeading, AuthLead } from '../components/auth-card.tsx';
import { SessionEndedNotice } from '../components/session-ended-notice.tsx';
import { HydratedFieldset } from '../../../components/hydrated-fieldset.tsx';

export const ADMIN_LOGIN_FAILED_MESSAGE = 'Invalid email or password';

/** A refusal of the credentials reads as the spec's one sentence; rate limits and network trouble keep their own. */
function describeFailure(error: Error): string {
  if (error instanceof ApiError && [400, 401, 403].includes(error.statusCode))
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
  const login = useMutation({
    mutationFn: logInAdmin,
    onSuccess: ({ token, userid }) => {
      saveAuth({ auth: token, adminId: userid }, false);
      navigate('/admin-dashboard', { replace: true });
    },
    onError: (error) => {
      setPassword('');
      setErrorMessage(describeFailure(error));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.mutate({ email, password });
  }

  return (
    <AuthCard>
      <AuthHeading>Admin Login</AuthHeading>
      <AuthLead>Sign in to operate the platform.</AuthLead>
      <SessionEndedNotice />
      <form onSubmit={submit} noValidate>
        <HydratedFieldset>
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
            <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending}>
              {login.isPending ? 'Logging in…' : 'Login'}
            </Button>
          </Stack>
        </HydratedFieldset>
      </form>
      <ErrorDialog
        open={errorMessage !== null}
        message={errorMessage ?? undefined}
        onClose={() => setErrorMessage(null)}
      />
    </AuthCard>
  );
}
