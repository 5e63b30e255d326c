import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { CONTACT_MESSAGE_MAX_LENGTH, formatCount } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSendContactMessage, type ContactMessage } from '../api/send-contact-message.ts';
import { CardTitle, FormCard, SubmitButton } from './content-layout.tsx';
import { InputField, TextareaField } from './form-field.tsx';
import { FormResult, type FormOutcome } from './form-result.tsx';
import { preloadPublicFormChecks, publicFormResolver } from '../../../lib/public-form-resolver.ts';
import { useFormOutcomes } from '../form-outcomes.ts';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

const LimitNote = styled('span')({ display: 'block', color: '#8a4b00', fontWeight: 600 });

/**
 * How much of the message is used. The limit note sits in a live region that stays mounted, so it is
 * read out when it appears, while the counter itself (which changes with every key) is not.
 */
function MessageCounter({ length }: { length: number }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const max = formatCount(CONTACT_MESSAGE_MAX_LENGTH, language);
  return (
    <>
      {t('contactForm.counter', { used: formatCount(length, language), max })}
      <LimitNote role="status">
        {length >= CONTACT_MESSAGE_MAX_LENGTH ? t('contactForm.limitReached', { max }) : ''}
      </LimitNote>
    </>
  );
}

const Fields = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2) }));

/** Name, Email, Message: cleared once sent; kept, with the server's explanation, when sending fails. */
export function ContactForm() {
  const id = useId();
  const { t } = useTranslation('content');
  const outcomes = useFormOutcomes();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  // No default values: the fields keep what a visitor typed into the server's HTML before the scripts ran.
  const form = useForm({ resolver: publicFormResolver('contact') });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const hydrated = useHydrated();
  const sending = useSendContactMessage();

  function send(contact: ContactMessage) {
    setOutcome(null);
    sending.mutate(contact, {
      onSuccess: () => {
        form.reset(EMPTY);
        setOutcome({ tone: 'success', text: t('contactForm.sent') });
      },
      onError: (error) => setOutcome(outcomes.failure(error, setServerErrors(form, error))),
    });
  }

  return (
    <FormCard
      onFocus={() => void preloadPublicFormChecks()}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={form.handleSubmit(send, (invalid) =>
        setOutcome(outcomes.refusal(Object.keys(invalid).length)),
      )}
    >
      <CardTitle id={`${id}-title`}>{t('contactForm.title')}</CardTitle>
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
        <TextareaField
          id={`${id}-message`}
          label={t('forms.message')}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          {...form.register('message')}
          error={errors.message?.message}
          hint={<MessageCounter length={message.length} />}
        />
        <SubmitButton type="submit" disabled={!hydrated || sending.isPending}>
          {sending.isPending ? t('contactForm.sending') : t('contactForm.submit')}
        </SubmitButton>
      </Fields>
      <FormResult outcome={outcome} />
    </FormCard>
  );
}
