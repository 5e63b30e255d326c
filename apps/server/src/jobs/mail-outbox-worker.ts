import { desc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailTransport, OutgoingMail } from '../adapters/mail/mail-transport.ts';

const BATCH_SIZE = 10;
const MAX_ATTEMPTS = 8;
/** A claimed message is hidden from other workers for this long; a crash mid-send retries after it. */
const LEASE_SECONDS = 120;

/** How long delivered (and given-up) messages stay in the outbox. */
const OUTBOX_RETENTION_DAYS = 30;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** What a delivered message's body becomes: codes and reset links must not stay readable in the table. */
export const SCRUBBED_BODY = '(removed after delivery)';

/** Exponential back-off: 30 s, 1 min, 2 min … capped at 1 hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** Adds a message to the outbox. Call it inside the transaction of the change that causes the mail. */
export async function enqueueMail(db: Pick<Db, 'insert'>, mail: OutgoingMail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}

interface ClaimedMail extends OutgoingMail {
  id: string;
  attempts: number;
}

/** Claims due messages with SKIP LOCKED, so several server instances never send the same one. */
async function claimDueMail(db: Db): Promise<ClaimedMail[]> {
  const result = await db.execute<{
    id: string;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    attempts: number;
  }>(sql`
    UPDATE mail_outbox
       SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
     WHERE id IN (
       SELECT id FROM mail_outbox
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at
        LIMIT ${BATCH_SIZE}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, "to", subject, text, html, attempts`);
  return result.rows;
}

/** Sends what is due once; returns how many messages were handled. */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  logger: Pick<Logger, 'warn' | 'error'>,
): Promise<number> {
  const batch = await claimDueMail(db);
  for (const mail of batch) {
    try {
      await transport.send(mail);
      // The capture transport delivers nowhere: its copy in this table is what the dev mailbox shows.
      const scrub = transport.captures ? {} : { text: SCRUBBED_BODY, html: null };
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null, ...scrub })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givingUp = mail.attempts >= MAX_ATTEMPTS;
      logger.warn(
        { mailId: mail.id, attempts: mail.attempts, err: message, givingUp },
        'mail delivery failed',
      );
      await db
        .update(mailOutbox)
        .set({
          status: givingUp ? 'failed' : 'pending',
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelaySeconds(mail.attempts) * 1000),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return batch.length;
}

/** Deletes messages delivered or given up on more than 30 days ago; returns how many went. */
export async function purgeOldMail(db: Db): Promise<number> {
  const removed = await db
    .delete(mailOutbox)
    .where(
      sql`${mailOutbox.status} IN ('sent', 'failed') AND coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt}) < now() - make_interval(days => ${OUTBOX_RETENTION_DAYS})`,
    )
    .returning({ id: mailOutbox.id });
  return removed.length;
}

export interface MailWorker {
  /** Delivers soon instead of at the next tick (called after a request queued mail). */
  kick(): void;
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` (default 2 s) until stopped; purges old mail about once an hour. */
export function startMailOutboxWorker(options: {
  db: Db;
  transport: MailTransport;
  logger: Pick<Logger, 'warn' | 'error'>;
  intervalMs?: number;
}): MailWorker {
  const intervalMs = options.intervalMs ?? 2000;
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let nextPurgeAt = 0;

  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        if (Date.now() >= nextPurgeAt) {
          nextPurgeAt = Date.now() + PURGE_INTERVAL_MS;
          await purgeOldMail(options.db);
        }
        while (
          !stopped &&
          (await deliverDueMail(options.db, options.transport, options.logger)) === BATCH_SIZE
        );
      } catch (error) {
        options.logger.error({ err: error }, 'mail outbox worker failed');
      } finally {
        running = undefined;
      }
    })();
  };
  timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    kick: () => setImmediate(tick),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

/**
 * Mail for one address, newest first (the dev mailbox). With the capture transport every queued
 * message counts as captured, so the mailbox shows it without waiting for the worker.
 */
export function listCapturedMail(db: Db, to: string) {
  return db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${to})`)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(50);
}
