import { useState } from 'react';
import { INTL_LOCALES, type ApplicationFee, type SiteLanguage } from '@neetmentor/contract';
import { useLanguage } from '../i18n/language.ts';
import { useApplicationFee } from './api/get-application-fee.ts';

// The rule every text about the mentor application fee follows (the recruitment page, the FAQ, the terms,
// the refund policy and the application itself), so they can never disagree.

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

/** The waiver's last day ("31 January 2027", India time) while it is still ahead of `at`; null otherwise. */
function describeWaiverEnd(fee: ApplicationFee, at: number, language: SiteLanguage): string | null {
  if (!fee.freeUntil) return null;
  const end = new Date(fee.freeUntil);
  return end.getTime() > at ? formatLongDate(end, language) : null;
}

/**
 * The last day of the fee waiver while the waiver still runs; null once it has passed, when there is
 * none, or while the fee is not known.
 */
export function useFeeWaiverEnd(): string | null {
  const language = useLanguage();
  const fee = useApplicationFee();
  // The moment the page opened: the sentence does not change tense while someone reads it.
  const [openedAt] = useState(Date.now);
  return fee.data ? describeWaiverEnd(fee.data, openedAt, language) : null;
}
