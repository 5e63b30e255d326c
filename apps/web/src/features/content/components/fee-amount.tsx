import { useState } from 'react';
import { useApplicationFee } from '../api/get-application-fee.ts';

const rupees = new Intl.NumberFormat('en-IN');
const longDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * " of ₹149": the admin-set application fee, for sentences that read well without it ("the fee is
 * non-refundable") while it loads or if it cannot be fetched, so the text never states a stale amount.
 */
export function FeeAmountSuffix() {
  const fee = useApplicationFee();
  return fee.isSuccess ? <> of ₹{rupees.format(fee.data.amount)}</> : null;
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
  return end.getTime() > openedAt ? longDate.format(end) : null;
}
