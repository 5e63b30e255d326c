import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMentor, createStudent } from '../../test/factories.ts';
import { bearer, createCatalog, tokenFor } from '../../test/bookings.ts';
import { bookings } from '../db/schema/index.ts';
import { createAppContext } from '../context.ts';
import { startJobQueue, type JobQueue } from './job-queue.ts';

let subject: TestApp;
let queue: JobQueue;

beforeAll(async () => {
  subject = await createTestApp();
  queue = await startJobQueue({ pool: subject.database.pool, logger: console, pollingIntervalSeconds: 1 });
  // The same application, but asking pg-boss for its timed work instead of a test driving it.
  await queue.work(createAppContext({ ...subject.context, mailCaptured: true, jobs: queue.scheduler }));
});
afterAll(async () => {
  await queue.stop();
  await subject.close();
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the job queue', () => {
  it('runs a requested deadline job on pg-boss: an overdue request is cancelled', async () => {
    const db = subject.database.db;
    const catalog = await createCatalog(db, 'M3');
    const mentor = await createMentor(db, { neetScore: 650 });
    const student = await createStudent(db);
    const booked = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/free-session',
      headers: bearer(await tokenFor(subject, 'student', student.id)),
      payload: { packageId: catalog.intro20.id, mentorId: mentor.id },
    });
    const id = booked.json().data.bookingId as string;
    // Bought a day and a minute ago; its deadline job is asked for "now".
    await db
      .update(bookings)
      .set({ purchasedAt: new Date(subject.clock.now().getTime() - 24 * 60 * 60 * 1000 - 60_000) })
      .where(eq(bookings.id, id));
    await queue.scheduler.request('booking-deadline', id);
    await waitFor(async () => {
      const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
      return row?.status === 'cancelled';
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'timeout' });
  });
});
