// The SMTP server closed, then black-holed (it accepts and never answers), then back, while bookings queue
// mail: the API never waits on mail, and once SMTP is back every queued mail is delivered, none given up.
// (Mail still failing after two hours is a matter of the retry schedule, which the mail worker's own tests
// check against the test clock; a running server cannot move its clock.)
import { query } from '../lib/database.mjs';
import { signInPairs, startLoad } from '../lib/load.mjs';
import { healthStatus, wait, waitFor } from '../lib/server.mjs';
import { smtpStandIn } from '../lib/stand-ins.mjs';
import { dataFigures } from '../lib/verdict.mjs';

export async function smtp(target, { loadMs }) {
  const mail = smtpStandIn();
  await mail.open('up');
  try {
    const server = await target.start({ SMTP_URL: `smtp://127.0.0.1:${mail.port}`, MAIL_CAPTURE: '' });
    const pairs = await signInPairs(server.baseUrl, target.databaseUrl(), 3);
    const [queuedBefore] = await query(target.databaseUrl(), 'SELECT count(*)::int AS n FROM mail_outbox');
    const load = startLoad(server.baseUrl, pairs, { bookingEveryMs: 3000, messageEveryMs: 2000 });
    await mail.close();
    await wait(loadMs);
    await mail.open('black-hole');
    await wait(loadMs);
    await mail.open('up');
    const result = await load.stop();
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
    if ((await healthStatus(server.baseUrl)) !== 200) problems.push('health not 200 at the end');
    return {
      figures: {
        ...figures,
        mailQueued: Object.values(outbox).reduce((sum, n) => sum + n, 0),
        mailOutbox: outbox,
        deliveredToStandIn: mail.delivered,
        drainedAfterSmtpBack: drained ? `${Math.round((Date.now() - started) / 1000)} s` : 'no',
      },
      problems,
      notes: [],
      statuses: result.statuses,
    };
  } finally {
    await mail.close();
  }
}
