import { useId, useState, type FormEvent } from 'react';
import { styled } from '@mui/material/styles';
import { useSendContactMessage, type ContactMessage } from '../api/send-contact-message.ts';
import { CardTitle, FormCard, SubmitButton } from './content-layout.tsx';
import { InputField, TextareaField } from './form-field.tsx';
import { describeFailure, FormResult, type FormOutcome } from './form-result.tsx';
import { HydratedFieldset } from '../../../components/hydrated-fieldset.tsx';

export const CONTACT_SENT = 'Your message has been sent successfully';
const EMPTY: ContactMessage = { name: '', email: '', message: '' };

const Fields = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2) }));

/** Name, Email, Message: cleared once sent; kept, with the server's explanation, when sending fails. */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const sending = useSendContactMessage();

  function change(field: keyof ContactMessage, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    sending.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setFieldErrors({});
        setOutcome({ tone: 'success', text: CONTACT_SENT });
      },
      onError: (error) => {
        const failure = describeFailure(error, ['name', 'email', 'message']);
        setFieldErrors(failure.fieldErrors);
        setOutcome(failure.outcome);
      },
    });
  }

  return (
    <FormCard aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <CardTitle id={`${id}-title`}>Send us a message</CardTitle>
      <HydratedFieldset>
        <Fields>
          <InputField
            id={`${id}-name`}
            name="name"
            label="Name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
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
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            error={fieldErrors.email}
          />
          <TextareaField
            id={`${id}-message`}
            name="message"
            label="Message"
            rows={6}
            maxLength={5000}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
            error={fieldErrors.message}
          />
          <SubmitButton type="submit" disabled={sending.isPending}>
            {sending.isPending ? 'Sending…' : 'Submit'}
          </SubmitButton>
        </Fields>
      </HydratedFieldset>
      <FormResult outcome={outcome} />
    </FormCard>
  );
}
