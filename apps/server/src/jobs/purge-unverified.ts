import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mentors, students } from '../db/schema/index.ts';

const UNVERIFIED_LIFETIME_HOURS = 24;

/** Deletes student and mentor accounts whose e-mail was not verified within 24 hours (product rules §3). */
export async function purgeUnverifiedAccounts(db: Db): Promise<{ students: number; mentors: number }> {
  const cutoff = sql`now() - make_interval(hours => ${UNVERIFIED_LIFETIME_HOURS})`;
  const removedStudents = await db
    .delete(students)
    .where(sql`${students.emailVerifiedAt} IS NULL AND ${students.createdAt} < ${cutoff}`)
    .returning({ id: students.id });
  const removedMentors = await db
    .delete(mentors)
    .where(sql`${mentors.emailVerifiedAt} IS NULL AND ${mentors.createdAt} < ${cutoff}`)
    .returning({ id: mentors.id });
  return { students: removedStudents.length, mentors: removedMentors.length };
}
