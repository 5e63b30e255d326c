import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { SIGNUP_PAGE_TEXT, ROUTES } from '@neetmentor/contract';
import { LazyErrorDialog } from '../../../components/lazy-error-dialog.tsx';
import { usePageHead } from '../../../lib/page-head.ts';
import { AuthCard, AuthHeading, AuthLead, FormFooterText } from '../components/auth-card.tsx';
import { MentorSignupForm } from '../components/mentor-signup-form.tsx';
import { RoleTabs, useRememberedRole } from '../components/role-tabs.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { StudentSignupForm } from '../components/student-signup-form.tsx';

/** /signup (spec part 1 §2): a student account, or step one of a mentor application. */
export function SignupPage() {
  usePageHead(SIGNUP_PAGE_TEXT);
  const [role, setRole] = useRememberedRole();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  return (
    <AuthCard>
      <RoleTabs role={role} onChange={setRole}>
        <AuthHeading>
          {role === 'Student' ? 'CREATE ACCOUNT AS STUDENT' : 'CREATE ACCOUNT AS MENTOR'}
        </AuthHeading>
        <AuthLead>
          {role === 'Student'
            ? 'Book one-on-one sessions with MBBS students who cracked NEET.'
            : 'Guide NEET aspirants. Step one of two: your account details.'}
        </AuthLead>
        <Suspense fallback={null}>
          {role === 'Student' ? (
            <StudentSignupForm onTypedBeforeHydration={() => setRole('Student')} />
          ) : (
            <MentorSignupForm />
          )}
        </Suspense>
        <Suspense fallback={null}>
          {role === 'Student' && <SocialSignIn onError={setErrorMessage} />}
        </Suspense>
        <FormFooterText>
          Already have an account? <Link to={ROUTES.login}>Login</Link>
        </FormFooterText>
      </RoleTabs>
      <LazyErrorDialog
        open={errorMessage !== null}
        message={errorMessage ?? undefined}
        onClose={() => setErrorMessage(null)}
      />
    </AuthCard>
  );
}
