import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { styled } from '@mui/material/styles';
import { pickTexts, useTypedBeforeHydration, type TypedValues } from '../../../lib/typed-before-hydration.ts';
import { useRegisterForWebinar } from '../api/register-for-webinar.ts';
import { CardTitle, FormCard, SubmitButton } from './content-layout.tsx';
import { InputField } from './form-field.tsx';
import { describeFailure, FormResult, type FormOutcome } from './form-result.tsx';

export const WEBINAR_REGISTERED = 'You are successfully registered for the webinar';

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
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const registration = useRegisterForWebinar();
  // The page arrives rendered by the server: what was typed before the app started is taken in, and the
  // button waits for the app, so a tap never sends the form the browser's own way (the address in the URL).
  const adoptTyped = useCallback((typed: TypedValues) => {
    const picked = pickTexts(typed, ['name', 'email'] as const);
    if (picked.name !== undefined) setName(picked.name);
    if (picked.email !== undefined) setEmail(picked.email);
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(formRef, adoptTyped);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    registration.mutate(
      { name, email },
      {
        onSuccess: () => {
          setName('');
          setEmail('');
          setFieldErrors({});
          setOutcome({ tone: 'success', text: WEBINAR_REGISTERED });
        },
        onError: (error) => {
          const failure = describeFailure(error, ['name', 'email']);
          setFieldErrors(failure.fieldErrors);
          setOutcome(failure.outcome);
        },
      },
    );
  }

  return (
    <FormCard ref={formRef} aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <CardTitle id={`${id}-title`}>Register Now !!</CardTitle>
      <Lead>It is free. We will e-mail you a confirmation with the date and time.</Lead>
      <Fields>
        <InputField
          id={`${id}-name`}
          name="name"
          label="Name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldErrors.name}
        />
        <InputField
          id={`${id}-email`}
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <SubmitButton type="submit" disabled={!hydrated || registration.isPending}>
          {registration.isPending ? 'Registering…' : 'Register'}
        </SubmitButton>
      </Fields>
      <FormResult outcome={outcome} />
    </FormCard>
  );
}
