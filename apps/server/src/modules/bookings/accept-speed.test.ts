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

/** A student buys the mentor's hour; the new request's id. */
async function requestHour(mentorId: string, packageId: string): Promise<string> {
  const student = await createStudent(subject.database.db);
  const studentToken = await tokenFor(subject, 'student', student.id);
  const order = await subject.app.inject({
    method: 'POST',
    url: '/api/v1/students/create-order',
    headers: bearer(studentToken),
    payload: { packageId, mentorId },
  });
  const verified = await subject.app.inject({
    method: 'POST',
    url: '/api/v1/students/verify-payment',
    headers: bearer(studentToken),
    payload: checkoutAnswer(subject, order.json().data.id),
  });
  return verified.json().data.bookingId as string;
}

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

  it('counts declined and run-out requests as not accepted', async () => {
    const db = subject.database.db;
    const catalog = await createCatalog(db, 'M3');
    const mentor = await createMentor(db, { neetScore: 650 });
    const speed = async () =>
      (await subject.app.inject({ method: 'GET', url: `/api/v1/mentors/single-mentor/${mentor.id}` })).json()
        .data.acceptSpeedMinutes as number | null;
    const answer = async (action: 'accept' | 'decline', requestId: string) => {
      const response = await subject.app.inject({
        method: 'POST',
        url: `/api/v1/mentors/${action}-sessions-request`,
        headers: bearer(await tokenFor(subject, 'mentor', mentor.id)),
        payload: { requestId },
      });
      expect(response.statusCode).toBe(200);
    };

    for (const delay of [30 * MINUTE, 90 * MINUTE]) {
      const id = await requestHour(mentor.id, catalog.session60.id);
      subject.clock.advance(delay);
      await answer('accept', id);
    }
    expect(await speed()).toBeNull();
    // A decline is a third decided request: the median lies among them, past the quick acceptance.
    await answer('decline', await requestHour(mentor.id, catalog.session60.id));
    expect(await speed()).toBeCloseTo(90, 0);
    // Half of them not accepted: no "usually accepts" to promise.
    await answer('decline', await requestHour(mentor.id, catalog.session60.id));
    expect(await speed()).toBeNull();
    // Two more quick acceptances put the not accepted in the minority again: 10, 10, 30, 90, never, never.
    for (let index = 0; index < 2; index += 1) {
      const id = await requestHour(mentor.id, catalog.session60.id);
      subject.clock.advance(10 * MINUTE);
      await answer('accept', id);
    }
    expect(await speed()).toBeCloseTo(60, 0);
  });
});
