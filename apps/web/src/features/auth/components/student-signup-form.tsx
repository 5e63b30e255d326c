import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { ROUTES, type StudentSignupRequest } from '@neetmentor/contract';
import { useCheckboxField } from '../../../components/checkbox-field.ts';
import { LazyErrorDialog } from '../../../components/lazy-error-dialog.tsx';
import { registerField, TextField } from '../../../components/text-field.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCreateStudentAccount } from '../api/create-student-account.ts';
import { AccountFields } from './account-fields.tsx';
import { useKeepTypedTab } from './role-tabs.tsx';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { preloadPublicFormChecks, publicFormResolver } from '../../../lib/public-form-resolver.ts';

// The dialogs after Sign Up load when they open: the prerendered screen does without MUI's Dialog.
const EmailCodeDialog = lazy(() =>
  import('./email-code-dialog.tsx').then((m) => ({ default: m.EmailCodeDialog })),
);
const AccountCreatedDialog = lazy(() =>
  import('./account-created-dialog.tsx').then((m) => ({ default: m.AccountCreatedDialog })),
);

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'referralCode',
  'check',
] as const;

interface StudentSignupFormProps {
  /** The visitor typed into this form before the page hydrated, so it is the tab they chose. */
  onTypedBeforeHydration: () => void;
}

/**
 * The student sign-up (spec part 1 §2, §4, §5): Sign Up stays inactive until the terms and refund policy
 * are accepted; then the e-mail code dialog, then 'Account Created'.
 */
export function StudentSignupForm({ onTypedBeforeHydration }: StudentSignupFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<{ id: string; email: string } | null>(null);
  const [created, setCreated] = useState(false);
  // No default values: the fields keep what a visitor typed into the server's HTML before the scripts ran.
  // A field is checked once left, and again at each keystroke after that: a message goes as soon as the
  // field is right.
  const form = useForm({
    resolver: publicFormResolver('studentSignup'),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const terms = useCheckboxField(form.control, 'check');
  useKeepTypedTab(form, FIELDS, onTypedBeforeHydration);
  const hydrated = useHydrated();
  const signup = useCreateStudentAccount();
  const createdDialogLoaded = useOpenedOnce(created);
  // From the press on, the checks (whose code may still be loading) included, not only once the call is out.
  const creating = form.formState.isSubmitting || signup.isPending;

  function submit(request: StudentSignupRequest) {
    signup.mutate(
      // A blank code is no code.
      { ...request, referralCode: request.referralCode || null },
      {
        onSuccess: (id, { email }) => setPending({ id, email }),
        onError: (error) => {
          if (setServerErrors(form, error).marked === 0) setErrorMessage(errorText(error));
        },
      },
    );
  }

  function field(name: (typeof FIELDS)[number]) {
    return { ...registerField(form, name), fullWidth: true };
  }

  return (
    <>
      <form onFocus={() => void preloadPublicFormChecks()} onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack spacing={2.5}>
          <AccountFields field={field} />
          <TextField
            label={t('fields.referralCode')}
            {...field('referralCode')}
            slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
          />
          <FormControlLabel
            control={<Checkbox {...terms} />}
            label={
              <Trans
                t={t}
                i18nKey="signup.terms"
                components={{
                  termsLink: <Link to={ROUTES.terms} />,
                  refundLink: <Link to={ROUTES.refundPolicy} />,
                }}
              />
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
            disabled={!hydrated || !terms.checked || creating}
            aria-busy={creating || undefined}
          >
            {creating ? t('signup.creating') : t('signup.submit')}
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
              form.reset();
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
