import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useValidationText, validationMessageName } from '../../i18n/validation-text.ts';
import type { ServerErrors } from '../../lib/field-errors.ts';
import type { FormOutcome } from './components/form-result.tsx';

export interface FormOutcomes {
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

/** The alert under the contact and webinar forms; their fields' own messages are `useValidationText`'s. */
export function useFormOutcomes(): FormOutcomes {
  const { t } = useTranslation('content');
  const validationText = useValidationText();
  const errorText = useErrorText();
  const language = useLanguage();
  return useMemo(() => {
    const refusal = (marked: number, elsewhere: readonly string[] = []): FormOutcome => ({
      tone: 'error',
      text: [...elsewhere, t('forms.checkFields', { count: marked })].join(' '),
    });
    const failure = (error: Error, { marked, elsewhere }: ServerErrors): FormOutcome => {
      if (marked === 0) return { tone: 'error', text: errorText(error) };
      // The server writes English: in another language a sentence the catalog lacks gives way to the
      // translation of the answer's code.
      const said = elsewhere.map((message) =>
        validationMessageName(message) !== undefined || language === 'en'
          ? validationText(message)
          : errorText(error),
      );
      return refusal(marked, [...new Set(said)]);
    };
    return { refusal, failure };
  }, [t, validationText, errorText, language]);
}
