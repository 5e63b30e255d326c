import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { PageLoading } from '../../../components/page-loading.tsx';
import { SiteLanguageChoice } from '../../../components/site-language-choice.tsx';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useChangeStudentPassword } from '../api/change-student-password.ts';
import { useStudentDetails } from '../api/get-student-details.ts';
import { AccountDetails } from './account-details.tsx';
import { GuardianSection } from './guardian-section.tsx';

// The forms and their checks come when first asked for: the details are what the tab opens on.
const EditProfileForm = lazy(() =>
  import('./edit-profile-form.tsx').then((module) => ({ default: module.EditProfileForm })),
);
const ChangePasswordForm = lazy(() =>
  import('../../../components/change-password-form.tsx').then((module) => ({
    default: module.ChangePasswordForm,
  })),
);

/** Below the details, set apart by a rule. */
const LanguageSection = styled(SiteLanguageChoice)(({ theme }) => ({
  marginTop: theme.spacing(4),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${theme.palette.divider}`,
}));

/** The Account Information tab: details, Edit Profile and Change password, one at a time. */
export function AccountInformation({ studentId }: { studentId: string }) {
  const { t } = useTranslation('student');
  const details = useStudentDetails(studentId);
  const changePassword = useChangeStudentPassword(studentId);
  const [mode, setMode] = useState<'view' | 'edit' | 'password'>('view');
  const saved = useTimedMessage();

  if (details.isPending) return <PageLoading />;
  if (details.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void details.refetch()}>
            {t('actions.tryAgain')}
          </Button>
        }
      >
        {t('account.loadFailed')}
      </Alert>
    );
  }

  const student = details.data;
  if (mode === 'edit') {
    return (
      <Suspense fallback={<PageLoading />}>
        <EditProfileForm
          student={student}
          onDone={(wasSaved) => {
            setMode('view');
            if (wasSaved) saved.show(t('account.saved'), 'success');
          }}
        />
      </Suspense>
    );
  }
  if (mode === 'password') {
    return (
      <>
        <h2 style={{ margin: '0 0 20px', fontSize: '1.25rem' }}>{t('account.changePassword')}</h2>
        <Suspense fallback={<PageLoading />}>
          <ChangePasswordForm
            mutation={changePassword}
            extraActions={
              <Button size="large" onClick={() => setMode('view')}>
                {t('account.backToProfile')}
              </Button>
            }
          />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <div role="status">
        {saved.message && (
          <Alert severity="success" role="none" sx={{ mb: 3 }}>
            {saved.message.text}
          </Alert>
        )}
      </div>
      <AccountDetails
        student={student}
        onEdit={() => setMode('edit')}
        onChangePassword={() => setMode('password')}
      />
      <GuardianSection student={student} />
      <LanguageSection />
    </>
  );
}
