import { Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('auth');
  const [role, setRole] = useRememberedRole();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  return (
    <AuthCard>
      <RoleTabs role={role} onChange={setRole}>
        <AuthHeading>{t('signup.heading', { role })}</AuthHeading>
        <AuthLead>{role === 'Student' ? t('signup.studentLead') : t('signup.mentorLead')}</AuthLead>
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
          <Trans t={t} i18nKey="signup.haveAccount" components={{ loginLink: <Link to={ROUTES.login} /> }} />
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
