import type { MailHealth } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { FAILED_MAIL_ALERT_MS, MAIL_DELAY_ALERT_MS, RECENT_FAILURES_SHOWN } from './delivery-policy.ts';
import { readMailHealth } from './mail-outbox.repository.ts';

/**
 * Whether e-mail is reaching people: what is still waiting (a warning once the oldest has waited an hour)
 * and what was given up on after 3 days of retrying in the last week (an error until it ages out).
 */
export async function getMailHealth(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<MailHealth> {
  const now = ctx.clock.now().getTime();
  const health = await readMailHealth(ctx.db, {
    failedSince: new Date(now - FAILED_MAIL_ALERT_MS),
    recentLimit: RECENT_FAILURES_SHOWN,
  });
  const oldest = health.oldestWaitingSince;
  return {
    waiting: health.waiting,
    oldestWaitingSince: oldest ? oldest.toISOString() : null,
    delayed: oldest !== null && now - oldest.getTime() > MAIL_DELAY_ALERT_MS,
    latestError: health.latestWaitingError,
    failed: health.failed,
    recentFailures: health.recentFailures.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      createdAt: mail.createdAt.toISOString(),
      failedAt: (mail.failedAt ?? mail.createdAt).toISOString(),
      attempts: mail.attempts,
      lastError: mail.lastError,
    })),
  };
}
