import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import {
  createCaptureTransport,
  type MailTransport,
  type OutgoingMail,
} from '../adapters/mail/mail-transport.ts';
import { createManualClock, systemClock } from '../lib/clock.ts';
import { createMailOutbox, listMailTo } from '../modules/mail/index.ts';
import {
  deliverDueMail,
  purgeOldMail,
  retryDelaySeconds,
  SCRUBBED_BODY,
  startMailOutboxWorker,
} from './mail-outbox-worker.ts';

const outbox = createMailOutbox({ captures: false, clock: systemClock });
const enqueueMail = outbox.enqueue;

const logger = pino({ level: 'silent' });
const mail = (to: string): OutgoingMail => ({
  to,
  subject: 'Your code',
  text: 'Code 123456',
  html: '<p>Code 123456</p>',
});

function recordingTransport(failTimes = 0) {
  const sent: OutgoingMail[] = [];
  let failures = failTimes;
  const transport: MailTransport = {
    captures: false,
    async send(message) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('SMTP server unavailable');
      }
      sent.push(message);
    },
  };
  return { transport, sent };
}

describe('mail outbox', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });

  it('sends queued mail once and marks it sent', async () => {
    const { transport, sent } = recordingTransport();
    await enqueueMail(database.db, mail('a@example.com'));
    expect(await deliverDueMail(database.db, transport, logger)).toBe(1);
    expect(await deliverDueMail(database.db, transport, logger)).toBe(0);
    expect(sent.map((message) => message.to)).toEqual(['a@example.com']);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps failed mail and retries it later instead of losing it', async () => {
    const { transport, sent } = recordingTransport(1);
    const clock = createManualClock();
    await createMailOutbox({ captures: false, clock }).enqueue(database.db, mail('b@example.com'));
    await deliverDueMail(database.db, transport, logger, clock);
    const [failed] = await database.db.select().from(mailOutbox);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP server unavailable' });
    expect(sent).toHaveLength(0);
    // Not due yet: the back-off (30 s after the first failure) holds it back.
    clock.advance(29_000);
    expect(await deliverDueMail(database.db, transport, logger, clock)).toBe(0);

    clock.advance(2_000);
    await deliverDueMail(database.db, transport, logger, clock);
    expect(sent.map((message) => message.to)).toEqual(['b@example.com']);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('keeps retrying past eight attempts and gives up only once the mail has waited three days', async () => {
    const { transport } = recordingTransport(1000);
    const clock = createManualClock();
    await createMailOutbox({ captures: false, clock }).enqueue(database.db, mail('c@example.com'));
    const due = async () => {
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'c@example.com'));
      if (!row) throw new Error('the mail left the outbox');
      return row;
    };
    // Each attempt runs as soon as the back-off allows; every one before three days keeps the mail.
    let row = await due();
    while (row.nextAttemptAt.getTime() - row.createdAt.getTime() < 3 * 86_400_000) {
      clock.set(row.nextAttemptAt);
      await deliverDueMail(database.db, transport, logger, clock);
      row = await due();
      expect(row.status).toBe('pending');
    }
    expect(row.attempts).toBeGreaterThan(100);
    clock.set(row.nextAttemptAt);
    await deliverDueMail(database.db, transport, logger, clock);
    row = await due();
    expect(row).toMatchObject({ status: 'failed', lastError: 'SMTP server unavailable' });
    expect(row.failedAt).toEqual(clock.now());
  });

  it('sends up to five messages at once', async () => {
    for (let index = 0; index < 8; index += 1)
      await enqueueMail(database.db, mail(`many${index}@example.com`));
    let inFlight = 0;
    let mostInFlight = 0;
    const waiting: (() => void)[] = [];
    const transport: MailTransport = {
      captures: false,
      async send() {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise<void>((resolve) => waiting.push(resolve));
        inFlight -= 1;
      },
    };
    const delivering = deliverDueMail(database.db, transport, logger);
    await vi.waitFor(() => expect(inFlight).toBe(5));
    // Each finished message frees a lane for the next one.
    while (waiting.length > 0 || inFlight > 0) {
      waiting.shift()?.();
      await vi.waitFor(() => expect(waiting.length > 0 || inFlight === 0).toBe(true));
    }
    expect(await delivering).toBe(8);
    expect(mostInFlight).toBe(5);
  });

  it('never hands the same message to two workers running at once', async () => {
    for (let index = 0; index < 25; index += 1)
      await enqueueMail(database.db, mail(`bulk${index}@example.com`));
    const first = recordingTransport();
    const second = recordingTransport();
    await Promise.all([
      (async () => {
        while ((await deliverDueMail(database.db, first.transport, logger)) > 0);
      })(),
      (async () => {
        while ((await deliverDueMail(database.db, second.transport, logger)) > 0);
      })(),
    ]);
    const delivered = [...first.sent, ...second.sent].map((message) => message.to).sort();
    expect(delivered).toHaveLength(25);
    expect(new Set(delivered).size).toBe(25);
  });

  it('removes the body once an SMTP transport delivered it, keeping address, subject and times', async () => {
    const { transport, sent } = recordingTransport();
    await enqueueMail(database.db, mail('d@example.com'));
    await deliverDueMail(database.db, transport, logger);
    expect(sent[0]?.text).toBe('Code 123456');
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({
      to: 'd@example.com',
      subject: 'Your code',
      status: 'sent',
      text: SCRUBBED_BODY,
      html: null,
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain('123456');
  });

  it('keeps the body with the capture transport, which is what the dev mailbox reads', async () => {
    await enqueueMail(database.db, mail('e@example.com'));
    await deliverDueMail(database.db, createCaptureTransport(), logger);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', text: 'Code 123456', html: '<p>Code 123456</p>' });
    const [captured] = await listMailTo(database.db, 'e@example.com');
    expect(captured).toMatchObject({ text: 'Code 123456', html: '<p>Code 123456</p>' });
  });

  async function insertAged(to: string, status: 'pending' | 'sent' | 'failed', days: number) {
    const at = sql`now() - make_interval(days => ${days})`;
    await database.db.insert(mailOutbox).values({
      to,
      subject: 'Old',
      text: 'old',
      status,
      createdAt: at,
      sentAt: status === 'sent' ? at : null,
    });
  }

  it('purges sent and failed mail older than 30 days, keeping recent and pending mail', async () => {
    await insertAged('old-sent@example.com', 'sent', 31);
    await insertAged('old-failed@example.com', 'failed', 31);
    await insertAged('old-pending@example.com', 'pending', 31);
    await insertAged('recent-sent@example.com', 'sent', 29);
    expect(await purgeOldMail(database.db)).toBe(2);
    const left = await database.db.select({ to: mailOutbox.to }).from(mailOutbox);
    expect(left.map((row) => row.to).sort()).toEqual(['old-pending@example.com', 'recent-sent@example.com']);
  });

  it('the running worker purges old mail and delivers due mail', async () => {
    await insertAged('old-sent@example.com', 'sent', 45);
    await enqueueMail(database.db, mail('f@example.com'));
    const { transport, sent } = recordingTransport();
    const worker = startMailOutboxWorker({ db: database.db, transport, logger, intervalMs: 20 });
    try {
      await vi.waitFor(
        async () => {
          expect(sent.map((message) => message.to)).toEqual(['f@example.com']);
          const rows = await database.db.select({ to: mailOutbox.to }).from(mailOutbox);
          expect(rows.map((row) => row.to)).toEqual(['f@example.com']);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await worker.stop();
    }
  });

  it('is woken by the commit of a transaction that queued mail, without waiting for the poll', async () => {
    const { transport, sent } = recordingTransport();
    const worker = startMailOutboxWorker({
      db: database.db,
      pool: database.pool,
      transport,
      logger,
      intervalMs: 60 * 60 * 1000,
    });
    try {
      // The first poll runs only after an hour: anything delivered now came from the commit's NOTIFY.
      await vi.waitFor(async () => {
        const listening = await database.pool.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND datname = current_database()",
        );
        expect(listening.rows[0].n).toBe(1);
      });
      await database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('woken@example.com'));
      });
      await vi.waitFor(() => expect(sent.map((message) => message.to)).toEqual(['woken@example.com']), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await worker.stop();
    }
  });

  it('never sends mail queued in a transaction that rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { transport, sent } = recordingTransport();
    expect(await deliverDueMail(database.db, transport, logger)).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('backs off exponentially up to half an hour', () => {
    expect(retryDelaySeconds(1)).toBe(30);
    expect(retryDelaySeconds(2)).toBe(60);
    expect(retryDelaySeconds(6)).toBe(960);
    expect(retryDelaySeconds(7)).toBe(1800);
    expect(retryDelaySeconds(200)).toBe(1800);
  });
});
