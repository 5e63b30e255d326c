// A paced booking-and-chat load through the API, as the web app makes it: each pair of a demo student and
// the mentor of their active session buys hours through the sandbox checkout and chats both ways. A call
// that fails is sent again, the same way (the same order, the same clientMessageId), as a client does after
// a reconnect, so a fault may delay a write but must never lose an acknowledged one or store it twice.
import { randomBytes } from 'node:crypto';
import { query } from './database.mjs';
import { wait } from './server.mjs';

const PASSWORD = 'Demo@12345';

/** The demo pairs sharing an active session: student and mentor signed in, and the mentor's hour package. */
export async function signInPairs(baseUrl, databaseUrl, count) {
  const rows = await query(
    databaseUrl,
    `SELECT DISTINCT ON (b.student_id) s.id AS "studentId", s.email AS "studentEmail", m.id AS "mentorId",
            m.email AS "mentorEmail", p.id AS "packageId"
       FROM bookings b JOIN students s ON s.id = b.student_id JOIN mentors m ON m.id = b.mentor_id
       JOIN packages p ON p.category = m.category AND p.kind = 'session60' AND p.is_active
      WHERE b.status = 'active' ORDER BY b.student_id, m.id LIMIT $1`,
    [count],
  );
  const seen = new Set();
  const pairs = [];
  for (const row of rows) {
    // One pair a mentor, so each account's own rate limits are the only ones in play.
    if (seen.has(row.mentorId)) continue;
    seen.add(row.mentorId);
    const student = await call(baseUrl, '/students/login', { email: row.studentEmail, password: PASSWORD });
    const mentor = await call(baseUrl, '/mentors/login', { email: row.mentorEmail, password: PASSWORD });
    if (student.status !== 200 || mentor.status !== 200) throw new Error('demo sign-in failed');
    pairs.push({ ...row, studentToken: student.data.token, mentorToken: mentor.data.token });
  }
  if (pairs.length === 0) throw new Error('no demo pair with an active session');
  return pairs;
}

/** One API call: { status, data } or { status: 0, error } when no answer came. */
export async function call(baseUrl, path, body, token, timeoutMs = 15_000) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let answer;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    return { status: response.status, data: answer?.data };
  } catch (error) {
    return { status: 0, error: error?.cause?.code ?? error?.name ?? String(error) };
  }
}

/**
 * Starts the load; `stop()` lets each loop finish the write it has started (retrying up to `settleMs`) and
 * returns what was acknowledged and every status seen.
 */
export function startLoad(
  baseUrl,
  pairs,
  { bookingEveryMs = 4000, messageEveryMs = 500, settleMs = 60_000 } = {},
) {
  const statuses = new Map();
  const acknowledged = { bookings: [], messages: [], paidOrders: [] };
  let running = true;
  let stopAt = Infinity;

  const note = (answer) => {
    const key = answer.status === 0 ? `no answer (${answer.error})` : String(answer.status);
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    return answer;
  };
  const mayRetry = () => Date.now() < stopAt;

  /** Sends until a 200 (or another 4xx the retry cannot fix), pacing retries; the 200's answer or undefined. */
  async function untilDone(send) {
    for (;;) {
      const answer = note(await send());
      if (answer.status === 200) return answer;
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) return undefined;
      if (!mayRetry()) return undefined;
      await wait(500);
    }
  }

  async function bookingLoop(pair) {
    while (running) {
      const started = Date.now();
      const order = await untilDone(() =>
        call(
          baseUrl,
          '/students/create-order',
          { packageId: pair.packageId, mentorId: pair.mentorId },
          pair.studentToken,
        ),
      );
      if (order) {
        const paid = await untilDone(() =>
          call(baseUrl, `/payments/sandbox/orders/${order.data.id}/pay`, { outcome: 'success' }),
        );
        if (paid) {
          acknowledged.paidOrders.push(order.data.id);
          const proof = {
            orderId: order.data.id,
            paymentId: paid.data.razorpay_payment_id,
            signature: paid.data.razorpay_signature,
          };
          const booked = await untilDone(() =>
            call(baseUrl, '/students/verify-payment', proof, pair.studentToken),
          );
          if (booked)
            acknowledged.bookings.push({ orderId: order.data.id, bookingId: booked.data.bookingId });
        }
      }
      await wait(Math.max(0, bookingEveryMs - (Date.now() - started)));
    }
  }

  async function chatLoop(pair) {
    let turn = 0;
    while (running) {
      const started = Date.now();
      const fromStudent = turn % 2 === 0;
      turn += 1;
      const clientMessageId = `fault-${randomBytes(9).toString('base64url')}`;
      const to = fromStudent ? pair.mentorId : pair.studentId;
      const token = fromStudent ? pair.studentToken : pair.mentorToken;
      const body = { message: `fault suite message ${turn}`, clientMessageId };
      const sent = await untilDone(() => call(baseUrl, `/message/send/${to}`, body, token));
      if (sent) acknowledged.messages.push({ id: sent.data._id, clientMessageId });
      await wait(Math.max(0, messageEveryMs - (Date.now() - started)));
    }
  }

  const loops = pairs.flatMap((pair) => [bookingLoop(pair), chatLoop(pair)]);
  return {
    acknowledged,
    statuses,
    async stop() {
      running = false;
      stopAt = Date.now() + settleMs;
      await Promise.all(loops);
      return { acknowledged, statuses: Object.fromEntries(statuses) };
    },
  };
}

/** 5xx answers other than 503 (a 503 is the honest "not now"). */
export function unexpected5xx(statuses) {
  return Object.entries(statuses)
    .filter(([status]) => /^5\d\d$/.test(status) && status !== '503')
    .reduce((sum, [, count]) => sum + count, 0);
}
