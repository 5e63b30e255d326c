import { useTranslation } from 'react-i18next';
import { ChangePasswordPage } from '../../../components/change-password-page.tsx';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { useChangeMentorPassword } from '../api/change-mentor-password.ts';

/** /mentor-dashboard/change-password. */
export function MentorChangePasswordPage() {
  const { t } = useTranslation('mentor');
  const { id } = useSignedIn();
  return (
    <ChangePasswordPage
      description={t('changePassword.description')}
      mutation={useChangeMentorPassword(id)}
    />
  );
}
