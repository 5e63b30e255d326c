import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { postJson, signedInAdmin, type SignedInAdmin } from '../../../test/admin.ts';
import { tokenFor } from '../../../test/bookings.ts';
import {
  createFeedback,
  createMentor,
  createStudent,
  featureMentor,
  TEST_PASSWORD,
} from '../../../test/factories.ts';
import { latestMail, mailCount } from '../../../test/mailbox.ts';
import { auditLog, featuredMentors, mentors, notifications } from '../../db/schema/index.ts';

let subject: TestApp;
let admin: SignedInAdmin;

beforeAll(async () => {
  subject = await createTestApp();
  admin = await signedInAdmin(subject);
});
afterAll(() => subject.close());

const db = () => subject.database.db;
const post = (url: string, payload?: unknown, token = admin.token) => postJson(subject, url, payload, token);

/** An application waiting for a decision: verified, both documents, fee waived, unless overridden. */
const applicant = (overrides: Parameters<typeof createMentor>[1] = {}) =>
  createMentor(db(), { applicationStatus: 'pending', approvedAt: null, ...overrides });

async function auditActions(targetId: string): Promise<string[]> {
  const rows = await db().select().from(auditLog).where(eq(auditLog.targetId, targetId));
  return rows.map((row) => row.action);
}

describe('approval-requests', () => {
  it('lists pending applications with every field, the fee and document links, oldest first', async () => {
    const first = await applicant({
      firstName: 'Zubin',
      createdAt: new Date(Date.now() - 3_600_000),
      feeWaived: false,
      feePaidAt: new Date(),
    });
    const unpaid = await applicant({ firstName: 'Zubair', feeWaived: false, feePaidAt: null });
    await createMentor(db(), { firstName: 'Zubin' });

    const response = await post('/api/v1/admin/approval-requests?page=1', {
      adminId: admin.id,
      search: 'ZUBI',
    });
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 1, pageSize: 15 });
    expect(page.data[0]).toEqual({
      _id: first.id,
      mentorId: first.mentorId,
      firstName: 'Zubin',
      lastName: first.lastName,
      email: first.email,
      number: '9876543210',
      gender: 'Female',
      address: { city: 'Pune', state: 'Maharashtra' },
      neetScore: 650,
      neetExamYear: 2023,
      neetAttempts: 1,
      yearOfEducation: '2nd year',
      institute: 'B. J. Medical College, Pune',
      scoreCard: `/api/v1/mentors/documents/${first.id}/score-card`,
      studentId: `/api/v1/mentors/documents/${first.id}/college-id`,
      emailVerified: true,
      feePaid: true,
      feeWaived: false,
      eligible: true,
      applicationDate: first.createdAt.toISOString(),
    });
    const both = await post('/api/v1/admin/approval-requests', { search: 'zuba' });
    expect(both.json().data.data).toEqual([
      expect.objectContaining({ _id: unpaid.id, feePaid: false, feeWaived: false, eligible: false }),
    ]);
  });

  it('puts an exact first-name match before names that start with it', async () => {
    const tag = randomBytes(3).toString('hex').replace(/\d/g, 'q');
    const longer = await applicant({ firstName: `Ka${tag}ra`, createdAt: new Date(Date.now() - 7_200_000) });
    const exact = await applicant({ firstName: `Ka${tag}` });
    const response = await post('/api/v1/admin/approval-requests', { search: `ka${tag}` });
    expect(response.json().data.data.map((row: { _id: string }) => row._id)).toEqual([exact.id, longer.id]);
  });
});

describe('accept-approval and remove-approval', () => {
  it('approves an eligible application, e-mails and notifies the mentor, who can then log in', async () => {
    const mentor = await applicant();
    const refusedLogin = await postJson(subject, '/api/v1/mentors/login', {
      email: mentor.email,
      password: TEST_PASSWORD,
    });
    expect(refusedLogin.json().code).toBe('APPLICATION_NOT_APPROVED');

    const response = await post('/api/v1/admin/accept-approval', { mentorId: mentor.id, adminId: admin.id });
    expect(response.statusCode).toBe(200);
    const [row] = await db().select().from(mentors).where(eq(mentors.id, mentor.id));
    expect(row).toMatchObject({ applicationStatus: 'approved', approvedAt: expect.any(Date) });
    const approvalMail = await latestMail(subject.app, mentor.email);
    expect(approvalMail?.subject).toMatch(/approved/);
    expect(approvalMail?.text).toContain(`Hi ${mentor.firstName} ${mentor.lastName},`);
    const notes = await db().select().from(notifications).where(eq(notifications.recipientId, mentor.id));
    expect(notes.map((note) => note.message)).toEqual([expect.stringMatching(/has been approved/)]);
    expect(await auditActions(mentor.id)).toEqual(['mentor.approve']);

    const login = await postJson(subject, '/api/v1/mentors/login', {
      email: mentor.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);

    const twice = await post('/api/v1/admin/accept-approval', { mentorId: mentor.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('APPLICATION_DECIDED');
    expect(await mailCount(subject.app, mentor.email)).toBe(1);
  });

  it.each([
    ['an unverified e-mail', { emailVerifiedAt: null }, /verified e-mail/],
    ['a missing score card', { scoreCardKey: null }, /score card/],
    ['a missing college ID', { collegeIdKey: null }, /college ID/],
    ['an unpaid fee', { feeWaived: false, feePaidAt: null }, /fee/],
  ] as const)('refuses an application with %s (409), changing nothing', async (_case, overrides, reason) => {
    const mentor = await applicant(overrides);
    const response = await post('/api/v1/admin/accept-approval', { mentorId: mentor.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('APPLICATION_NOT_ELIGIBLE');
    expect(response.json().message).toMatch(reason);
    const [row] = await db().select().from(mentors).where(eq(mentors.id, mentor.id));
    expect(row?.applicationStatus).toBe('pending');
    expect(await auditActions(mentor.id)).toEqual([]);
    expect(await mailCount(subject.app, mentor.email)).toBe(0);
  });

  it('approves a paid application once under two concurrent clicks', async () => {
    const mentor = await applicant({ feeWaived: false, feePaidAt: new Date() });
    const answers = await Promise.all([
      post('/api/v1/admin/accept-approval', { mentorId: mentor.id }),
      post('/api/v1/admin/accept-approval', { mentorId: mentor.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditActions(mentor.id)).toEqual(['mentor.approve']);
  });

  it('rejects an application: kept as rejected, the applicant e-mailed, and never approved afterwards', async () => {
    const mentor = await applicant();
    const response = await post('/api/v1/admin/remove-approval', { mentorId: mentor.id, adminId: admin.id });
    expect(response.statusCode).toBe(200);
    const [row] = await db().select().from(mentors).where(eq(mentors.id, mentor.id));
    expect(row).toMatchObject({ applicationStatus: 'rejected', rejectedAt: expect.any(Date) });
    const mail = await latestMail(subject.app, mentor.email);
    // Its own subject, not the one of the "application received" mail, and the way to apply again.
    expect(mail?.subject).toMatch(/^Your .+ mentor application was not approved$/);
    expect(mail?.text).toMatch(/could not approve/);
    expect(mail?.text).toMatch(/You can re-apply: log in on the Mentor tab/);
    expect(mail?.text).toContain(`Hi ${mentor.firstName} ${mentor.lastName},`);
    expect(await auditActions(mentor.id)).toEqual(['mentor.reject']);
    const approve = await post('/api/v1/admin/accept-approval', { mentorId: mentor.id });
    expect(approve.json()).toMatchObject({ statusCode: 409, code: 'APPLICATION_DECIDED' });
    const login = await postJson(subject, '/api/v1/mentors/login', {
      email: mentor.email,
      password: TEST_PASSWORD,
    });
    expect(login.json()).toMatchObject({ statusCode: 403, code: 'APPLICATION_REJECTED' });
  });

  it('answers 404 for an unknown mentor and 400 for a malformed id', async () => {
    const missing = await post('/api/v1/admin/remove-approval', {
      mentorId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await post('/api/v1/admin/accept-approval', { mentorId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.errors).toEqual([{ path: 'mentorId', message: 'This id is not valid.' }]);
  });
});

describe('total-mentors and total-students', () => {
  it('lists approved mentors with the rounded rating (0 without any), status and star', async () => {
    const rated = await createMentor(db());
    const unrated = await createMentor(db(), { isActive: false, mentorId: `${rated.mentorId}b` });
    await applicant({ mentorId: `${rated.mentorId}c` });
    for (const rating of [5, 4, 4]) {
      await createFeedback(db(), { mentorId: rated.id, studentId: (await createStudent(db())).id, rating });
    }
    await featureMentor(db(), rated.id, 1);
    const response = await post('/api/v1/admin/total-mentors', { search: rated.mentorId });
    expect(response.json().data.data).toEqual([
      {
        _id: rated.id,
        mentorId: rated.mentorId,
        firstName: 'Asha',
        lastName: rated.lastName,
        email: rated.email,
        state: 'Maharashtra',
        neetScore: 650,
        number: '9876543210',
        rating: 4,
        activate: true,
        featured: true,
      },
      expect.objectContaining({ _id: unrated.id, rating: 0, activate: false, featured: false }),
    ]);
  });

  it('lists verified students with null for a missing phone; searches by username', async () => {
    const student = await createStudent(db(), { number: null, currentClass: '12th', gender: 'Male' });
    await createStudent(db(), { username: `${student.username}x`, emailVerifiedAt: null });
    const response = await post('/api/v1/admin/total-students', { search: student.username });
    expect(response.json().data).toEqual({
      data: [
        {
          _id: student.id,
          username: student.username,
          firstName: 'Ravi',
          lastName: student.lastName,
          email: student.email,
          currentClass: '12th',
          gender: 'Male',
          number: null,
          createdAt: student.createdAt.toISOString(),
        },
      ],
      pagination: { currentPage: 1, totalPages: 1, total: 1, pageSize: 15 },
    });
  });
});

describe('toggle-status and featuring', () => {
  it('deactivates a mentor (ending their session and listing) and activates them again', async () => {
    const mentor = await createMentor(db());
    const mentorToken = await tokenFor(subject, 'mentor', mentor.id);
    const profile = () =>
      subject.app.inject({ method: 'GET', url: `/api/v1/mentors/single-mentor/${mentor.mentorId}` });
    expect((await profile()).statusCode).toBe(200);

    const off = await post('/api/v1/admin/toggle-status', { mentorId: mentor.id, adminId: admin.id });
    expect(off.json().data).toEqual({ activate: false });
    expect((await profile()).statusCode).toBe(404);
    const details = await postJson(subject, '/api/v1/mentors/mentor-details', {}, mentorToken);
    expect(details.json().code).toBe('SESSION_ENDED');

    const on = await post('/api/v1/admin/toggle-status', { mentorId: mentor.id });
    expect(on.json().data).toEqual({ activate: true });
    expect((await profile()).statusCode).toBe(200);
    expect(await auditActions(mentor.id)).toEqual(['mentor.deactivate', 'mentor.activate']);
  });

  it('refuses to toggle an application that is not approved', async () => {
    const pending = await applicant();
    const response = await post('/api/v1/admin/toggle-status', { mentorId: pending.id });
    expect(response.statusCode).toBe(409);
    const [row] = await db().select().from(mentors).where(eq(mentors.id, pending.id));
    expect(row?.isActive).toBe(true);
  });

  it('features a mentor once on the home page and takes them off again', async () => {
    const mentor = await createMentor(db());
    const home = async () =>
      (await postJson(subject, '/api/v1/admin/get-featured-mentors', {}))
        .json()
        .data.map((card: { _id: string }) => card._id);
    for (let click = 0; click < 2; click += 1) {
      const featured = await post('/api/v1/admin/feature-mentor', { mentorId: mentor.id, adminId: admin.id });
      expect(featured.json().data).toEqual({ featured: true });
    }
    expect(await home()).toContain(mentor.id);
    expect(
      await db().select().from(featuredMentors).where(eq(featuredMentors.mentorId, mentor.id)),
    ).toHaveLength(1);

    const removed = await post('/api/v1/admin/remove-feature-mentor', { mentorId: mentor.id });
    expect(removed.json().data).toEqual({ featured: false });
    expect(await home()).not.toContain(mentor.id);
    expect(await auditActions(mentor.id)).toEqual(['mentor.feature', 'mentor.unfeature']);
  });

  it('refuses to feature an application that is not approved', async () => {
    const pending = await applicant();
    expect((await post('/api/v1/admin/feature-mentor', { mentorId: pending.id })).statusCode).toBe(409);
  });
});
