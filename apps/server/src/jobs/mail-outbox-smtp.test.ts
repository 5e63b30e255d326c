import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailHealth } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { postJson, signedInAdmin } from '../../test/admin.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in.ts';
import {
  createMailTransport,
  createSmtpTransport,
  SMTP_ATTEMPT_TIMEOUT_MS,
  smtpTransportOptions,
  type OutgoingMail,
} from '../adapters/mail/mail-transport.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { passwordResetMail, verificationCodeMail } from '../modules/mail/index.ts';
import { deliverDueMail } from './mail-outbox-worker.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let startedAt: Date;
let subject: TestApp;
let smtp: SmtpStandIn;

beforeAll(async () => {
  subject = await createTestApp();
  startedAt = subject.clock.now();
  smtp = await startSmtpStandIn();
});
afterAll(async () => {
  await smtp.close();
  await subject.close();
});
beforeEach(async () => {
  await subject.database.db.delete(mailOutbox);
  smtp.behaviour = 'answer';
  smtp.stallFor.clear();
  smtp.received.length = 0;
  smtp.connections = 0;
});
afterEach(() => {
  subject.clock.set(startedAt);
});

const db = () => subject.database.db;
const from = 'NEET Mentor <no-reply@example.com>';
/** A short per-attempt budget where a test waits for timeouts only incidentally. */
const quickTransport = () => createSmtpTransport(smtp.url, from, { timeoutMs: 2_000 });

/** A logger keeping what was logged at error level. */
function recordingLogger() {
  const errors: { msg: string; mailId?: string }[] = [];
  const logger = pino(
    { level: 'error' },
    { write: (line: string) => errors.push(JSON.parse(line) as { msg: string; mailId?: string }) },
  );
  return { errors, logger };
}

const bulk = (to: string, subjectLine = 'News'): OutgoingMail => ({
  to,
  subject: subjectLine,
  text: 'Hello',
  html: null,
});

function enqueue(mail: OutgoingMail) {
  return subject.context.outbox.enqueue(db(), mail);
}

async function outboxRow(to: string) {
  const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return row;
}

async function mailHealth(): Promise<MailHealth> {
  const admin = await signedInAdmin(subject);
  const response = await postJson(subject, '/api/v1/admin/mail-health', {}, admin.token);
  expect(response.statusCode).toBe(200);
  return response.json().data as MailHealth;
}

/** Moves the clock in `step`s for `duration`, running the outbox at each step as the worker's poll would. */
async function runFor(duration: number, step: number, transport = quickTransport()) {
  const { logger } = recordingLogger();
  for (let elapsed = 0; elapsed < duration; elapsed += step) {
    subject.clock.advance(step);
    await deliverDueMail(db(), transport, logger, subject.clock);
  }
}

describe('mail through a real SMTP connection', () => {
  it('gives each attempt 10 seconds in all: connecting, the greeting and every answer', () => {
    expect(SMTP_ATTEMPT_TIMEOUT_MS).toBe(10_000);
    expect(smtpTransportOptions('smtp://mail.example.com:587', SMTP_ATTEMPT_TIMEOUT_MS)).toEqual({
      url: 'smtp://mail.example.com:587',
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 10_000,
    });
  });

  it('keeps mail a closed SMTP server refused and delivers it once the server is back two hours later', async () => {
    smtp.behaviour = 'close';
    await enqueue(bulk('outage@example.com', 'Your session is booked'));
    const { logger } = recordingLogger();
    await deliverDueMail(db(), quickTransport(), logger, subject.clock);
    expect(await outboxRow('outage@example.com')).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await outboxRow('outage@example.com'))?.lastError).toBeTruthy();

    await runFor(2 * HOUR, MINUTE);
    const during = await outboxRow('outage@example.com');
    expect(during?.status).toBe('pending');
    // Backed off (30 s, 1, 2, 4, 8, 16, 30, 30 … minutes), not hammering the server every minute.
    expect(during?.attempts).toBeGreaterThanOrEqual(7);
    expect(during?.attempts).toBeLessThanOrEqual(10);
    expect(smtp.connections).toBe(during?.attempts);
    expect((await mailHealth()).delayed).toBe(true);

    smtp.behaviour = 'answer';
    await runFor(30 * MINUTE, MINUTE);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Your session is booked']);
    expect(await outboxRow('outage@example.com')).toMatchObject({ status: 'sent', lastError: null });
    expect(await mailHealth()).toMatchObject({ waiting: 0, delayed: false, failed: 0 });
  });

  it('a server that accepts and never answers costs its message 10 s while the other mail is delivered', async () => {
    smtp.stallFor.add('stalled@example.com');
    await enqueue(bulk('stalled@example.com', 'Stalled'));
    for (let index = 0; index < 6; index += 1)
      await enqueue(bulk(`other${index}@example.com`, `Other ${index}`));
    const transport = createMailTransport({ smtpUrl: smtp.url, from });
    const { logger } = recordingLogger();

    const started = performance.now();
    let finishedAfter: number | undefined;
    const delivering = deliverDueMail(db(), transport, logger, subject.clock).then((handled) => {
      finishedAfter = performance.now() - started;
      return handled;
    });
    // Everything else arrives while the stalled message still waits for its answer.
    await vi.waitFor(() => expect(smtp.received).toHaveLength(6), { timeout: 9_000, interval: 50 });
    expect(finishedAfter).toBeUndefined();

    expect(await delivering).toBe(7);
    expect(finishedAfter).toBeGreaterThanOrEqual(SMTP_ATTEMPT_TIMEOUT_MS - 100);
    expect(finishedAfter).toBeLessThan(SMTP_ATTEMPT_TIMEOUT_MS + 5_000);
    const stalled = await outboxRow('stalled@example.com');
    expect(stalled).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stalled?.lastError).toMatch(/time/i);
  }, 30_000);

  it('a black-holed server (no greeting) fails the attempt by its timeout, and the mail is retried', async () => {
    smtp.behaviour = 'black-hole';
    await enqueue(bulk('hole@example.com'));
    const { logger } = recordingLogger();
    await deliverDueMail(db(), quickTransport(), logger, subject.clock);
    const row = await outboxRow('hole@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/greeting never received|timed out/i);

    smtp.behaviour = 'answer';
    subject.clock.advance(31_000);
    await deliverDueMail(db(), quickTransport(), logger, subject.clock);
    expect(await outboxRow('hole@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries for three days, then marks the mail failed, logs an error and alerts admins on the dashboard', async () => {
    smtp.behaviour = 'close';
    await enqueue(bulk('lost@example.com', 'Your booking receipt'));
    await runFor(1 * HOUR + 5 * MINUTE, 5 * MINUTE);
    const late = await mailHealth();
    expect(late).toMatchObject({ waiting: 1, delayed: true, failed: 0, recentFailures: [] });
    expect(late.latestError).toBeTruthy();

    // Still retrying just before three days.
    await runFor(3 * DAY - 2 * HOUR, 30 * MINUTE);
    expect(await outboxRow('lost@example.com')).toMatchObject({ status: 'pending' });

    const { errors, logger } = recordingLogger();
    for (let step = 0; step < 6; step += 1) {
      subject.clock.advance(30 * MINUTE);
      await deliverDueMail(db(), quickTransport(), logger, subject.clock);
    }
    const failed = await outboxRow('lost@example.com');
    expect(failed?.status).toBe('failed');
    const waited = (failed?.failedAt?.getTime() ?? 0) - (failed?.createdAt.getTime() ?? 0);
    expect(waited).toBeGreaterThanOrEqual(3 * DAY);
    expect(errors.map((entry) => entry.msg)).toEqual(['mail given up after retrying for 3 days']);

    const health = await mailHealth();
    expect(health).toMatchObject({ waiting: 0, delayed: false, failed: 1 });
    expect(health.recentFailures).toEqual([
      expect.objectContaining({ to: 'lost@example.com', subject: 'Your booking receipt' }),
    ]);
    expect(health.recentFailures[0]?.lastError).toBeTruthy();
    expect(health.recentFailures[0]?.attempts).toBeGreaterThan(100);

    // The alert fades a week after the failure; the row itself stays until the 30-day purge.
    subject.clock.advance(7 * DAY + MINUTE);
    expect(await mailHealth()).toMatchObject({ failed: 0, recentFailures: [] });
  }, 60_000);

  it('sends sign-up codes and reset links ahead of bulk mail queued before them', async () => {
    const brand = subject.context.brand;
    for (let index = 0; index < 4; index += 1)
      await enqueue(bulk(`bulk${index}@example.com`, `Bulk ${index}`));
    await enqueue(verificationCodeMail(brand, 'en', 'new@example.com', 'Asha', '123456'));
    await enqueue(passwordResetMail(brand, 'en', 'reset@example.com', 'Ravi', 'https://example.com/reset'));
    const { logger } = recordingLogger();
    await deliverDueMail(db(), quickTransport(), logger, subject.clock, { concurrency: 1 });
    expect(smtp.received.map((mail) => mail.to[0])).toEqual([
      'new@example.com',
      'reset@example.com',
      'bulk0@example.com',
      'bulk1@example.com',
      'bulk2@example.com',
      'bulk3@example.com',
    ]);
  });
});
