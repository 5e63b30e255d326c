import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  GENDERS,
  STUDENT_CLASSES,
  studentEditStamp,
  studentUpdateFieldsSchema,
  type StudentProfile,
} from '@neetmentor/contract';
import { ErrorDialog } from '../../../components/error-dialog.tsx';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { NativeSelect } from '../../../components/native-select.tsx';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useUpdateStudentDetails } from '../api/update-student-details.ts';

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
  dateOfBirth: string;
  profilePicture: File | null;
};

/** The request's rules for what this form edits; the e-mail address and the stamp come from the profile. */
const profileFormSchema = studentUpdateFieldsSchema
  .omit({ email: true, studentId: true, editedFrom: true })
  .extend({ profilePicture: z.instanceof(File).nullable() });

/** Edit Profile (spec part 1 §3): the e-mail is shown but cannot change here; the picture is optional. */
export function EditProfileForm({ student, onDone }: EditProfileFormProps) {
  const { t } = useTranslation('student');
  const errorText = useErrorText();
  const form = useForm<Values>({
    // The profile is sent as typed (the server reads the same text) once the rules accept it. The fields
    // hold text ('' for a select not chosen yet), wider than the schema's input type names.
    resolver: zodResolver(profileFormSchema, undefined, { raw: true }) as unknown as Resolver<Values>,
    defaultValues: {
      username: student.username,
      firstName: student.firstName,
      lastName: student.lastName,
      number: student.number ?? '',
      currentClass: student.currentClass ?? '',
      gender: student.gender ?? '',
      dateOfBirth: student.dateOfBirth ?? '',
      profilePicture: null,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const update = useUpdateStudentDetails(student._id);
  // The profile this form opened with, as a stamp: a save made meanwhile elsewhere is refused, not undone.
  const [editedFrom] = useState(() => studentEditStamp(student));
  const oneAtATime = useOneAtATime();

  const submit = form.handleSubmit((values) =>
    oneAtATime.run((settle) =>
      update.mutate(
        { ...values, email: student.email, editedFrom },
        {
          onSettled: settle,
          onSuccess: () => onDone(true),
          onError: (error) => {
            if (setServerErrors(form, error, 'profilePicture').marked === 0)
              setErrorMessage(errorText(error));
          },
        },
      ),
    ),
  );

  function field(name: Exclude<keyof Values, 'profilePicture'>) {
    const { ref, ...bound } = form.register(name);
    const error = errors[name]?.message;
    return { ...bound, inputRef: ref, error: Boolean(error), helperText: error, fullWidth: true };
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2.5}>
        <Controller
          control={form.control}
          name="profilePicture"
          render={({ field: picture, fieldState }) => (
            <ImagePicker
              label={t('fields.picture')}
              shape="circle"
              file={picture.value}
              currentUrl={student.profilePicture}
              onChange={picture.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label={t('fields.email')}
          name="email"
          value={student.email}
          fullWidth
          helperText={t('edit.emailFixed')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          label={t('fields.username')}
          required
          {...field('username')}
          slotProps={{ htmlInput: { autoCapitalize: 'none', autoComplete: 'username' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            label={t('fields.firstName')}
            required
            {...field('firstName')}
            slotProps={{ htmlInput: { autoComplete: 'given-name' } }}
          />
          <TextField
            label={t('fields.lastName')}
            required
            {...field('lastName')}
            slotProps={{ htmlInput: { autoComplete: 'family-name' } }}
          />
        </Stack>
        <TextField
          label={t('fields.number')}
          type="tel"
          {...field('number')}
          slotProps={{ htmlInput: { autoComplete: 'tel', inputMode: 'tel' } }}
        />
        <TextField
          label={t('fields.dateOfBirth')}
          type="date"
          {...field('dateOfBirth')}
          helperText={errors.dateOfBirth?.message ?? t('edit.dateOfBirthHint')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { autoComplete: 'bday' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <NativeSelect label={t('fields.class')} options={STUDENT_CLASSES} {...field('currentClass')} />
          <NativeSelect label={t('fields.gender')} options={GENDERS} {...field('gender')} />
        </Stack>
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || update.isPending}>
            {update.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
          <Button size="large" onClick={() => onDone(false)} disabled={update.isPending}>
            {t('actions.cancel')}
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
