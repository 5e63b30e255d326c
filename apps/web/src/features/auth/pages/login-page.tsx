import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { PUBLIC_PAGE_TEXT, type UserType } from '@neetmentor/contract';
import { ErrorDialog } from '../../../components/error-dialog.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { saveAuth } from '../../../lib/auth-storage.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { logInMentor } from '../api/log-in-mentor.ts';
import { logInStudent } from '../api/log-in-student.ts';
import { AuthCard, AuthHeading, FormFooterText } from '../components/auth-card.tsx';
import { RoleTabs, useRememberedRole } from '../components/role-tabs.tsx';
import { SessionEndedNotice } from '../components/session-ended-notice.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { HydratedFieldset } from '../../../components/hydrated-fieldset.tsx';

export const LINKEDIN_FAILED_MESSAGE = 'LinkedIn sign-in failed. Please try again.';

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

interface Credentials {
  role: UserType;
  email: string;
  password: string;
  rememberMe: boolean;
}

async function logIn({ role, ...credentials }: Credentials) {
  if (role === 'Student') {
    const { token, studentId } = await logInStudent(credentials);
    saveAuth({ auth: token, userId: studentId, userType: 'Student' }, credentials.rememberMe);
    return '/search-mentor';
  }
  const { token, mentorId } = await logInMentor(credentials);
  saveAuth({ auth: token, userId: mentorId, userType: 'Mentor' }, credentials.rememberMe);
  return '/mentor-dashboard';
}

/** /login (spec part 1 §2): students and verified mentors sign in with e-mail and password. */
export function LoginPage() {
  usePageHead(PUBLIC_PAGE_TEXT['/login']);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [role, setRole] = useRememberedRole();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (destination) => navigate(destination, { replace: true }),
    onError: (error) => {
      setEmail('');
      setPassword('');
      setErrorMessage(error.message);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.mutate({ role, email, password, rememberMe });
  }

  const linkedInFailed = new URLSearchParams(search).get('signIn') === 'failed';

  return (
    <AuthCard>
      <RoleTabs role={role} onChange={setRole}>
        <AuthHeading sx={{ mb: 3 }}>
          {role === 'Student' ? 'LOGIN AS STUDENT' : 'LOGIN AS MENTOR'}
        </AuthHeading>
        {linkedInFailed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {LINKEDIN_FAILED_MESSAGE}
          </Alert>
        )}
        <SessionEndedNotice />
        <form onSubmit={submit} noValidate>
          <HydratedFieldset>
            <Stack spacing={2.5}>
              <EmailField
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
              <OptionsRow>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={rememberMe}
                      onChange={(event) => setRememberMe(event.target.checked)}
                    />
                  }
                  label="Remember Me"
                />
                <Link to="/login/forgot-password">Forgot Password ?</Link>
              </OptionsRow>
              <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending}>
                {login.isPending ? 'Logging in…' : 'Login'}
              </Button>
            </Stack>
          </HydratedFieldset>
        </form>
        {role === 'Student' ? (
          <SocialSignIn onError={setErrorMessage} />
        ) : (
          <Note>Only Verified mentors can login</Note>
        )}
        <FormFooterText>
          Don’t Have an Account? <Link to="/signup">Join Now as {role}</Link>
        </FormFooterText>
      </RoleTabs>
      <ErrorDialog
        open={errorMessage !== null}
        message={errorMessage ?? undefined}
        onClose={() => setErrorMessage(null)}
      />
    </AuthCard>
  );
}
