// What other modules and jobs may use of the mail module.
export { createMailOutbox, type MailOutbox } from './outbox.ts';
export {
  claimDueMail,
  deleteFinishedMailBefore,
  listMailTo,
  markMailFailedAttempt,
  markMailSent,
  MAIL_QUEUED_CHANNEL,
  type ClaimedMail,
} from './mail-outbox.repository.ts';
export type { QueuedMail } from './queued-mail.ts';
export { MAIL_RETRY_PERIOD_MS } from './delivery-policy.ts';
export { getMailHealth } from './mail-health.service.ts';
export * from './templates.ts';
export { SERVER_CATALOGS, wordingFor, type MessageKey, type MessageValues, type Wording } from './wording.ts';
