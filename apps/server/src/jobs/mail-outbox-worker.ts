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
  MAIL_RETRY_PERIOD_MS,
  markMailFailedAttempt,
  markMailSent,
  type ClaimedMail,
} from '../modules/mail/index.ts';

/** Messages in flight at once: a stalled SMTP connection holds one of them, the others keep going. */
export const MAIL_CONCURRENCY = 5;
/**
 * A claimed message is hidden from other claims for this long; a crash mid-send retries after it. Far longer
 * than an attempt may take (10 s), so a slow attempt is never sent twice.
 */
const LEASE_SECONDS = 120;
/** The longest wait between two attempts: a server back after an outage gets its backlog within this. */
const MAX_RETRY_DELAY_SECONDS = 30 * 60;

/** How long delivered (and given-up) messages stay in the outbox. */
const OUTBOX_RETENTION_DAYS = 30;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** What a delivered message's body becomes: codes and reset links must not stay readable in the table. */
export const SCRUBBED_BODY = '(removed after delivery)';

/** Exponential back-off: 30 s, 1 min, 2 min … capped at 30 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_RETRY_DELAY_SECONDS, 30 * 2 ** Math.max(0, attempts - 1));
}

interface Delivery {
  db: Db;
  transport: MailTransport;
  logger: Pick<Logger, 'warn' | 'error'>;
  clock: Clock;
}

/**
 * One attempt at a claimed message: sent, or scheduled again after the back-off, or — once it has waited
 * for the whole retry period — marked failed, which the admin dashboard shows as an alert.
 */
async function attemptDelivery({ db, transport, logger, clock }: Delivery, mail: ClaimedMail): Promise<void> {
  let failure: unknown;
  try {
    await transport.send(mail);
  } catch (error) {
    failure = error ?? new Error('mail transport failed');
  }
  if (failure === undefined) {
    // The capture transport delivers nowhere: its copy in this table is what the dev mailbox shows.
    await markMailSent(db, mail.id, {
      sentAt: clock.now(),
      scrubbedBody: transport.captures ? null : SCRUBBED_BODY,
    });
    return;
  }
  const message = failure instanceof Error ? failure.message : String(failure);
  const now = clock.now();
  const givingUp = now.getTime() - mail.createdAt.getTime() >= MAIL_RETRY_PERIOD_MS;
  const details = { mailId: mail.id, attempts: mail.attempts, err: message, givingUp };
  if (givingUp) logger.error(details, 'mail given up after retrying for 3 days');
  else logger.warn(details, 'mail delivery failed');
  await markMailFailedAttempt(db, mail.id, {
    now,
    givingUp,
    lastError: message.slice(0, 1000),
    nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(mail.attempts) * 1000),
  });
}

/**
 * Up to `concurrency` lanes, each claiming one due message at a time (urgent first) until none is due. A
 * lane that claims a message starts another lane before sending, so lanes grow only while there is mail.
 */
function createLanes(delivery: Delivery, concurrency: number, onLaneError: (error: unknown) => void) {
  const lanes = new Set<Promise<void>>();
  let stopped = false;
  let handled = 0;

  const runLane = async () => {
    while (!stopped) {
      const [mail] = await claimDueMail(delivery.db, {
        now: delivery.clock.now(),
        limit: 1,
        leaseSeconds: LEASE_SECONDS,
      });
      if (!mail) return;
      start();
      await attemptDelivery(delivery, mail);
      handled += 1;
    }
  };
  function start() {
    if (stopped || lanes.size >= concurrency) return;
    const lane: Promise<void> = runLane()
      .catch(onLaneError)
      .finally(() => lanes.delete(lane));
    lanes.add(lane);
  }
  return {
    start,
    get handled() {
      return handled;
    },
    /** Resolves once every lane has finished (lanes started meanwhile included). */
    async drained() {
      while (lanes.size > 0) await Promise.all(lanes);
    },
    stop() {
      stopped = true;
    },
  };
}

/** Delivers everything due now, `concurrency` at a time; returns how many messages were handled. */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  logger: Pick<Logger, 'warn' | 'error'>,
  clock: Clock = systemClock,
  { concurrency = MAIL_CONCURRENCY }: { concurrency?: number } = {},
): Promise<number> {
  let failure: unknown;
  const lanes = createLanes({ db, transport, logger, clock }, concurrency, (error) => {
    failure ??= error;
  });
  lanes.start();
  await lanes.drained();
  if (failure !== undefined) throw failure;
  return lanes.handled;
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
 * Delivers queued mail, up to `concurrency` (default 5) messages at once: at once when woken by a commit
 * (with `pool`), and by polling every `intervalMs` (default 2 s) as a safety net; purges old mail about
 * once an hour.
 */
export function startMailOutboxWorker(options: {
  db: Db;
  pool?: pg.Pool;
  transport: MailTransport;
  logger: Pick<Logger, 'warn' | 'error'>;
  clock?: Clock;
  intervalMs?: number;
  concurrency?: number;
}): MailWorker {
  const clock = options.clock ?? systemClock;
  const intervalMs = options.intervalMs ?? 2000;
  const logFailure = (error: unknown) => options.logger.error({ err: error }, 'mail outbox worker failed');
  const lanes = createLanes(
    { db: options.db, transport: options.transport, logger: options.logger, clock },
    options.concurrency ?? MAIL_CONCURRENCY,
    logFailure,
  );
  let stopped = false;
  let purging: Promise<void> | undefined;
  let nextPurgeAt = 0;

  const purgeWhenDue = () => {
    if (purging || clock.now().getTime() < nextPurgeAt) return;
    nextPurgeAt = clock.now().getTime() + PURGE_INTERVAL_MS;
    purging = purgeOldMail(options.db, clock)
      .then(() => undefined, logFailure)
      .finally(() => {
        purging = undefined;
      });
  };
  const tick = () => {
    if (stopped) return;
    purgeWhenDue();
    // Busy lanes claim again when their message is done; a free lane picks up new mail at once.
    lanes.start();
  };
  const timer = setInterval(tick, intervalMs);
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
      lanes.stop();
      clearInterval(timer);
      await listener?.stop();
      await Promise.all([lanes.drained(), purging]);
    },
  };
}
