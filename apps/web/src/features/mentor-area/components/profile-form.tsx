import { useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import {
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
import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';
import { toFieldErrors } from '../../../lib/field-errors.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useUpdateMentorDetails } from '../api/update-mentor-details.ts';
import { LanguagePicker } from './language-picker.tsx';

export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';
const FIX_FIELDS_MESSAGE = 'Some details need a change: see the marked fields.';

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
};

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

/** The picture's own message: a refused file (415, too large) or the server naming the field. */
function pictureProblem(error: Error): string | undefined {
  if (hasErrorCode(error, 'UNSUPPORTED_MEDIA_TYPE') || hasErrorCode(error, 'PAYLOAD_TOO_LARGE'))
    return error.message;
  return error instanceof ApiError ? toFieldErrors(error.fieldErrors).profilePicture : undefined;
}

function languagesProblem(error: Error): string | undefined {
  return error instanceof ApiError ? toFieldErrors(error.fieldErrors).languages : undefined;
}

/**
 * The mentor's profile (spec part 2 §2, §5): the fields students see, checked with the contract's rules
 * before sending, and the server's per-field answer shown under each field. The e-mail address, NEET score
 * and exam year are shown but cannot change here.
 */
export function ProfileForm({ mentor }: { mentor: MentorProfile }) {
  const form = useForm<Values>(() => valuesOf(mentor));
  const [languages, setLanguages] = useState<string[]>(mentor.languages);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>(undefined);
  const [languagesError, setLanguagesError] = useState<string | undefined>(undefined);
  const [fixFields, setFixFields] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const saved = useTimedMessage();
  const update = useUpdateMentorDetails(mentor._id);
  // The profile this form shows, as a stamp: a save made meanwhile elsewhere is refused, not undone.
  const [editedFrom, setEditedFrom] = useState(() => mentorEditStamp(mentor));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saved.clear();
    setPictureError(undefined);
    setLanguagesError(undefined);
    const checked = form.validate(mentorUpdateFieldsSchema, {
      ...form.values,
      email: mentor.email,
      languages,
    });
    setFixFields(!checked);
    if (!checked) return;
    update.mutate(
      { ...form.values, email: mentor.email, languages, profilePicture: picture, editedFrom },
      {
        onSuccess: (profile) => {
          form.reset(valuesOf(profile));
          setEditedFrom(mentorEditStamp(profile));
          setLanguages(profile.languages);
          setPicture(null);
          saved.show(PROFILE_SAVED_MESSAGE, 'success');
        },
        onError: (error) => {
          const pictureMessage = pictureProblem(error);
          const languagesMessage = languagesProblem(error);
          setPictureError(pictureMessage);
          setLanguagesError(languagesMessage);
          const marked = form.showErrors(error) || Boolean(pictureMessage) || Boolean(languagesMessage);
          setFixFields(marked);
          if (!marked) setErrorMessage(error.message);
        },
      },
    );
  }

  function field(name: keyof Values) {
    return { ...form.field(name), fullWidth: true };
  }

  const about = field('about');
  const airRank = field('airRank');

  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack spacing={2.5}>
        <ImagePicker
          label="Profile Picture"
          shape="circle"
          file={picture}
          currentUrl={mentor.profilePicture}
          onChange={(file) => {
            setPictureError(undefined);
            setPicture(file);
          }}
          error={pictureError}
        />
        <Row>
          <TextField
            label="First Name"
            required
            {...field('firstName')}
            slotProps={{ htmlInput: { autoComplete: 'given-name', maxLength: 60 } }}
          />
          <TextField
            label="Last Name"
            required
            {...field('lastName')}
            slotProps={{ htmlInput: { autoComplete: 'family-name', maxLength: 60 } }}
          />
        </Row>
        <TextField
          label="Email"
          name="email"
          value={mentor.email}
          helperText="Your e-mail address is your login and cannot be changed here."
          {...readOnlyProps}
        />
        <Row>
          <TextField
            label="Phone Number"
            type="tel"
            required
            {...field('number')}
            slotProps={{ htmlInput: { autoComplete: 'tel-national', inputMode: 'tel' } }}
          />
          <TextField
            label="AIR Rank"
            {...airRank}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              form.setValues((current) => ({ ...current, airRank: event.target.value.replace(/\D/g, '') }))
            }
            helperText={airRank.helperText ?? 'Optional: your All India Rank, digits only.'}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 7 } }}
          />
        </Row>
        <Row>
          <TextField
            label="City"
            required
            {...field('city')}
            slotProps={{ htmlInput: { autoComplete: 'address-level2', maxLength: 60 } }}
          />
          <NativeSelect label="State" required options={STATES} {...field('state')} />
        </Row>
        <Row>
          <NativeSelect
            label="Year of Education"
            required
            options={YEARS_OF_EDUCATION}
            {...field('yearOfEducation')}
          />
          <NativeSelect label="Gender" required options={GENDERS} {...field('gender')} />
        </Row>
        <Row>
          <TextField
            label="NEET Score"
            name="neetScore"
            value={mentor.neetScore ?? ''}
            helperText="From your verified score card."
            {...readOnlyProps}
          />
          <TextField
            label="NEET Exam Year"
            name="neetExamYear"
            value={mentor.neetExamYear ?? ''}
            helperText="From your verified score card."
            {...readOnlyProps}
          />
        </Row>
        <LanguagePicker
          languages={languages}
          onChange={(next) => {
            setLanguagesError(undefined);
            setLanguages(next);
          }}
          error={languagesError}
        />
        <TextField
          label="About"
          multiline
          minRows={4}
          {...about}
          helperText={about.helperText ?? `${about.value.length} / ${MENTOR_ABOUT_MAX_LENGTH} characters`}
          slotProps={{ htmlInput: { maxLength: MENTOR_ABOUT_MAX_LENGTH } }}
        />
        <div role="status">
          {saved.message && (
            <Alert severity="success" role="none">
              {saved.message.text}
            </Alert>
          )}
        </div>
        {fixFields && <Alert severity="error">{FIX_FIELDS_MESSAGE}</Alert>}
        <div>
          <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save Changes'}
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
