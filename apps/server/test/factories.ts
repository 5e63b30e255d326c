import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import {
  admins,
  blogs,
  featuredMentors,
  feedback,
  mentors,
  students,
  testimonials,
  webinars,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';

export const TEST_PASSWORD = 'Password@123';
let passwordHash: Promise<string> | undefined;
/** Hashing is slow on purpose; tests share one hash of TEST_PASSWORD. */
function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

const unique = () => randomBytes(4).toString('hex');

type MentorRow = typeof mentors.$inferInsert;
type StudentRow = typeof students.$inferInsert;

/** An approved, active, verified mentor with complete academics unless overridden. */
export async function createMentor(db: Db, overrides: Partial<MentorRow> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(mentors)
    .values({
      mentorId: `mentor${suffix}`,
      firstName: 'Asha',
      lastName: `Rao${suffix}`,
      email: `mentor-${suffix}@example.test`,
      passwordHash: await testPasswordHash(),
      city: 'Pune',
      state: 'Maharashtra',
      number: '9876543210',
      gender: 'Female',
      neetScore: 650,
      neetExamYear: 2023,
      neetAttempts: 1,
      yearOfEducation: '2nd year',
      institute: 'B. J. Medical College, Pune',
      about: 'I help with biology revision.',
      languages: ['English', 'Marathi'],
      scoreCardKey: `documents/${suffix}-score.webp`,
      collegeIdKey: `documents/${suffix}-college.webp`,
      emailVerifiedAt: new Date(),
      applicationStatus: 'approved',
      approvedAt: new Date(),
      isActive: true,
      feeWaived: true,
      referralCode: `REF${suffix}`.toUpperCase(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('mentor not inserted');
  return row;
}

export async function createStudent(db: Db, overrides: Partial<StudentRow> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(students)
    .values({
      username: `student${suffix}`,
      firstName: 'Ravi',
      lastName: `Kumar${suffix}`,
      email: `student-${suffix}@example.test`,
      passwordHash: await testPasswordHash(),
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('student not inserted');
  return row;
}

export async function featureMentor(db: Db, mentorId: string, position: number) {
  await db.insert(featuredMentors).values({ mentorId, position });
}

export async function createFeedback(
  db: Db,
  values: { mentorId: string; studentId: string; rating: number },
) {
  await db.insert(feedback).values(values);
}

export async function createBlog(db: Db, overrides: Partial<typeof blogs.$inferInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(blogs)
    .values({
      slug: `blog-${suffix}`,
      title: `Blog ${suffix}`,
      contentHtml: '<p>Useful advice.</p>',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('blog not inserted');
  return row;
}

export async function createTestimonial(db: Db, overrides: Partial<typeof testimonials.$inferInsert> = {}) {
  const [row] = await db
    .insert(testimonials)
    .values({ name: 'Meera', message: 'My mentor kept me on track.', ...overrides })
    .returning();
  if (!row) throw new Error('testimonial not inserted');
  return row;
}

/** The current webinar: 06:00 PM on Sunday, 29 November 2026, with a poster and a short description. */
export async function createWebinar(db: Db, overrides: Partial<typeof webinars.$inferInsert> = {}) {
  const [row] = await db
    .insert(webinars)
    .values({
      time: '06:00 PM',
      date: '29 November',
      day: 'Sunday',
      year: '2026',
      contentHtml: '<p>Biology revision</p>',
      image: '/uploads/webinar.webp',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('webinar not inserted');
  return row;
}

export async function createAdminAccount(db: Db, overrides: Partial<typeof admins.$inferInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(admins)
    .values({
      name: 'Operations',
      email: `admin-${suffix}@example.test`,
      passwordHash: await testPasswordHash(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('admin not inserted');
  return row;
}
