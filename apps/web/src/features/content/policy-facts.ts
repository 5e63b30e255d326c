/**
 * Facts the policy and help pages state (spec part 1 §9, product rules). Numbers the platform keeps in
 * code come from the contract; these are the ones only the text needs (the support hours and the refund
 * delay are written in each language's sentences).
 */
/** The subject support filters cancellations by: the same in every language. */
export const CANCELLATION_SUBJECT = 'Session Cancellation Request';
export const MINIMUM_AGE = 16;
/** In rupees. */
export const MONTHLY_EARNINGS_CLAIM = 12000;
