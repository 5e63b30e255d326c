import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';

import { setServerErrors } from '../../../lib/field-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useRegisterForWebinar } from '../api/register-for-webinar.ts';
import { CardTitle, FormCard, SubmitButton } from './content-layout.tsx';
import { InputField } from './form-field.tsx';
import { FormResult, type FormOutcome } from './form-result.tsx';
import { preloadPublicFormChecks, publicFormResolver } from '../../../lib/public-form-resolver.ts';
import { useFormOutcomes } from '../form-outcomes.ts';

const Fields = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2) }));

const Lead = styled('p')(({ theme }) => ({
  margin: theme.spacing(-1, 0, 2.5),
  color: theme.palette.text.secondary,
  lineHeight: 1.6,
}));

/**
 * 'Register Now !!': cleared after a successful registration; after a failure the values stay so the
 * visitor can correct them, with the server's explanation shown.
 */
export function WebinarRegistrationForm() {
  const id = useId();
  const { t } = useTranslation('content');
  const outcomes = useFormOutcomes();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  // The page arrives rendered by the server: with no default values the fields keep what was typed before
  // the app started, and the button waits for the app, so a tap never sends the form the browser's own
  // way (the address in the URL).
  const form = useForm({ resolver: publicFormResolver('webinarRegistration') });
  const { errors } = form.formState;
  const hydrated = useHydrated();
  const registration = useRegisterForWebinar();

  function register(visitor: { name: string; email: string }) {
    setOutcome(null);
    registration.mutate(visitor, {
      onSuccess: () => {
        form.reset({ name: '', email: '' });
        setOutcome({ tone: 'success', text: t('webinar.form.registered') });
      },
      onError: (error) => setOutcome(outcomes.failure(error, setServerErrors(form, error))),
    });
  }

  return (
    <FormCard
      onFocus={() => void preloadPublicFormChecks()}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={form.handleSubmit(register, (invalid) =>
        setOutcome(outcomes.refusal(Object.keys(invalid).length)),
      )}
    >
      <CardTitle id={`${id}-title`}>{t('webinar.form.title')}</CardTitle>
      <Lead>{t('webinar.form.lead')}</Lead>
      <Fields>
        <InputField
          id={`${id}-name`}
          label={t('forms.name')}
          autoComplete="name"
          {...form.register('name')}
          error={errors.name?.message}
        />
        <InputField
          id={`${id}-email`}
          label={t('forms.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <SubmitButton type="submit" disabled={!hydrated || registration.isPending}>
          {registration.isPending ? t('webinar.form.sending') : t('webinar.form.submit')}
        </SubmitButton>
      </Fields>
      <FormResult outcome={outcome} />
    </FormCard>
  );
}
