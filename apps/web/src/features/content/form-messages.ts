import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGE_MAX_LENGTH, formatCount } from '@neetmentor/contract';
import { useErrorText } from '../../i18n/error-text.ts';
import { useLanguage } from '../../i18n/language.ts';
import type { ServerErrors } from '../../lib/field-errors.ts';
import type { FormOutcome } from './components/form-result.tsx';

/**
 * The public forms' field messages as the contract's schemas write them (the forms' own checks and the
 * server's 400 answers say the same sentences), each with its key in the catalog: a Hindi form shows the
 * Hindi sentence whichever side found the problem.
 */
const FIELD_MESSAGE_KEYS = {
  'Please enter your name.': 'nameRequired',
  'The name is too long.': 'nameTooLong',
  'Please enter a valid e-mail address.': 'emailInvalid',
  'Please write a message.': 'messageRequired',
  [`The message is too long (${CONTACT_MESSAGE_MAX_LENGTH} characters at most).`]: 'messageTooLong',
} as const satisfies Record<string, string>;

function isKnownMessage(message: string): message is keyof typeof FIELD_MESSAGE_KEYS {
  return Object.hasOwn(FIELD_MESSAGE_KEYS, message);
}

export interface FormMessages {
  /** A field's complaint in the page's language (a sentence the catalog does not know stays as written). */
  field: (message: string | undefined) => string | undefined;
  /**
   * What a form refused for some of its fields shows: the messages are under those fields, so the alert only
   * points there, with any problem that concerns none of them, and no sentence shows twice.
   */
  refusal: (marked: number, elsewhere?: readonly string[]) => FormOutcome;
  /**
   * What a failed call shows, once the fields it names are marked: the pointer to them, or, for a problem
   * with no field of its own (no webinar to register for, too many tries, no connection), its message.
   */
  failure: (error: Error, serverErrors: ServerErrors) => FormOutcome;
}

export function useFormMessages(): FormMessages {
  const { t } = useTranslation('content');
  const errorText = useErrorText();
  const language = useLanguage();
  return useMemo(() => {
    const field = (message: string | undefined) => {
      if (message === undefined || !isKnownMessage(message)) return message;
      return t(`forms.validation.${FIELD_MESSAGE_KEYS[message]}`, {
        max: formatCount(CONTACT_MESSAGE_MAX_LENGTH, language),
      });
    };
    const refusal = (marked: number, elsewhere: readonly string[] = []): FormOutcome => ({
      tone: 'error',
      text: [...elsewhere, t('forms.checkFields', { count: marked })].join(' '),
    });
    const failure = (error: Error, { marked, elsewhere }: ServerErrors): FormOutcome => {
      if (marked === 0) return { tone: 'error', text: errorText(error) };
      // The server writes English: in another language a sentence the catalog lacks gives way to the
      // translation of the answer's code.
      const said = elsewhere.map((message) =>
        isKnownMessage(message) || language === 'en' ? (field(message) ?? message) : errorText(error),
      );
      return refusal(marked, [...new Set(said)]);
    };
    return { field, refusal, failure };
  }, [t, errorText, language]);
}
