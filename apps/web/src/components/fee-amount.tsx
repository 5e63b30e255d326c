import { formatRupeeAmount } from '@neetmentor/contract';
import { useApplicationFee } from '../lib/api/get-application-fee.ts';
import { useFeeWaiverEnd } from '../lib/application-fee.ts';

/**
 * " of ₹149": the admin-set application fee, for sentences that read well without it ("the fee is
 * non-refundable") while it loads or if it cannot be fetched, so the text never states a stale amount.
 */
export function FeeAmountSuffix() {
  const fee = useApplicationFee();
  return fee.isSuccess ? <> of {formatRupeeAmount(fee.data.amount)}</> : null;
}

/**
 * " It is waived for applications submitted until 31 January 2027.", only while the waiver runs: a past
 * date would only confuse applicants.
 */
export function FeeWaiverSentence() {
  const waiverEnd = useFeeWaiverEnd();
  return waiverEnd ? <> It is waived for applications submitted until {waiverEnd}.</> : null;
}
