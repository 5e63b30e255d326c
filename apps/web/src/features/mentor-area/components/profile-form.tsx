import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  formatCount,
  mentorEditStamp,
  GENDERS,
  MENTOR_ABOUT_MAX_LENGTH,
  mentorUpdateFieldsSchema,
  STATES,
  YEARS_OF_EDUCATION,
  type MentorProfile,
} from '@neetmentor/contract';
import { ErrorDialog } from '../../../components/error-dialog.tsx';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { NativeSelect } from '../../../components/native-select.tsx';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useUpdateMentorDetails } from '../api/update-mentor-details.ts';
import { LanguagePicker } from './language-picker.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useValidationText } from '../../../i18n/validation-text.ts';
import { useLanguage } from '../../../i18n/language.ts';

type Values = {
  firstName: string;
  lastName: string;
  number: string;
  city: string;
  state: string;
  yearOfEducation: string;
  gender: string;
  airRank: string;
  about: string;
  languages: string[];
  profilePicture: File | null;
};

/** The request's rules for what this form edits; the e-mail address and the stamp come from the profile. */
const profileFormSchema = mentorUpdateFieldsSchema
  .omit({ email: true, mentorId: true, editedFrom: true })
  .extend({ profilePicture: z.instanceof(File).nullable() });

function valuesOf(mentor: MentorProfile): Values {
  return {
    firstName: mentor.firstName,
    lastName: mentor.lastName,
    number: mentor.number ?? '',
    city: mentor.address.city,
    state: mentor.address.state,
    yearOfEducation: mentor.yearOfEducation ?? '',
    gender: mentor.gender ?? '',
    airRank: mentor.airRank === null ? '' : String(mentor.airRank),
    about: mentor.about ?? '',
    languages: mentor.languages,
    profilePicture: null,
  };
}

/** A value shown but not editable here, greyed so it does not look like a field to fill. */
const readOnlyProps = {
  fullWidth: true,
  slotProps: { htmlInput: { readOnly: true } },
  sx: { '& .MuiInputBase-root': { bgcolor: '#f1f5f9' } },
} as const;

const Row = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
}));

/**
 * The mentor's profile (spec part 2 §2, §5): the fields students see, checked with the contract's rules
 * before sending, and the server's per-field answer shown under each field. The e-mail address, NEET score
 * and exam year are shown but cannot change here.
 */
export function ProfileForm({ mentor }: { mentor: MentorProfile }) {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const errorText = useErrorText();
  const validationText = useValidationText();
  const form = useForm<Values>({
    // The profile is sent as typed (the server reads the same text) once the rules accept it. The fields
    // hold text ('' for a select not chosen yet), wider than the schema's input type names.
    resolver: zodResolver(profileFormSchema, undefined, { raw: true }) as unknown as Resolver<Values>,
    defaultValues: valuesOf(mentor),
  });
  const { errors, isSubmitting } = form.formState;
  const fixFields = Object.keys(errors).some((name) => name !== 'root');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const saved = useTimedMessage();
  const update = useUpdateMentorDetails(mentor._id);
  // The profile this form shows, as a stamp: a save made meanwhile elsewhere is refused, not undone.
  const [editedFrom, setEditedFrom] = useState(() => mentorEditStamp(mentor));

  const submit = form.handleSubmit((values) => {
    saved.clear();
    update.mutate(
      { ...values, email: mentor.email, editedFrom },
      {
        onSuccess: (profile) => {
          form.reset(valuesOf(profile));
          setEditedFrom(mentorEditStamp(profile));
          saved.show(t('profile.form.saved'), 'success');
        },
        onError: (error) => {
          if (setServerErrors(form, error, 'profilePicture').marked === 0) setErrorMessage(errorText(error));
        },
      },
    );
  });

  function field(name: Exclude<keyof Values, 'languages' | 'profilePicture'>) {
    const { ref, ...bound } = form.register(name);
    const error = errors[name]?.message;
    return {
      ...bound,
      inputRef: ref,
      error: Boolean(error),
      helperText: error ? validationText(error) : undefined,
      fullWidth: true,
    };
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.form.label')}>
      <Stack spacing={2.5}>
        <Controller
          control={form.control}
          name="profilePicture"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t('profile.form.picture')}
              shape="circle"
              file={field.value}
              currentUrl={mentor.profilePicture}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Row>
          <TextField
            label={t('profile.form.firstName')}
            required
            {...field('firstName')}
            slotProps={{ htmlInput: { autoComplete: 'given-name', maxLength: 60 } }}
          />
          <TextField
            label={t('profile.form.lastName')}
            required
            {...field('lastName')}
            slotProps={{ htmlInput: { autoComplete: 'family-name', maxLength: 60 } }}
          />
        </Row>
        <TextField
          label={t('profile.form.email')}
          name="email"
          value={mentor.email}
          helperText={t('profile.form.emailHint')}
          {...readOnlyProps}
        />
        <Row>
          <TextField
            label={t('profile.form.phone')}
            type="tel"
            required
            {...field('number')}
            slotProps={{ htmlInput: { autoComplete: 'tel-national', inputMode: 'tel' } }}
          />
          <Controller
            control={form.control}
            name="airRank"
            // Controlled: what is not a digit never shows in the field.
            render={({ field: { ref, onChange, ...airRank }, fieldState }) => (
              <TextField
                label={t('profile.form.airRank')}
                {...airRank}
                inputRef={ref}
                onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
                fullWidth
                error={fieldState.invalid}
                helperText={
                  fieldState.error?.message
                    ? validationText(fieldState.error.message)
                    : t('profile.form.airRankHint')
                }
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 7 } }}
              />
            )}
          />
        </Row>
        <Row>
          <TextField
            label={t('profile.form.city')}
            required
            {...field('city')}
            slotProps={{ htmlInput: { autoComplete: 'address-level2', maxLength: 60 } }}
          />
          <NativeSelect label={t('profile.form.state')} required options={STATES} {...field('state')} />
        </Row>
        <Row>
          <NativeSelect
            label={t('profile.form.yearOfEducation')}
            required
            options={YEARS_OF_EDUCATION}
            {...field('yearOfEducation')}
          />
          <NativeSelect label={t('profile.form.gender')} required options={GENDERS} {...field('gender')} />
        </Row>
        <Row>
          <TextField
            label={t('profile.form.neetScore')}
            name="neetScore"
            value={mentor.neetScore ?? ''}
            helperText={t('profile.form.fromScoreCard')}
            {...readOnlyProps}
          />
          <TextField
            label={t('profile.form.neetExamYear')}
            name="neetExamYear"
            value={mentor.neetExamYear ?? ''}
            helperText={t('profile.form.fromScoreCard')}
            {...readOnlyProps}
          />
        </Row>
        <Controller
          control={form.control}
          name="languages"
          render={({ field, fieldState }) => (
            <LanguagePicker
              languages={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="about"
          // Controlled, for the count of characters under it.
          render={({ field: { ref, ...about }, fieldState }) => (
            <TextField
              label={t('profile.form.about')}
              multiline
              minRows={4}
              {...about}
              inputRef={ref}
              fullWidth
              error={fieldState.invalid}
              helperText={
                fieldState.error?.message
                  ? validationText(fieldState.error.message)
                  : t('profile.form.characters', {
                      typed: formatCount(about.value.length, language),
                      max: formatCount(MENTOR_ABOUT_MAX_LENGTH, language),
                    })
              }
              slotProps={{ htmlInput: { maxLength: MENTOR_ABOUT_MAX_LENGTH } }}
            />
          )}
        />
        <div role="status">
          {saved.message && (
            <Alert severity="success" role="none">
              {saved.message.text}
            </Alert>
          )}
        </div>
        {fixFields && <Alert severity="error">{t('profile.form.fixFields')}</Alert>}
        <div>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || update.isPending}>
            {update.isPending ? t('profile.form.saving') : t('profile.form.save')}
          </Button>
        </div>
      </Stack>
      <ErrorDialog
        open={errorMessage !== null}
        message={errorMessage ?? undefined}
        onClose={() => setErrorMessage(null)}
      />
    </form>
  );
}
