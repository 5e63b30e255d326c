import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customReferralCodes, mentors, students } from '../../db/schema/index.ts';

export async function findStudentProfile(db: Db, id: string) {
  const [row] = await db
    .select({
      id: students.id,
      username: students.username,
      firstName: students.firstName,
      lastName: students.lastName,
      email: students.email,
      number: students.number,
      gender: students.gender,
      currentClass: students.currentClass,
      profilePicture: students.profilePicture,
    })
    .from(students)
    .where(eq(students.id, id))
    .limit(1);
  return row;
}

export type ReferralMatch = { customReferralId: string } | { referredByMentorId: string };

/** A code typed at sign-up: an organisation's custom code, or a mentor's own referral code. */
export async function findReferral(db: Pick<Db, 'select'>, code: string): Promise<ReferralMatch | undefined> {
  const normalised = code.trim().toUpperCase();
  const [custom] = await db
    .select({ id: customReferralCodes.id })
    .from(customReferralCodes)
    .where(eq(customReferralCodes.code, normalised))
    .limit(1);
  if (custom) return { customReferralId: custom.id };
  const [mentor] = await db
    .select({ id: mentors.id })
    .from(mentors)
    .where(sql`upper(${mentors.referralCode}) = ${normalised} AND ${mentors.applicationStatus} = 'approved'`)
    .limit(1);
  return mentor ? { referredByMentorId: mentor.id } : undefined;
}
