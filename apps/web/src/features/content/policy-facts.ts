/**
 * Facts the policy and help pages state (spec part 1 §9, product rules). Numbers the platform keeps in
 * code come from the contract; these are the ones only the text needs.
 */
export const SUPPORT_HOURS = '09:00 AM to 09:00 PM';
export const CANCELLATION_SUBJECT = 'Session Cancellation Request';
export const REFUND_DAYS = '7–10 business days';
export const MINIMUM_AGE = 16;
/** The application fee was waived for applications made up to this day (India time). */
export const FEE_WAIVED_UNTIL = new Date('2025-02-15T23:59:59+05:30');
export const FEE_WAIVED_UNTIL_TEXT = '15 February 2025';
export const MONTHLY_EARNINGS_CLAIM = '₹12,000';
