import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailTransport, OutgoingMail } from '../adapters/mail/mail-transport.ts';
import { deliverDueMail, enqueueMail, retryDelaySeconds } from './mail-outbox-worker.ts';

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
    await enqueueMail(database.db, mail('b@example.com'));
    await deliverDueMail(database.db, transport, logger);
    const [failed] = await database.db.select().from(mailOutbox);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP server unavailable' });
    expect(sent).toHaveLength(0);
    // Not due yet: the back-off holds it back.
    expect(await deliverDueMail(database.db, transport, logger)).toBe(0);

    await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    await deliverDueMail(database.db, transport, logger);
    expect(sent.map((message) => message.to)).toEqual(['b@example.com']);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up after eight attempts and marks the mail failed', async () => {
    const { transport } = recordingTransport(100);
    await enqueueMail(database.db, mail('c@example.com'));
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      await deliverDueMail(database.db, transport, logger);
    }
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'c@example.com'));
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
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

  it('backs off exponentially up to an hour', () => {
    expect(retryDelaySeconds(1)).toBe(30);
    expect(retryDelaySeconds(2)).toBe(60);
    expect(retryDelaySeconds(20)).toBe(3600);
  });
});
