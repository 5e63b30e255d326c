import { and, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { OutgoingMail } from '../../adapters/mail/mail-transport.ts';
import type { QueuedMail } from './queued-mail.ts';

/** The PostgreSQL channel that wakes outbox workers; NOTIFY is delivered only when the transaction commits. */
export const MAIL_QUEUED_CHANNEL = 'mail_outbox_queued';

/** Claimed before any other due mail: codes and reset links expire within minutes. */
const URGENT_PRIORITY = 0;
const NORMAL_PRIORITY = 1;

/** Adds a message due at `now` and wakes the workers once the surrounding transaction commits. */
export async function insertOutgoingMail(executor: Executor, mail: QueuedMail, now: Date): Promise<void> {
  await executor.insert(mailOutbox).values({
    priority: mail.urgent ? URGENT_PRIORITY : NORMAL_PRIORITY,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    calendar: mail.calendar ?? null,
    createdAt: now,
    nextAttemptAt: now,
  });
  await executor.execute(sql`SELECT pg_notify(${MAIL_QUEUED_CHANNEL}, '')`);
}

export interface ClaimedMail extends OutgoingMail {
  id: string;
  /** Counting the attempt this claim starts. */
  attempts: number;
  createdAt: Date;
}

/**
 * Claims due messages, urgent ones first, with SKIP LOCKED, so several server instances never send the same
 * one; each stays hidden from other claims for `leaseSeconds` (a crash mid-send retries after it).
 */
export async function claimDueMail(
  db: Db,
  { now, limit, leaseSeconds }: { now: Date; limit: number; leaseSeconds: number },
): Promise<ClaimedMail[]> {
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
  const result = await db.execute<{
    id: string;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    calendar: string | null;
    attempts: number;
    created_at: string | Date;
  }>(sql`
    UPDATE mail_outbox
       SET attempts = attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
     WHERE id IN (
       SELECT id FROM mail_outbox
        WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
        ORDER BY priority, next_attempt_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, "to", subject, text, html, calendar, attempts, created_at`);
  return result.rows.map(({ created_at, ...mail }) => ({ ...mail, createdAt: new Date(created_at) }));
}

export async function markMailSent(
  db: Db,
  id: string,
  { sentAt, scrubbedBody }: { sentAt: Date; scrubbedBody: string | null },
): Promise<void> {
  const scrub = scrubbedBody === null ? {} : { text: scrubbedBody, html: null };
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt, lastError: null, ...scrub })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailedAttempt(
  db: Db,
  id: string,
  {
    now,
    givingUp,
    lastError,
    nextAttemptAt,
  }: { now: Date; givingUp: boolean; lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      givingUp
        ? { status: 'failed', lastError, failedAt: now }
        : { status: 'pending', lastError, nextAttemptAt },
    )
    .where(eq(mailOutbox.id, id));
}

/** Deletes messages delivered or given up on before `cutoff`; returns how many went. */
export async function deleteFinishedMailBefore(db: Db, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        lt(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`, cutoff),
      ),
    )
    .returning({ id: mailOutbox.id });
  return removed.length;
}

/** Mail for one address, newest first (the dev mailbox). */
export function listMailTo(db: Db, to: string) {
  return db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      calendar: mailOutbox.calendar,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${to})`)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(50);
}

/** Pending mail that is due, for tests and health reporting. */
export async function countDueMail(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)));
  return row?.count ?? 0;
}

/**
 * What the admin dashboard's mail alert reads: mail still waiting (how much, since when, the latest error),
 * and mail given up on since `failedSince`, the latest few of them.
 */
export async function readMailHealth(
  executor: Executor,
  { failedSince, recentLimit }: { failedSince: Date; recentLimit: number },
) {
  const [waiting] = await executor
    .select({
      count: sql<number>`count(*)::int`,
      oldestCreatedAt: sql<string | null>`min(${mailOutbox.createdAt})`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  // The latest failed attempt is the waiting message whose retry was scheduled last.
  const [latestWaitingError] = await executor
    .select({ lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), isNotNull(mailOutbox.lastError)))
    .orderBy(desc(mailOutbox.nextAttemptAt))
    .limit(1);
  const failedRecently = and(eq(mailOutbox.status, 'failed'), gte(mailOutbox.failedAt, failedSince));
  const [failed] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(failedRecently);
  const recentFailures = await executor
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      failedAt: mailOutbox.failedAt,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(failedRecently)
    .orderBy(desc(mailOutbox.failedAt))
    .limit(recentLimit);
  return {
    waiting: waiting?.count ?? 0,
    oldestWaitingSince: waiting?.oldestCreatedAt ? new Date(waiting.oldestCreatedAt) : null,
    latestWaitingError: latestWaitingError?.lastError ?? null,
    failed: failed?.count ?? 0,
    recentFailures,
  };
}
