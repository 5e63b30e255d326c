import { useTranslation } from 'react-i18next';
import { ChangePasswordPage } from '../../../components/change-password-page.tsx';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { useChangeAdminPassword } from '../api/change-admin-password.ts';

/** /admin-dashboard/admin-change-password. */
export function AdminChangePasswordPage() {
  const { t } = useTranslation('admin');
  const { id } = useSignedIn();
  return (
    <ChangePasswordPage description={t('changePassword.description')} mutation={useChangeAdminPassword(id)} />
  );
}
