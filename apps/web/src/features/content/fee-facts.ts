import { useState } from 'react';
import { formatRupeeAmount, INTL_LOCALES, type SiteLanguage } from '@neetmentor/contract';
import { useLanguage } from '../../i18n/language.ts';
import { useApplicationFee } from '../../lib/api/get-application-fee.ts';

// The fee rule of `lib/application-fee.ts` (a waiver is mentioned only while it runs, the amount only once
// known), with both values written in the page's language for the messages that place them in a sentence.

const longDates = new Map<SiteLanguage, Intl.DateTimeFormat>();

/** "31 January 2027" ("31 जनवरी 2027") in India time; the formatter is made on first use, per language. */
function formatLongDate(date: Date, language: SiteLanguage): string {
  let format = longDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    longDates.set(language, format);
  }
  return format.format(date);
}

/**
 * The application fee's facts as message arguments: `amount` ("₹149") and `waiverEnd` (the waiver's last
 * day while it still runs), each `'none'` when there is nothing to say, for the messages' `select`.
 */
export function useFeeFacts(): { amount: string; waiverEnd: string } {
  const fee = useApplicationFee();
  const language = useLanguage();
  // The moment the page opened: the sentence does not change tense while someone reads it.
  const [openedAt] = useState(Date.now);
  if (!fee.isSuccess) return { amount: 'none', waiverEnd: 'none' };
  const { amount, freeUntil } = fee.data;
  const end = freeUntil ? new Date(freeUntil) : null;
  return {
    amount: formatRupeeAmount(amount, language),
    waiverEnd: end && end.getTime() > openedAt ? formatLongDate(end, language) : 'none',
  };
}
