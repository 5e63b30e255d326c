import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createBooking, createCatalog, tokenFor } from '../../../test/bookings.ts';
import { createAdminAccount, createMentor, createStudent } from '../../../test/factories.ts';
import { pngImage } from '../../../test/images.ts';
import { multipart } from '../../../test/multipart.ts';
import { startS3StandIn, type S3StandIn } from '../../../test/s3-stand-in.ts';
import { bookings } from '../../db/schema/index.ts';

/** The whole app with STORAGE=s3 against the local stand-in: every upload goes to the bucket. */
let standIn: S3StandIn;
let subject: TestApp;

beforeAll(async () => {
  standIn = await startS3StandIn();
  subject = await createTestApp(standIn.environment());
});
afterAll(async () => {
  await subject.close();
  await standIn.close();
});

const objectOf = (url: string) => standIn.objects.get(`public/${url.replace(/^\/uploads\//, '')}`);

async function updatePicture(student: { id: string; email: string; username: string }, token: string) {
  const body = multipart({
    studentId: student.id,
    firstName: 'Priya',
    lastName: 'Verma',
    email: student.email,
    username: student.username,
    number: '9876543210',
    gender: 'Female',
    currentClass: '12th',
    profilePicture: { filename: 'me.png', contentType: 'image/png', data: await pngImage(800, 600) },
  });
  const response = await subject.app.inject({
    method: 'POST',
    url: '/api/v1/students/student-update-details',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.profilePicture as string;
}

describe('the app with STORAGE=s3', () => {
  it('stores a profile picture in the bucket, serves it at /uploads and resized at /img, and deletes a replaced one', async () => {
    const student = await createStudent(subject.database.db);
    const token = await tokenFor(subject, 'student', student.id);

    const first = await updatePicture(student, token);
    expect(first).toMatch(/^\/uploads\/students\/.+\.webp$/);
    const stored = objectOf(first);
    expect(stored?.contentType).toBe('image/webp');

    const served = await subject.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(stored && served.rawPayload.equals(stored.data)).toBe(true);
    const revalidated = await subject.app.inject({
      method: 'GET',
      url: first,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const resized = await subject.app.inject({ method: 'GET', url: first.replace('/uploads/', '/img/320/') });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(320);
    // Nothing of the upload landed on this server's disk.
    expect(existsSync(path.join(subject.config.dataDir, 'uploads'))).toBe(false);

    subject.clock.advance(1000);
    const second = await updatePicture(student, token);
    expect(second).not.toBe(first);
    expect(objectOf(second)).toBeDefined();
    expect(objectOf(first)).toBeUndefined();
    expect((await subject.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await subject.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect(standIn.refusedSignatures()).toBe(0);
  });

  it('keeps a session proof private in the bucket, served only to the booking’s mentor, its student and admins', async () => {
    const db = subject.database.db;
    const catalog = await createCatalog(db, 'M3');
    const mentor = await createMentor(db, { neetScore: 650 });
    const student = await createStudent(db);
    const stranger = await createStudent(db);
    const booking = await createBooking(db, {
      studentId: student.id,
      mentorId: mentor.id,
      packageId: catalog.session60.id,
      status: 'active',
    });
    const mentorToken = await tokenFor(subject, 'mentor', mentor.id);
    const body = multipart({
      requestId: booking.id,
      imageOfProof: { filename: 'proof.png', contentType: 'image/png', data: await pngImage(300, 200) },
    });
    const completed = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/change-status-completed',
      headers: { ...body.headers, ...bearer(mentorToken) },
      payload: body.payload,
    });
    expect(completed.statusCode).toBe(200);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    const key = row?.proofImageKey ?? '';
    const stored = standIn.objects.get(`private/${key}`);
    expect(stored?.contentType).toBe('image/webp');

    const proofAs = async (token?: string) =>
      subject.app.inject({
        method: 'GET',
        url: `/api/v1/bookings/${booking.id}/proof`,
        headers: token ? bearer(token) : {},
      });
    const forMentor = await proofAs(mentorToken);
    expect(forMentor.statusCode).toBe(200);
    expect(forMentor.headers['cache-control']).toMatch(/no-store/);
    expect(stored && forMentor.rawPayload.equals(stored.data)).toBe(true);
    expect((await proofAs(await tokenFor(subject, 'student', student.id))).statusCode).toBe(200);
    const admin = await createAdminAccount(db);
    expect((await proofAs(await tokenFor(subject, 'admin', admin.id))).statusCode).toBe(200);
    expect((await proofAs(await tokenFor(subject, 'student', stranger.id))).statusCode).toBe(404);
    expect((await proofAs()).statusCode).toBe(401);
    // No public address reaches a private object.
    for (const url of [`/uploads/${key}`, `/uploads/../private/${key}`, `/uploads/%2e%2e/private/${key}`]) {
      expect((await subject.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
