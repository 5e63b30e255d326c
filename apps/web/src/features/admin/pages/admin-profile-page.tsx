import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { adminUpdateFieldsSchema, type AdminProfile } from '@neetmentor/contract';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAdminDetails } from '../api/get-admin-details.ts';
import { useUpdateAdminDetails } from '../api/update-admin-details.ts';
import { pictureProblem } from '../picture-problem.ts';

const Card = styled('div')(({ theme }) => ({
  maxWidth: 560,
  padding: theme.spacing(3, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

const PASSWORD_NEEDED = 'Your current password is required to change the e-mail address.';

function ProfileForm({ admin }: { admin: AdminProfile }) {
  const { id } = useSignedIn();
  const form = useForm({ email: admin.email, currentPassword: '' });
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useTimedMessage();
  const update = useUpdateAdminDetails(id);
  const emailChanged = form.values.email.trim().toLowerCase() !== admin.email.toLowerCase();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setPictureError(undefined);
    saved.clear();
    if (!form.validate(adminUpdateFieldsSchema)) return;
    if (emailChanged && !form.values.currentPassword) {
      form.setErrors({ currentPassword: PASSWORD_NEEDED });
      return;
    }
    if (!emailChanged && !picture) {
      setFailure('Nothing to save: choose a new picture or change the e-mail address.');
      return;
    }
    update.mutate(
      {
        email: form.values.email.trim(),
        currentPassword: emailChanged ? form.values.currentPassword : '',
        profilePicture: picture,
      },
      {
        onSuccess: (profile) => {
          form.reset({ email: profile.email, currentPassword: '' });
          setPicture(null);
          saved.show('Your profile has been saved.', 'success');
        },
        onError: (error) => {
          if (hasErrorCode(error, 'PASSWORD_REJECTED')) {
            form.setErrors({ currentPassword: error.message });
            return;
          }
          if (hasErrorCode(error, 'EMAIL_TAKEN')) {
            form.setErrors({ email: error.message });
            return;
          }
          const pictureMessage = pictureProblem(error, 'profilePicture');
          setPictureError(pictureMessage);
          if (!form.showErrors(error) && !pictureMessage) setFailure(error.message);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Admin profile">
      <Stack spacing={2.5}>
        <ImagePicker
          label="Profile picture"
          shape="circle"
          file={picture}
          currentUrl={admin.profilePicture}
          onChange={(file) => {
            setPictureError(undefined);
            setPicture(file);
          }}
          error={pictureError}
        />
        <TextField
          label="Name"
          value={admin.name}
          fullWidth
          helperText="The name cannot be changed here."
          slotProps={{ htmlInput: { readOnly: true } }}
          sx={{ '& .MuiInputBase-root': { bgcolor: '#f1f5f9' } }}
        />
        <TextField
          {...form.field('email')}
          type="email"
          label="Email"
          autoComplete="email"
          required
          fullWidth
        />
        {emailChanged && (
          <PasswordField
            {...form.field('currentPassword')}
            label="Current password"
            autoComplete="current-password"
            required
            fullWidth
            helperText={
              form.errors.currentPassword ?? 'Needed to change the e-mail address, where password resets go.'
            }
          />
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {saved.message && (
          <Alert severity="success" role="status">
            {saved.message.text}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </Stack>
    </form>
  );
}

/** /admin-dashboard/admin-profile-setting: the picture and e-mail address; the name is read-only. */
export function AdminProfilePage() {
  const { id } = useSignedIn();
  const details = useAdminDetails(id);
  let content;
  if (details.isPending) content = <PageLoading />;
  else if (details.isError)
    content = (
      <LoadFailure
        what="Your profile could not be loaded."
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
    <DashboardPageFrame
      title="Profile Settings"
      lead="Your picture in the header and the address you sign in with."
    >
      {content}
    </DashboardPageFrame>
  );
}
