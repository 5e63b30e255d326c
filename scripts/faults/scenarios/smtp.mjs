// The SMTP server closed, then black-holed (it accepts and never answers), then back, while bookings queue
// mail: the API never waits on mail, and once SMTP is back every queued mail is delivered, none given up.
// (Mail still failing after two hours is a matter of the retry schedule, which the mail worker's own tests
// check against the test clock; a running server cannot move its clock.)
import { query } from '../lib/database.mjs';
import { call, signInPairs, startLoad } from '../lib/load.mjs';
import { healthStatus, wait, waitFor } from '../lib/server.mjs';
import { smtpStandIn } from '../lib/stand-ins.mjs';
import { dataFigures } from '../lib/verdict.mjs';

const FRESH_MAIL_LIMIT_MS = 15_000;

/** Sends the contact form (which mails support) and waits for that mail to be sent: how long it took. */
async function freshMailDelay(baseUrl, databaseUrl) {
  const started = Date.now();
  const answer = await call(baseUrl, '/admin/contacted-us', {
    name: 'Fault Suite',
    email: 'fault.suite@example.com',
    message: 'Is the mail flowing again?',
  });
  if (answer.status !== 200) return undefined;
  const sent = await waitFor(
    async () => {
      const rows = await query(
        databaseUrl,
        `SELECT 1 FROM mail_outbox WHERE status = 'sent' AND subject LIKE '%New contact message'
           AND created_at >= $1`,
        [new Date(started - 1000)],
      );
      return rows.length > 0;
    },
    { timeoutMs: FRESH_MAIL_LIMIT_MS * 2, everyMs: 250 },
  );
  return sent ? Date.now() - started : undefined;
}

export async function smtp(target, { loadMs }) {
  const mail = smtpStandIn();
  await mail.open('up');
  try {
    const server = await target.start({ SMTP_URL: `smtp://127.0.0.1:${mail.port}`, MAIL_CAPTURE: '0' });
    const pairs = await signInPairs(server.baseUrl, target.databaseUrl(), 3);
    const [queuedBefore] = await query(target.databaseUrl(), 'SELECT count(*)::int AS n FROM mail_outbox');
    const load = startLoad(server.baseUrl, pairs, { bookingEveryMs: 5000, messageEveryMs: 2000 });
    await mail.close();
    await wait(loadMs);
    await mail.open('black-hole');
    await wait(loadMs);
    await mail.open('up');
    const result = await load.stop();
    // A mail queued once SMTP is back must not wait behind the ones a black hole still holds.
    const fresh = await freshMailDelay(server.baseUrl, target.databaseUrl());
    const deliverWithinMs = 240_000;
    const counts = async () => {
      const rows = await query(
        target.databaseUrl(),
        'SELECT status, count(*)::int AS n FROM mail_outbox WHERE id NOT IN (SELECT id FROM mail_outbox ORDER BY created_at LIMIT $1) GROUP BY status',
        [queuedBefore.n],
      );
      return Object.fromEntries(rows.map((row) => [row.status, row.n]));
    };
    const started = Date.now();
    const drained = await waitFor(async () => ((await counts()).pending ?? 0) === 0, {
      timeoutMs: deliverWithinMs,
      everyMs: 2000,
    });
    const outbox = await counts();
    const figures = await dataFigures(target.databaseUrl(), result);
    const problems = [...figures.problems];
    if (!drained) problems.push(`mail still pending ${deliverWithinMs / 1000} s after SMTP came back`);
    if ((outbox.failed ?? 0) > 0) problems.push(`${outbox.failed} mails given up`);
    if (fresh === undefined || fresh > FRESH_MAIL_LIMIT_MS) {
      problems.push(`a mail queued after SMTP came back was not sent within ${FRESH_MAIL_LIMIT_MS / 1000} s`);
    }
    if ((await healthStatus(server.baseUrl)) !== 200) problems.push('health not 200 at the end');
    return {
      figures: {
        ...figures,
        mailQueued: Object.values(outbox).reduce((sum, n) => sum + n, 0),
        mailOutbox: outbox,
        deliveredToStandIn: mail.delivered,
        freshMailSentAfter: fresh === undefined ? 'not sent' : `${(fresh / 1000).toFixed(1)} s`,
        drainedAfterSmtpBack: drained ? `${Math.round((Date.now() - started) / 1000)} s` : 'no',
      },
      problems,
      notes: [],
      statuses: result.statuses,
    };
  } finally {
    mail.release();
    await mail.close();
  }
}
