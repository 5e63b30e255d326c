import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminUpdateFieldsSchema, type AdminProfile } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { SiteLanguageChoice } from '../../../components/site-language-choice.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useValidationText } from '../../../i18n/validation-text.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAdminDetails } from '../api/get-admin-details.ts';
import { useUpdateAdminDetails } from '../api/update-admin-details.ts';

const Card = styled('div')(({ theme }) => ({
  maxWidth: 560,
  padding: theme.spacing(3, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

/** The request's fields and the picture; a new address needs the current password (the account's key). */
function profileFormSchema(savedEmail: string, t: TFunction<'admin'>) {
  return adminUpdateFieldsSchema
    .pick({ email: true, currentPassword: true })
    .extend({ profilePicture: z.instanceof(File).nullable() })
    .superRefine(({ email, currentPassword }, context) => {
      if (email !== savedEmail.toLowerCase() && !currentPassword)
        context.addIssue({ code: 'custom', path: ['currentPassword'], message: t('profile.passwordNeeded') });
    });
}

function ProfileForm({ admin }: { admin: AdminProfile }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const validationText = useValidationText();
  const { id } = useSignedIn();
  const form = useForm({
    resolver: zodResolver(profileFormSchema(admin.email, t)),
    defaultValues: { email: admin.email, currentPassword: '', profilePicture: null },
  });
  const { errors, isSubmitting } = form.formState;
  const saved = useTimedMessage();
  const update = useUpdateAdminDetails(id);
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== admin.email.toLowerCase();
  const { ref: emailRef, ...emailField } = form.register('email');
  const { ref: passwordRef, ...passwordField } = form.register('currentPassword');

  const submit = form.handleSubmit(({ email, currentPassword = '', profilePicture }) => {
    saved.clear();
    if (!emailChanged && !profilePicture) {
      form.setError('root', {
        message: t('profile.nothingToSave'),
      });
      return;
    }
    update.mutate(
      { email, currentPassword: emailChanged ? currentPassword : '', profilePicture },
      {
        onSuccess: (profile) => {
          form.reset({ email: profile.email, currentPassword: '', profilePicture: null });
          saved.show(t('profile.saved'), 'success');
        },
        onError: (error) => {
          if (hasErrorCode(error, 'PASSWORD_REJECTED'))
            form.setError('currentPassword', { message: errorText(error) });
          else if (hasErrorCode(error, 'EMAIL_TAKEN')) form.setError('email', { message: errorText(error) });
          else if (setServerErrors(form, error, 'profilePicture').marked === 0)
            form.setError('root', { message: errorText(error) });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.formLabel')}>
      <Stack spacing={2.5}>
        <Controller
          control={form.control}
          name="profilePicture"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t('profile.picture')}
              shape="circle"
              file={field.value}
              currentUrl={admin.profilePicture}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label={t('profile.name')}
          value={admin.name}
          fullWidth
          helperText={t('profile.nameHelp')}
          slotProps={{ htmlInput: { readOnly: true } }}
          sx={{ '& .MuiInputBase-root': { bgcolor: '#f1f5f9' } }}
        />
        <TextField
          {...emailField}
          inputRef={emailRef}
          error={Boolean(errors.email)}
          helperText={errors.email?.message ? validationText(errors.email.message) : undefined}
          type="email"
          label={t('profile.email')}
          autoComplete="email"
          required
          fullWidth
        />
        {emailChanged && (
          <PasswordField
            {...passwordField}
            inputRef={passwordRef}
            error={Boolean(errors.currentPassword)}
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            required
            fullWidth
            helperText={
              errors.currentPassword?.message
                ? validationText(errors.currentPassword.message)
                : t('profile.currentPasswordHelp')
            }
          />
        )}
        {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
        {saved.message && (
          <Alert severity="success" role="status">
            {saved.message.text}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || update.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** /admin-dashboard/admin-profile-setting: the picture and e-mail address; the name is read-only. */
export function AdminProfilePage() {
  const { t } = useTranslation('admin');
  const { id } = useSignedIn();
  const details = useAdminDetails(id);
  let content;
  if (details.isPending) content = <PageLoading />;
  else if (details.isError)
    content = (
      <LoadFailure
        what={t('profile.loadFailed')}
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  else
    content = (
      <Card>
        <ProfileForm admin={details.data} />
      </Card>
    );
  return (
    <DashboardPageFrame title={t('profile.title')} lead={t('profile.lead')}>
      {content}
      <Card sx={{ mt: 3 }}>
        <SiteLanguageChoice />
      </Card>
    </DashboardPageFrame>
  );
}
