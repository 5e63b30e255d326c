import type pg from 'pg';
import { listenForNotifications } from '../db/notification-listener.ts';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { MailTransport } from '../adapters/mail/mail-transport.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import {
  claimDueMail,
  deleteFinishedMailBefore,
  MAIL_QUEUED_CHANNEL,
  markMailFailedAttempt,
  markMailSent,
} from '../modules/mail/index.ts';

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

/** Sends what is due once; returns how many messages were handled. */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  logger: Pick<Logger, 'warn' | 'error'>,
  clock: Clock = systemClock,
): Promise<number> {
  const batch = await claimDueMail(db, { now: clock.now(), limit: BATCH_SIZE, leaseSeconds: LEASE_SECONDS });
  for (const mail of batch) {
    try {
      await transport.send(mail);
      // The capture transport delivers nowhere: its copy in this table is what the dev mailbox shows.
      await markMailSent(db, mail.id, {
        sentAt: clock.now(),
        scrubbedBody: transport.captures ? null : SCRUBBED_BODY,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givingUp = mail.attempts >= MAX_ATTEMPTS;
      logger.warn(
        { mailId: mail.id, attempts: mail.attempts, err: message, givingUp },
        'mail delivery failed',
      );
      await markMailFailedAttempt(db, mail.id, {
        givingUp,
        lastError: message.slice(0, 1000),
        nextAttemptAt: new Date(clock.now().getTime() + retryDelaySeconds(mail.attempts) * 1000),
      });
    }
  }
  return batch.length;
}

/** Deletes messages delivered or given up on more than 30 days ago; returns how many went. */
export function purgeOldMail(db: Db, clock: Clock = systemClock): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  return deleteFinishedMailBefore(db, cutoff);
}

export interface MailWorker {
  /** Delivers soon instead of at the next tick. */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Delivers queued mail: at once when woken by a commit (with `pool`), and by polling every `intervalMs`
 * (default 2 s) as a safety net; purges old mail about once an hour.
 */
export function startMailOutboxWorker(options: {
  db: Db;
  pool?: pg.Pool;
  transport: MailTransport;
  logger: Pick<Logger, 'warn' | 'error'>;
  clock?: Clock;
  intervalMs?: number;
}): MailWorker {
  const clock = options.clock ?? systemClock;
  const intervalMs = options.intervalMs ?? 2000;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let nextPurgeAt = 0;

  const tick = () => {
    if (stopped) return;
    if (running) {
      // Mail committed while a round is running may have missed its claim: run once more after it.
      again = true;
      return;
    }
    running = (async () => {
      try {
        if (clock.now().getTime() >= nextPurgeAt) {
          nextPurgeAt = clock.now().getTime() + PURGE_INTERVAL_MS;
          await purgeOldMail(options.db, clock);
        }
        while (
          !stopped &&
          (await deliverDueMail(options.db, options.transport, options.logger, clock)) === BATCH_SIZE
        );
      } catch (error) {
        options.logger.error({ err: error }, 'mail outbox worker failed');
      } finally {
        running = undefined;
        if (again) {
          again = false;
          setImmediate(tick);
        }
      }
    })();
  };
  timer = setInterval(tick, intervalMs);
  timer.unref();
  // Woken when a transaction that queued mail commits; the poll above still finds everything without it.
  const listener = options.pool
    ? listenForNotifications(
        options.pool,
        MAIL_QUEUED_CHANNEL,
        { onNotification: () => setImmediate(tick) },
        options.logger,
      )
    : undefined;
  return {
    kick: () => setImmediate(tick),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await listener?.stop();
      await running;
    },
  };
}
