import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changePasswordSchema } from '@neetmentor/contract';
import { setServerErrors } from '../lib/field-errors.ts';
import { useOneAtATime } from '../lib/use-one-at-a-time.ts';
import { useTimedMessage } from '../lib/use-timed-message.ts';
import { ErrorDialog } from './error-dialog.tsx';
import { PasswordField } from './password-field.tsx';
import { registerField } from './text-field.tsx';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/error-text.ts';

export type PasswordChange = {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
};

interface ChangePasswordFormProps {
  /** The role's change-password hook, which keeps this device signed in with the fresh token it gets. */
  mutation: UseMutationResult<{ token: string }, Error, PasswordChange>;
  /** Extra buttons next to Save, such as a way back to the profile. */
  extraActions?: ReactNode;
}

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };
export const PASSWORD_CHANGED_MESSAGE = 'Password Changed Successfully';

/**
 * Old, new and confirm password (spec part 1 §5, part 2 §8), checked with the server's rules before
 * sending; the role's hook stores the fresh token the change answers with. Success shows for 4 seconds; either way the three
 * fields are cleared. A refusal shows the server's message, and a field it names (a new password equal to
 * the current one) stays marked with the reason.
 */
export function ChangePasswordForm({ mutation, extraActions }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const success = useTimedMessage();
  // Two changes at once would each be answered, one of them wrongly as done.
  const oneAtATime = useOneAtATime();

  function submit(change: PasswordChange) {
    oneAtATime.run((settle) =>
      mutation.mutate(change, {
        onSettled: settle,
        onSuccess: () => {
          form.reset();
          success.show(t('changePassword.changed'), 'success');
        },
        onError: (error) => {
          form.reset();
          setServerErrors(form, error);
          success.clear();
          setErrorMessage(errorText(error));
        },
      }),
    );
  }

  function field(name: keyof PasswordChange) {
    return { ...registerField(form, name), required: true, fullWidth: true };
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Stack spacing={2.5}>
        <PasswordField
          label={t('changePassword.old')}
          autoComplete="current-password"
          {...field('oldPassword')}
        />
        <PasswordField
          label={t('changePassword.new')}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordField
          label={t('changePassword.confirm')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <div role="status">
          {success.message && (
            <Alert severity="success" role="none">
              {success.message.text}
            </Alert>
          )}
        </div>
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
            {mutation.isPending ? t('changePassword.saving') : t('changePassword.submit')}
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
