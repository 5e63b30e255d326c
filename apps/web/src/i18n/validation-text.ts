import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  CALL_URL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  formatCount,
  formatIstDay,
  formatRupeeAmount,
  MENTOR_BUDGET_MAX_RUPEES,
  readFieldMessage,
  REFERRAL_CODE_MAX_LENGTH,
  REFERRAL_CODE_MIN_LENGTH,
  type SiteLanguage,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TABLE_SEARCH_MIN_LENGTH,
  VALIDATION_MESSAGES,
  type ValidationMessageName,
} from '@neetmentor/contract';
import { useLanguage } from './language.ts';

const NAME_OF: ReadonlyMap<string, ValidationMessageName> = new Map(
  Object.entries(VALIDATION_MESSAGES).map(([name, message]) => [message, name as ValidationMessageName]),
);

/** The contract's name for a field message (its schemas' English text, or the server's answer with it). */
export function validationMessageName(message: string): ValidationMessageName | undefined {
  return NAME_OF.get(message);
}

/** A field message that names a field and carries a figure, in `language`; undefined for other text. */
function fieldMessageText(
  message: string,
  t: TFunction<'errors'>,
  language: SiteLanguage,
): string | undefined {
  const read = readFieldMessage(message);
  if (!read) return undefined;
  const { count, rupees, years, year, day } = read.figures;
  const field = t(`validation.fields.${read.field}`);
  return t(`validation.field.${read.name}`, {
    field,
    fieldInSentence: language === 'en' ? field.toLowerCase() : field,
    count: count === undefined ? '' : formatCount(count, language),
    rupees: rupees === undefined ? '' : formatRupeeAmount(rupees, language),
    years,
    year,
    day: day === undefined ? '' : formatIstDay(day, language),
  });
}

/**
 * A field message as the reader's language says it: a message of the contract's `VALIDATION_MESSAGES`
 * or one of its field messages (`readFieldMessage`), from a form's schema or a 400 answer's
 * `data.errors`, becomes its `errors:validation` translation; any other text is shown as it is. The shared text fields (`TextField`, `FormTextField`) apply it to
 * their error text; a screen that shows a field's message by other means calls it.
 */
export function useValidationText(): (message: string) => string {
  const { t } = useTranslation('errors');
  const language = useLanguage();
  return useCallback(
    (message: string) => {
      const name = NAME_OF.get(message);
      if (!name) return fieldMessageText(message, t, language) ?? message;
      return t(`validation.${name}`, {
        min: PASSWORD_MIN_LENGTH,
        max: PASSWORD_MAX_LENGTH,
        searchMin: TABLE_SEARCH_MIN_LENGTH,
        codeMin: REFERRAL_CODE_MIN_LENGTH,
        codeMax: REFERRAL_CODE_MAX_LENGTH,
        budgetMax: formatRupeeAmount(MENTOR_BUDGET_MAX_RUPEES, language),
        // Grouped as the contact form's counter shows it ("5,000").
        messageMax: formatCount(CONTACT_MESSAGE_MAX_LENGTH, language),
        callMax: formatCount(CALL_URL_MAX_LENGTH, language),
      });
    },
    [t, language],
  );
}
