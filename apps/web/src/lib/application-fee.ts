import { useState } from 'react';
import { formatRupeeAmount, INTL_LOCALES, type SiteLanguage } from '@neetmentor/contract';
import { useLanguage } from '../i18n/language.ts';
import { useApplicationFee } from './api/get-application-fee.ts';

// The rule every text about the mentor application fee follows (the recruitment page, the FAQ, the terms,
// the refund policy and the application itself), so they can never disagree: the amount is stated only once
// it is known, and the waiver only while it still runs.

// Built on first use: a formatter with a time zone costs a phone tens of milliseconds to make.
const longDates = new Map<SiteLanguage, Intl.DateTimeFormat>();

/** "31 January 2027" in India time, in the page's language ("31 जनवरी 2027"). */
function formatLongDate(date: Date, language: SiteLanguage): string {
  let longDate = longDates.get(language);
  if (!longDate) {
    longDate = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    longDates.set(language, longDate);
  }
  return longDate.format(date);
}

/** What a text may say about the fee, written in the page's language; null where there is nothing to say. */
export type FeeFacts = {
  /** "₹149", once the fee is known. */
  amount: string | null;
  /** The waiver's last day ("31 January 2027", India time) while the waiver still runs. */
  waiverEnd: string | null;
};

export function useFeeFacts(): FeeFacts {
  const fee = useApplicationFee();
  const language = useLanguage();
  // The moment the page opened: the sentence does not change tense while someone reads it.
  const [openedAt] = useState(Date.now);
  if (!fee.data) return { amount: null, waiverEnd: null };
  const { amount, freeUntil } = fee.data;
  const end = freeUntil ? new Date(freeUntil) : null;
  return {
    amount: formatRupeeAmount(amount, language),
    waiverEnd: end && end.getTime() > openedAt ? formatLongDate(end, language) : null,
  };
}

/** The fee's facts as message arguments, `'none'` where there is nothing to say, for the messages' `select`. */
export function useFeeMessageArguments(): { amount: string; waiverEnd: string } {
  const { amount, waiverEnd } = useFeeFacts();
  return { amount: amount ?? 'none', waiverEnd: waiverEnd ?? 'none' };
}
