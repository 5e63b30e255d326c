import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { replaceToken } from '../lib/auth-storage.ts';
import { useTimedMessage } from '../lib/use-timed-message.ts';
import { ErrorDialog } from './error-dialog.tsx';
import { PasswordField } from './password-field.tsx';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

interface ChangePasswordFormProps {
  /** The role's change-password call; the server answers with a fresh token for this device. */
  changePassword: (change: PasswordChange) => Promise<{ token: string }>;
  /** Extra buttons next to Save, such as a way back to the profile. */
  extraActions?: ReactNode;
}

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };
export const PASSWORD_CHANGED_MESSAGE = 'Password Changed Successfully';

/**
 * Old, new and confirm password (spec part 1 §5, part 2 §8); the server checks the rules. Changing the
 * password ends every session, this one included, so the fresh token replaces the stored one at once.
 * Success shows for 4 seconds; either way the three fields are cleared.
 */
export function ChangePasswordForm({ changePassword, extraActions }: ChangePasswordFormProps) {
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const success = useTimedMessage();
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      replaceToken(token);
      setValues(EMPTY);
      success.show(PASSWORD_CHANGED_MESSAGE, 'success');
    },
    onError: (error) => {
      setValues(EMPTY);
      success.clear();
      setErrorMessage(error.message);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.mutate(values);
  }

  function field(name: keyof PasswordChange) {
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      required: true,
      fullWidth: true,
    };
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2.5}>
        <PasswordField label="Old Password" autoComplete="current-password" {...field('oldPassword')} />
        <PasswordField label="New Password" autoComplete="new-password" {...field('newPassword')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
        <div role="status">
          {success.message && (
            <Alert severity="success" role="none">
              {success.message.text}
            </Alert>
          )}
        </div>
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving…' : 'Change Password'}
          </Button>
          {extraActions}
        </Stack>
      </Stack>
      <ErrorDialog
        open={errorMessage !== null}
        message={errorMessage ?? undefined}
        onClose={() => setErrorMessage(null)}
      />
    </form>
  );
}
