import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { STATES, ROUTES } from '@neetmentor/contract';
import { EmailField } from '../../../components/email-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { readMentorDraft, saveMentorDraft } from '../mentor-application-draft.ts';
import { checkMentorSignup, PASSWORD_MISMATCH_MESSAGE } from '../signup-checks.ts';
import { NameFields } from './name-fields.tsx';
import { NativeSelect } from '../../../components/native-select.tsx';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  city: string;
  state: string;
};

function initialValues(): Values {
  const draft = readMentorDraft();
  return {
    firstName: draft?.firstName ?? '',
    lastName: draft?.lastName ?? '',
    email: draft?.email ?? '',
    password: draft?.password ?? '',
    confirmPassword: draft?.confirmPassword ?? '',
    city: draft?.city ?? '',
    state: draft?.state ?? '',
  };
}

/**
 * Step one of the mentor application (spec part 1 §3, §4): the details stay in memory and go with the
 * academics page, where the account is created. A user coming back from there finds them filled in.
 */
export function MentorSignupForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(initialValues);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.password !== values.confirmPassword) {
      setFormError(PASSWORD_MISMATCH_MESSAGE);
      setFieldErrors({});
      return;
    }
    setFormError(null);
    const parsed = checkMentorSignup(values);
    if (!parsed.success) {
      setFieldErrors(parsed.errors);
      return;
    }
    saveMentorDraft(parsed.data);
    navigate(ROUTES.mentorSignup);
  }

  function field(name: keyof Values) {
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      error: Boolean(fieldErrors[name]),
      helperText: fieldErrors[name],
      fullWidth: true,
    };
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2.5}>
        <NameFields firstName={field('firstName')} lastName={field('lastName')} />
        <EmailField required {...field('email')} />
        <PasswordField label="Password" autoComplete="new-password" required {...field('password')} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            label="City"
            required
            {...field('city')}
            slotProps={{ htmlInput: { autoComplete: 'address-level2' } }}
          />
          <NativeSelect label="State" required options={STATES} {...field('state')} />
        </Stack>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
