import { ChangePasswordPage } from '../../../components/change-password-page.tsx';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { useChangeAdminPassword } from '../api/change-admin-password.ts';

/** /admin-dashboard/admin-change-password. */
export function AdminChangePasswordPage() {
  const { id } = useSignedIn();
  return (
    <ChangePasswordPage
      description="Use at least 8 characters. Other devices signed in to the admin account are signed out."
      mutation={useChangeAdminPassword(id)}
    />
  );
}
