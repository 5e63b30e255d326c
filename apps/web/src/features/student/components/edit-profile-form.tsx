import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GENDERS, STUDENT_CLASSES, studentEditStamp, type StudentProfile } from '@neetmentor/contract';
import { ErrorDialog } from '../../../components/error-dialog.tsx';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { NativeSelect } from '../../../components/native-select.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toFieldErrors } from '../../../lib/field-errors.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useUpdateStudentDetails } from '../api/update-student-details.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';

interface EditProfileFormProps {
  student: StudentProfile;
  onDone: (saved: boolean) => void;
}

type Values = {
  username: string;
  firstName: string;
  lastName: string;
  number: string;
  currentClass: string;
  gender: string;
};

/** Edit Profile (spec part 1 §3): the e-mail is shown but cannot change here; the picture is optional. */
export function EditProfileForm({ student, onDone }: EditProfileFormProps) {
  const form = useForm<Values>({
    username: student.username,
    firstName: student.firstName,
    lastName: student.lastName,
    number: student.number ?? '',
    currentClass: student.currentClass ?? '',
    gender: student.gender ?? '',
  });
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>(undefined);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const update = useUpdateStudentDetails(student._id);
  // The profile this form opened with, as a stamp: a save made meanwhile elsewhere is refused, not undone.
  const [editedFrom] = useState(() => studentEditStamp(student));
  const oneAtATime = useOneAtATime();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    oneAtATime.run((settle) =>
      update.mutate(
        { ...form.values, email: student.email, profilePicture: picture, editedFrom },
        {
          onSettled: settle,
          onSuccess: () => onDone(true),
          onError: (error) => {
            // The picture is a file beside the form's text values, so its message is kept apart.
            const picture =
              error instanceof ApiError ? toFieldErrors(error.fieldErrors).profilePicture : undefined;
            setPictureError(picture);
            if (!form.showErrors(error) && !picture) setErrorMessage(error.message);
          },
        },
      ),
    );
  }

  function field(name: keyof Values) {
    return { ...form.field(name), fullWidth: true };
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2.5}>
        <ImagePicker
          label="Profile Picture"
          shape="circle"
          file={picture}
          currentUrl={student.profilePicture}
          onChange={setPicture}
          error={pictureError}
        />
        <TextField
          label="Email"
          name="email"
          value={student.email}
          fullWidth
          helperText="Your e-mail address cannot be changed here."
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          label="Username"
          required
          {...field('username')}
          slotProps={{ htmlInput: { autoCapitalize: 'none', autoComplete: 'username' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            label="First Name"
            required
            {...field('firstName')}
            slotProps={{ htmlInput: { autoComplete: 'given-name' } }}
          />
          <TextField
            label="Last Name"
            required
            {...field('lastName')}
            slotProps={{ htmlInput: { autoComplete: 'family-name' } }}
          />
        </Stack>
        <TextField
          label="Number"
          type="tel"
          {...field('number')}
          slotProps={{ htmlInput: { autoComplete: 'tel', inputMode: 'tel' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <NativeSelect label="Class" options={STUDENT_CLASSES} {...field('currentClass')} />
          <NativeSelect label="Gender" options={GENDERS} {...field('gender')} />
        </Stack>
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button size="large" onClick={() => onDone(false)} disabled={update.isPending}>
            Cancel
          </Button>
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
