import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { styled } from '@mui/material/styles';
import { CONTACT_MESSAGE_MAX_LENGTH, formatCount } from '@neetmentor/contract';
import { pickTexts, useTypedBeforeHydration, type TypedValues } from '../../../lib/typed-before-hydration.ts';
import { useSendContactMessage, type ContactMessage } from '../api/send-contact-message.ts';
import { CardTitle, FormCard, SubmitButton } from './content-layout.tsx';
import { InputField, TextareaField } from './form-field.tsx';
import { describeFailure, FormResult, type FormOutcome } from './form-result.tsx';

export const CONTACT_SENT = 'Your message has been sent successfully';
const EMPTY: ContactMessage = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;

export function describeLimitReached(): string {
  return `You have reached the limit of ${formatCount(CONTACT_MESSAGE_MAX_LENGTH)} characters: anything more you type or paste is not added.`;
}

const LimitNote = styled('span')({ display: 'block', color: '#8a4b00', fontWeight: 600 });

/**
 * How much of the message is used. The limit note sits in a live region that stays mounted, so it is
 * read out when it appears, while the counter itself (which changes with every key) is not.
 */
function MessageCounter({ length }: { length: number }) {
  return (
    <>
      {`${formatCount(length)} / ${formatCount(CONTACT_MESSAGE_MAX_LENGTH)} characters`}
      <LimitNote role="status">
        {length >= CONTACT_MESSAGE_MAX_LENGTH ? describeLimitReached() : ''}
      </LimitNote>
    </>
  );
}

const Fields = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2) }));

/** Name, Email, Message: cleared once sent; kept, with the server's explanation, when sending fails. */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const sending = useSendContactMessage();
  const adoptTyped = useCallback((typed: TypedValues) => {
    setValues((current) => ({ ...current, ...pickTexts(typed, FIELDS) }));
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(formRef, adoptTyped);

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
    <FormCard ref={formRef} aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <CardTitle id={`${id}-title`}>Send us a message</CardTitle>
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
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          value={values.message}
          onChange={(event) => change('message', event.target.value)}
          error={fieldErrors.message}
          hint={<MessageCounter length={values.message.length} />}
        />
        <SubmitButton type="submit" disabled={!hydrated || sending.isPending}>
          {sending.isPending ? 'Sending…' : 'Submit'}
        </SubmitButton>
      </Fields>
      <FormResult outcome={outcome} />
    </FormCard>
  );
}
