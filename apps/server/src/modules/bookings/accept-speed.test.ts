import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { bearer, checkoutAnswer, createCatalog, tokenFor } from '../../../test/bookings.ts';

let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());

const MINUTE = 60_000;

describe('how quickly a mentor usually accepts', () => {
  it('shows the median over the accepted requests once there are three, on the card and the profile', async () => {
    const db = subject.database.db;
    const catalog = await createCatalog(db, 'M3');
    const mentor = await createMentor(db, { neetScore: 650 });
    const profile = async () =>
      (await subject.app.inject({ method: 'GET', url: `/api/v1/mentors/single-mentor/${mentor.id}` })).json()
        .data;

    for (const [index, delay] of [30 * MINUTE, 90 * MINUTE, 10 * MINUTE].entries()) {
      const student = await createStudent(db);
      const studentToken = await tokenFor(subject, 'student', student.id);
      const order = await subject.app.inject({
        method: 'POST',
        url: '/api/v1/students/create-order',
        headers: bearer(studentToken),
        payload: { packageId: catalog.session60.id, mentorId: mentor.id },
      });
      const verified = await subject.app.inject({
        method: 'POST',
        url: '/api/v1/students/verify-payment',
        headers: bearer(studentToken),
        payload: checkoutAnswer(subject, order.json().data.id),
      });
      subject.clock.advance(delay);
      const accepted = await subject.app.inject({
        method: 'POST',
        url: '/api/v1/mentors/accept-sessions-request',
        headers: bearer(await tokenFor(subject, 'mentor', mentor.id)),
        payload: { requestId: verified.json().data.bookingId },
      });
      expect(accepted.statusCode).toBe(200);
      if (index < 2) expect((await profile()).acceptSpeedMinutes).toBeNull();
    }
    expect((await profile()).acceptSpeedMinutes).toBeCloseTo(30, 0);
    const listing = await subject.app.inject({
      method: 'GET',
      url: `/api/v1/mentors/all-mentors?username=${mentor.mentorId}`,
    });
    expect(listing.json().data.data[0].acceptSpeedMinutes).toBeCloseTo(30, 0);

    // Requests accepted more than 90 days ago no longer count.
    subject.clock.advance(91 * 24 * 60 * MINUTE);
    expect((await profile()).acceptSpeedMinutes).toBeNull();
  });
});
