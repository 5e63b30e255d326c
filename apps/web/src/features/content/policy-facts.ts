/**
 * Facts the policy and help pages state (spec part 1 §9, product rules). Numbers the platform keeps in
 * code come from the contract; these are the ones only the text needs.
 */
export const SUPPORT_HOURS = '09:00 AM to 09:00 PM';
export const CANCELLATION_SUBJECT = 'Session Cancellation Request';
export const REFUND_DAYS = '7–10 business days';
export const MINIMUM_AGE = 16;
export const MONTHLY_EARNINGS_CLAIM = '₹12,000';
