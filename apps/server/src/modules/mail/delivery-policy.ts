/** How long the outbox keeps retrying a message before marking it failed and alerting admins. */
export const MAIL_RETRY_PERIOD_MS = 3 * 24 * 60 * 60 * 1000;

/** Mail waiting longer than this means delivery has been failing a while: the dashboard warns. */
export const MAIL_DELAY_ALERT_MS = 60 * 60 * 1000;

/** Given-up mail stays on the dashboard's alert this long (the rows themselves stay 30 days). */
export const FAILED_MAIL_ALERT_MS = 7 * 24 * 60 * 60 * 1000;

/** How many given-up messages the alert lists. */
export const RECENT_FAILURES_SHOWN = 5;
