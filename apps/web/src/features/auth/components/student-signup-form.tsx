import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { ROUTES } from '@neetmentor/contract';
import { LazyErrorDialog } from '../../../components/lazy-error-dialog.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toFieldErrors } from '../../../lib/field-errors.ts';
import { useCreateStudentAccount } from '../api/create-student-account.ts';
import { checkStudentSignup } from '../signup-checks.ts';
import { NameFields } from './name-fields.tsx';
import { pickTexts, useTypedBeforeHydration, type TypedValues } from '../../../lib/typed-before-hydration.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';

// The dialogs after Sign Up load when they open: the prerendered screen does without MUI's Dialog.
const EmailCodeDialog = lazy(() =>
  import('./email-code-dialog.tsx').then((m) => ({ default: m.EmailCodeDialog })),
);
const AccountCreatedDialog = lazy(() =>
  import('./account-created-dialog.tsx').then((m) => ({ default: m.AccountCreatedDialog })),
);

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  referralCode: '',
};
type Values = typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as (keyof Values)[];

interface StudentSignupFormProps {
  /** The visitor typed into this form before the page hydrated, so it is the tab they chose. */
  onTypedBeforeHydration: () => void;
}

/**
 * The student sign-up (spec part 1 §2, §4, §5): Sign Up stays inactive until the terms and refund policy
 * are accepted; then the e-mail code dialog, then 'Account Created'.
 */
export function StudentSignupForm({ onTypedBeforeHydration }: StudentSignupFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<{ id: string; email: string } | null>(null);
  const [created, setCreated] = useState(false);
  const adoptTyped = useCallback(
    (typed: TypedValues) => {
      onTypedBeforeHydration();
      setValues((current) => ({ ...current, ...pickTexts(typed, FIELDS) }));
      if (typed.checks.check !== undefined) setAccepted(typed.checks.check);
    },
    [onTypedBeforeHydration],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(formRef, adoptTyped);
  const signup = useCreateStudentAccount();
  const createdDialogLoaded = useOpenedOnce(created);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = checkStudentSignup({
      ...values,
      referralCode: values.referralCode.trim() || null,
      check: accepted,
    });
    if (!parsed.success) {
      setFieldErrors(parsed.errors);
      return;
    }
    setFieldErrors({});
    signup.mutate(parsed.data, {
      onSuccess: (id, request) => setPending({ id, email: request.email }),
      onError: (error) => {
        const errors = error instanceof ApiError ? toFieldErrors(error.fieldErrors) : {};
        setFieldErrors(errors);
        if (Object.keys(errors).length === 0) setErrorMessage(error.message);
      },
    });
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
    <>
      <form ref={formRef} onSubmit={submit} noValidate>
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
          <TextField
            label="Referral Code (optional)"
            {...field('referralCode')}
            slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                name="check"
                checked={accepted}
                onChange={(event) => setAccepted(event.target.checked)}
              />
            }
            label={
              <>
                I agree to the <Link to={ROUTES.terms}>Terms &amp; Conditions</Link> and the{' '}
                <Link to={ROUTES.refundPolicy}>Refund Policy</Link>
              </>
            }
            sx={{
              alignItems: 'flex-start',
              '& .MuiCheckbox-root': { mt: -0.75 },
              '& a': { color: 'primary.main' },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!hydrated || !accepted || signup.isPending}
          >
            {signup.isPending ? 'Creating account…' : 'Sign Up'}
          </Button>
        </Stack>
      </form>
      {pending && (
        <Suspense fallback={null}>
          <EmailCodeDialog
            open
            role="Student"
            accountId={pending.id}
            email={pending.email}
            onVerified={() => {
              setPending(null);
              setValues(EMPTY);
              setAccepted(false);
              setCreated(true);
            }}
            onCancelled={() => setPending(null)}
          />
        </Suspense>
      )}
      {createdDialogLoaded && (
        <Suspense fallback={null}>
          <AccountCreatedDialog open={created} />
        </Suspense>
      )}
      <LazyErrorDialog
        open={errorMessage !== null}
        message={errorMessage ?? undefined}
        onClose={() => setErrorMessage(null)}
      />
    </>
  );
}
