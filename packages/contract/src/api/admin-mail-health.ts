import { z } from 'zod';

/** A message the outbox stopped retrying. */
export const failedMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  /** When it was queued. */
  createdAt: z.string(),
  /** When retrying stopped (3 days after it was queued). */
  failedAt: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** mail-health: whether e-mail is reaching people, for the alert on the admin dashboard. */
export const mailHealthSchema = z.object({
  /** Messages not delivered yet, retrying with back-off. */
  waiting: z.number().int(),
  /** When the oldest waiting message was queued. */
  oldestWaitingSince: z.string().nullable(),
  /** True when the oldest waiting message has waited more than an hour: mail has been failing a while. */
  delayed: z.boolean(),
  /** The error of the latest failed attempt of a waiting message. */
  latestError: z.string().nullable(),
  /** Messages given up on in the last 7 days. */
  failed: z.number().int(),
  /** The latest of those (up to 5), newest first. */
  recentFailures: z.array(failedMailSchema),
});
export type MailHealth = z.infer<typeof mailHealthSchema>;
