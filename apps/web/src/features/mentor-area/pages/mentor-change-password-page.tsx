import { ChangePasswordPage } from '../../../components/change-password-page.tsx';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { useChangeMentorPassword } from '../api/change-mentor-password.ts';

/** /mentor-dashboard/change-password. */
export function MentorChangePasswordPage() {
  const { id } = useSignedIn();
  return (
    <ChangePasswordPage
      description="Use at least 8 characters. Other devices signed in to your account are signed out."
      mutation={useChangeMentorPassword(id)}
    />
  );
}
