import { useState } from 'react';
import { formatRupeeAmount } from '@neetmentor/contract';
import { useApplicationFee } from '../api/get-application-fee.ts';

// Built on first use: a formatter with a time zone costs a phone tens of milliseconds to make.
let longDate: Intl.DateTimeFormat | undefined;

/** "31 January 2027" in India time. */
function formatLongDate(date: Date): string {
  longDate ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return longDate.format(date);
}

/**
 * " of ₹149": the admin-set application fee, for sentences that read well without it ("the fee is
 * non-refundable") while it loads or if it cannot be fetched, so the text never states a stale amount.
 */
export function FeeAmountSuffix() {
  const fee = useApplicationFee();
  return fee.isSuccess ? <> of {formatRupeeAmount(fee.data.amount)}</> : null;
}

/**
 * The last day of the fee waiver in India time ("31 January 2027") while the waiver still runs;
 * null once it has passed, when there is none, or while the fee is not known.
 */
export function useFeeWaiverEnd(): string | null {
  const fee = useApplicationFee();
  // The moment the page opened: the sentence does not change tense while someone reads it.
  const [openedAt] = useState(Date.now);
  const freeUntil = fee.data?.freeUntil;
  if (!freeUntil) return null;
  const end = new Date(freeUntil);
  return end.getTime() > openedAt ? formatLongDate(end) : null;
}
