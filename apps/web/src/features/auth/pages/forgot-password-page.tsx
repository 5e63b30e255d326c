import { lazy, Suspense, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ROUTES } from '@neetmentor/contract';
import { LazyErrorDialog } from '../../../components/lazy-error-dialog.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthCard, AuthHeading, AuthLead, FormFooterText } from '../components/auth-card.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import { registerField } from '../../../components/text-field.tsx';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { preloadPublicFormChecks, publicFormResolver } from '../../../lib/public-form-resolver.ts';

// The answer's dialog loads once there is an answer: the prerendered screen does without MUI's Dialog.
const ResetLinkSentDialog = lazy(() =>
  import('../components/reset-link-sent-dialog.tsx').then((m) => ({ default: m.ResetLinkSentDialog })),
);

/** /login/forgot-password: mails a reset link; the answer is the same whether or not the address exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const language = useLanguage();
  usePageHead({ title: t('forgot.pageTitle') });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // No default values: the field keeps what a visitor typed into the server's HTML before the scripts ran.
  const form = useForm({ resolver: publicFormResolver('forgotPassword') });
  const hydrated = useHydrated();
  const reset = useRequestPasswordReset();
  // A second press before the first answer would mail a second link. (A ref of its own, not the shared
  // useOneAtATime, whose module would be one more script for this public page to fetch.)
  const sending = useRef(false);
  const sentDialogLoaded = useOpenedOnce(sentMessage !== null);

  function send({ email }: { email: string }) {
    if (sending.current) return;
    sending.current = true;
    reset.mutate(email, {
      onSettled: () => {
        sending.current = false;
      },
      // The server writes English: another language says the same in its own words.
      onSuccess: (message) => setSentMessage(language === 'en' ? message : t('forgot.sentText')),
      onError: (error) => {
        if (setServerErrors(form, error).marked === 0) setErrorMessage(errorText(error));
      },
    });
  }

  return (
    <AuthCard>
      <AuthHeading>{t('forgot.heading')}</AuthHeading>
      <AuthLead>{t('forgot.lead')}</AuthLead>
      <form
        onFocus={() => void preloadPublicFormChecks()}
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        noValidate
      >
        <Stack spacing={2.5}>
          <EmailField {...registerField(form, 'email')} required fullWidth />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!hydrated || reset.isPending}
          >
            {reset.isPending ? t('forgot.sending') : t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <FormFooterText>
        <Trans t={t} i18nKey="forgot.remembered" components={{ loginLink: <Link to={ROUTES.login} /> }} />
      </FormFooterText>
      {sentDialogLoaded && (
        <Suspense fallback={null}>
          <ResetLinkSentDialog
            open={sentMessage !== null}
            message={sentMessage}
            onClose={() => setSentMessage(null)}
          />
        </Suspense>
      )}
      <LazyErrorDialog
        open={errorMessage !== null}
        message={errorMessage ?? undefined}
        onClose={() => setErrorMessage(null)}
      />
    </AuthCard>
  );
}
