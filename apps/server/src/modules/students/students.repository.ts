import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Gender, SiteLanguage, StudentClass } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { customReferralCodes, mentors, studentGuardians, students } from '../../db/schema/index.ts';
import { stillHolds } from '../../db/still-holds.ts';

export async function findStudentProfile(db: Executor, id: string) {
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
      dateOfBirth: students.dateOfBirth,
    })
    .from(students)
    .where(eq(students.id, id))
    .limit(1);
  return row;
}

export type ReferralMatch = { customReferralId: string } | { referredByMentorId: string };

/** A code typed at sign-up: an organisation's custom code, or a mentor's own referral code. */
export async function findReferral(db: Executor, code: string): Promise<ReferralMatch | undefined> {
  const normalised = code.trim().toUpperCase();
  const [custom] = await db
    .select({ id: customReferralCodes.id })
    .from(customReferralCodes)
    .where(and(eq(customReferralCodes.code, normalised), isNull(customReferralCodes.deletedAt)))
    .limit(1);
  if (custom) return { customReferralId: custom.id };
  const [mentor] = await db
    .select({ id: mentors.id })
    .from(mentors)
    .where(sql`upper(${mentors.referralCode}) = ${normalised} AND ${mentors.applicationStatus} = 'approved'`)
    .limit(1);
  return mentor ? { referredByMentorId: mentor.id } : undefined;
}

/** Inserts an unverified student (inside a savepoint; a username clash throws). */
export async function insertStudentAccount(
  executor: Executor,
  values: {
    username: string;
    firstName: string;
    lastName: string;
    email: string;
    passwordHash: string;
    referralCodeUsed: string | null;
    language: SiteLanguage;
  } & Partial<ReferralMatch & { customReferralId: string; referredByMentorId: string }>,
): Promise<string> {
  const [row] = await executor.insert(students).values(values).returning({ id: students.id });
  if (!row) throw new Error('student not inserted');
  return row.id;
}

export async function isUsernameTakenByOther(executor: Executor, username: string, id: string) {
  const [clash] = await executor
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.username, username), ne(students.id, id)))
    .limit(1);
  return Boolean(clash);
}

export interface StudentProfileChange {
  firstName: string;
  lastName: string;
  username: string;
  number: string | null;
  gender: Gender | null;
  currentClass: StudentClass | null;
  profilePicture: string | null;
  dateOfBirth: string | null;
}

/** The profile's own columns, as Edit Profile changes them. */
const PROFILE_COLUMNS = {
  firstName: students.firstName,
  lastName: students.lastName,
  username: students.username,
  number: students.number,
  gender: students.gender,
  currentClass: students.currentClass,
  profilePicture: students.profilePicture,
  dateOfBirth: students.dateOfBirth,
} as const satisfies Record<keyof StudentProfileChange, unknown>;

/**
 * Saves the profile if it still is as `readBefore` (what the save was checked against); false, changing
 * nothing, when another save got there first.
 */
export async function updateStudentProfile(
  executor: Executor,
  id: string,
  change: StudentProfileChange,
  readBefore: Readonly<Record<keyof StudentProfileChange, unknown>>,
): Promise<boolean> {
  const saved = await executor
    .update(students)
    .set(change)
    .where(and(eq(students.id, id), stillHolds(PROFILE_COLUMNS, readBefore)))
    .returning({ id: students.id });
  return saved.length === 1;
}

/** The student's guardian as the student sees it: the address, and whether it was confirmed. */
export async function findGuardian(executor: Executor, studentId: string) {
  const [row] = await executor
    .select({ email: studentGuardians.email, confirmedAt: studentGuardians.confirmedAt })
    .from(studentGuardians)
    .where(eq(studentGuardians.studentId, studentId))
    .limit(1);
  return row;
}

/** The student's date of birth (null when not given) and language, for the guardian rules and mail. */
export async function findAgeAndLanguage(executor: Executor, studentId: string) {
  const [row] = await executor
    .select({ dateOfBirth: students.dateOfBirth, language: students.language })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  return row;
}

/**
 * Stores an unconfirmed guardian with a fresh code, replacing an earlier unconfirmed one; false, changing
 * nothing, when the student already has a confirmed guardian.
 */
export async function upsertPendingGuardian(
  executor: Executor,
  { now, ...values }: { studentId: string; email: string; codeHash: string; codeExpiresAt: Date; now: Date },
): Promise<boolean> {
  // The clock's time, not the database's default: tests move the clock.
  const row = { ...values, codeAttempts: 0, confirmedAt: null, createdAt: now };
  const saved = await executor
    .insert(studentGuardians)
    .values(row)
    .onConflictDoUpdate({
      target: studentGuardians.studentId,
      set: row,
      setWhere: isNull(studentGuardians.confirmedAt),
    })
    .returning({ id: studentGuardians.id });
  return saved.length === 1;
}

/** The student's guardian with its code, locked so concurrent tries are counted one by one. */
export async function lockGuardian(executor: Executor, studentId: string) {
  const [row] = await executor
    .select({
      id: studentGuardians.id,
      codeHash: studentGuardians.codeHash,
      codeExpiresAt: studentGuardians.codeExpiresAt,
      codeAttempts: studentGuardians.codeAttempts,
      confirmedAt: studentGuardians.confirmedAt,
    })
    .from(studentGuardians)
    .where(eq(studentGuardians.studentId, studentId))
    .for('update')
    .limit(1);
  return row;
}

export async function countWrongGuardianCode(executor: Executor, id: string): Promise<void> {
  await executor
    .update(studentGuardians)
    .set({ codeAttempts: sql`${studentGuardians.codeAttempts} + 1` })
    .where(eq(studentGuardians.id, id));
}

export async function markGuardianConfirmed(executor: Executor, id: string, now: Date): Promise<void> {
  await executor.update(studentGuardians).set({ confirmedAt: now }).where(eq(studentGuardians.id, id));
}

export async function deleteGuardian(executor: Executor, studentId: string): Promise<void> {
  await executor.delete(studentGuardians).where(eq(studentGuardians.studentId, studentId));
}
