import { useVerificationAmount } from '../api/get-verification-amount.ts';

const rupees = new Intl.NumberFormat('en-IN');

/**
 * " of ₹149": the admin-set application fee, for sentences that read well without it ("the fee is
 * non-refundable") while it loads or if it cannot be fetched, so the text never states a stale amount.
 */
export function FeeAmountSuffix() {
  const amount = useVerificationAmount();
  return amount.isSuccess ? <> of ₹{rupees.format(amount.data)}</> : null;
}
