import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ROUTES, STATES, type MentorSignupRequest } from '@neetmentor/contract';
import { NativeSelect } from '../../../components/native-select.tsx';
import { registerField, TextField } from '../../../components/text-field.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { checkSignupEmail } from '../api/check-signup-email.ts';
import { readMentorDraft, saveMentorDraft } from '../mentor-application-draft.ts';
import { AccountFields } from './account-fields.tsx';
import { preloadPublicFormChecks, publicFormResolver } from '../../../lib/public-form-resolver.ts';

const EMPTY: MentorSignupRequest = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  city: '',
  state: '',
};

/**
 * Step one of the mentor application (spec part 1 §3, §4): the details stay in memory and go with the
 * academics page, where the account is created. A user coming back from there finds them filled in.
 * The address is checked with the server here, so a registered one is reported before step two.
 * Only the browser shows the Mentor tab, so this form is never in the server's HTML.
 */
export function MentorSignupForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const form = useForm({
    resolver: publicFormResolver('mentorSignup'),
    defaultValues: readMentorDraft() ?? EMPTY,
    // A field is checked once left, and again at each keystroke after that: a message goes as soon as
    // the field is right.
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });

  async function next(details: MentorSignupRequest) {
    try {
      await checkSignupEmail(details.email);
    } catch (error) {
      if (hasErrorCode(error, 'EMAIL_TAKEN') && error instanceof Error) {
        form.setError('email', { type: 'server', message: errorText(error) }, { shouldFocus: true });
        return;
      }
      // Otherwise (offline, too many checks) the check is only a head start: creating the account at
      // step two checks the address again.
    }
    saveMentorDraft(details);
    navigate(ROUTES.mentorSignup);
  }

  const checking = form.formState.isSubmitting;

  function field(name: keyof MentorSignupRequest) {
    return { ...registerField(form, name), fullWidth: true };
  }

  return (
    <form onFocus={() => void preloadPublicFormChecks()} onSubmit={form.handleSubmit(next)} noValidate>
      <Stack spacing={2.5}>
        <AccountFields field={field} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            label={t('fields.city')}
            required
            {...field('city')}
            slotProps={{ htmlInput: { autoComplete: 'address-level2' } }}
          />
          <NativeSelect label={t('fields.state')} required options={STATES} {...field('state')} />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={checking}
          aria-busy={checking || undefined}
        >
          {checking ? t('signup.checkingEmail') : t('signup.continue')}
        </Button>
      </Stack>
    </form>
  );
}
