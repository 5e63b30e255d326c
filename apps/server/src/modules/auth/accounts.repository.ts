import { and, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Role, SiteLanguage } from '@neetmentor/contract';
import type { Executor, Transaction } from '../../db/client.ts';
import { admins, mentors, passwordResetTokens, students } from '../../db/schema/index.ts';

export type AccountRole = 'student' | 'mentor';

export interface AccountRecord {
  role: AccountRole;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  /** Mentors only: application status and activation. */
  applicationStatus: 'incomplete' | 'pending' | 'approved' | 'rejected' | null;
  isActive: boolean;
  /** Mentors only: the application fee is still to be paid (neither waived nor paid). */
  feeDue: boolean;
  /** The language of the account's e-mails, and of its pages after a sign-in. */
  language: SiteLanguage;
}

async function findStudent(executor: Executor, where: SQL): Promise<AccountRecord | undefined> {
  const [row] = await executor
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      email: students.email,
      passwordHash: students.passwordHash,
      emailVerifiedAt: students.emailVerifiedAt,
      language: students.language,
    })
    .from(students)
    .where(where)
    .limit(1);
  return row && { ...row, role: 'student', applicationStatus: null, isActive: true, feeDue: false };
}

async function findMentor(executor: Executor, where: SQL): Promise<AccountRecord | undefined> {
  const [row] = await executor
    .select({
      id: mentors.id,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      email: mentors.email,
      passwordHash: mentors.passwordHash,
      emailVerifiedAt: mentors.emailVerifiedAt,
      applicationStatus: mentors.applicationStatus,
      isActive: mentors.isActive,
      feeDue: sql<boolean>`(NOT ${mentors.feeWaived} AND ${mentors.feePaidAt} IS NULL)`,
      language: mentors.language,
    })
    .from(mentors)
    .where(where)
    .limit(1);
  return row && { ...row, role: 'mentor' };
}

export function findAccountByEmail(executor: Executor, role: AccountRole, email: string) {
  return role === 'student'
    ? findStudent(executor, sql`lower(${students.email}) = ${email.toLowerCase()}`)
    : findMentor(executor, sql`lower(${mentors.email}) = ${email.toLowerCase()}`);
}

export function findAccountById(executor: Executor, role: AccountRole, id: string) {
  return role === 'student'
    ? findStudent(executor, eq(students.id, id))
    : findMentor(executor, eq(mentors.id, id));
}

/** An e-mail address belongs to one account, student or mentor, so a reset link is never ambiguous. */
export async function findAnyAccountByEmail(executor: Executor, email: string) {
  return (
    (await findAccountByEmail(executor, 'student', email)) ??
    (await findAccountByEmail(executor, 'mentor', email))
  );
}

/** The password hashes of the student, mentor or admin accounts with this address (case-insensitive). */
export async function findPasswordHashesByEmail(executor: Executor, email: string): Promise<string[]> {
  const lower = email.toLowerCase();
  const result = await executor.execute<{ hash: string | null }>(sql`
    SELECT password_hash AS hash FROM students WHERE lower(email) = ${lower}
    UNION ALL
    SELECT password_hash FROM mentors WHERE lower(email) = ${lower}
    UNION ALL
    SELECT password_hash FROM admins WHERE lower(email) = ${lower}`);
  return result.rows.flatMap((row) => (row.hash ? [row.hash] : []));
}

/** Whether any student, mentor or admin other than `except` uses this address (case-insensitive). */
export async function isEmailUsedByAnotherAccount(
  executor: Executor,
  email: string,
  except: { role: Role; id: string },
): Promise<boolean> {
  const lower = email.toLowerCase();
  const result = await executor.execute<{ taken: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM students WHERE lower(email) = ${lower} AND NOT (${except.role} = 'student' AND id = ${except.id})
      UNION ALL
      SELECT 1 FROM mentors WHERE lower(email) = ${lower} AND NOT (${except.role} = 'mentor' AND id = ${except.id})
      UNION ALL
      SELECT 1 FROM admins WHERE lower(email) = ${lower} AND NOT (${except.role} = 'admin' AND id = ${except.id})
    ) AS taken`);
  return result.rows[0]?.taken === true;
}

export async function markEmailVerified(
  executor: Executor,
  role: AccountRole,
  id: string,
  now: Date,
): Promise<void> {
  if (role === 'student')
    await executor.update(students).set({ emailVerifiedAt: now }).where(eq(students.id, id));
  else await executor.update(mentors).set({ emailVerifiedAt: now }).where(eq(mentors.id, id));
}

/** The stored password hash of any role's account (null for accounts that sign in with a provider). */
export async function findPasswordHash(executor: Executor, role: Role, id: string) {
  const table = role === 'student' ? students : role === 'mentor' ? mentors : admins;
  const [row] = await executor
    .select({ passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}

export async function updatePasswordHash(
  executor: Executor,
  role: Role,
  id: string,
  passwordHash: string,
): Promise<void> {
  if (role === 'student') await executor.update(students).set({ passwordHash }).where(eq(students.id, id));
  else if (role === 'mentor') await executor.update(mentors).set({ passwordHash }).where(eq(mentors.id, id));
  else await executor.update(admins).set({ passwordHash }).where(eq(admins.id, id));
}

/**
 * Replaces the password hash only if it is still `from`, in one conditional update: of two changes made at
 * the same moment with the same current password, the second finds it changed and changes nothing.
 */
export async function replacePasswordHash(
  executor: Executor,
  role: Role,
  id: string,
  { from, to }: { from: string; to: string },
): Promise<boolean> {
  const table = role === 'student' ? students : role === 'mentor' ? mentors : admins;
  const rows = await executor
    .update(table)
    .set({ passwordHash: to })
    .where(and(eq(table.id, id), eq(table.passwordHash, from)))
    .returning({ id: table.id });
  return rows.length > 0;
}

const tableOf = (role: Role) => (role === 'student' ? students : role === 'mentor' ? mentors : admins);

/** Stores the account's language; false when the account no longer exists. */
export async function updateAccountLanguage(
  executor: Executor,
  role: Role,
  id: string,
  language: SiteLanguage,
): Promise<boolean> {
  const table = tableOf(role);
  const rows = await executor
    .update(table)
    .set({ language })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Deletes the account only while it is unverified; returns whether a row went. */
export async function deleteUnverifiedAccount(
  executor: Executor,
  role: AccountRole,
  id: string,
): Promise<boolean> {
  const table = role === 'student' ? students : mentors;
  const deleted = await executor
    .delete(table)
    .where(and(eq(table.id, id), isNull(table.emailVerifiedAt)))
    .returning({ id: table.id });
  return deleted.length > 0;
}

/** Deletes unverified accounts created before `cutoff` (abandoned sign-ups); returns how many went. */
export async function deleteUnverifiedAccountsBefore(
  executor: Executor,
  cutoff: Date,
): Promise<{ students: number; mentors: number }> {
  const removedStudents = await executor
    .delete(students)
    .where(and(isNull(students.emailVerifiedAt), lt(students.createdAt, cutoff)))
    .returning({ id: students.id });
  const removedMentors = await executor
    .delete(mentors)
    .where(and(isNull(mentors.emailVerifiedAt), lt(mentors.createdAt, cutoff)))
    .returning({ id: mentors.id });
  return { students: removedStudents.length, mentors: removedMentors.length };
}

export async function insertResetToken(
  executor: Executor,
  values: { tokenHash: string; role: AccountRole; userId: string; expiresAt: Date },
): Promise<void> {
  await executor.insert(passwordResetTokens).values(values);
}

/** Spends an unused, unexpired reset token in one conditional update; returns whose it was. */
export async function spendResetToken(executor: Executor, tokenHash: string, now: Date) {
  const [spent] = await executor
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ role: passwordResetTokens.role, userId: passwordResetTokens.userId });
  return spent;
}

/** Ends every reset link of the account still outstanding: its password was just set another way. */
export async function spendAllResetTokens(
  executor: Executor,
  role: AccountRole,
  userId: string,
  now: Date,
): Promise<void> {
  await executor
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.role, role),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
      ),
    );
}

type SocialLink = { googleSub: string } | { linkedinSub: string };

export async function findStudentBySocialSubject(
  executor: Executor,
  provider: 'google' | 'linkedin',
  subject: string,
): Promise<{ id: string; language: SiteLanguage } | undefined> {
  const column = provider === 'google' ? students.googleSub : students.linkedinSub;
  const [row] = await executor
    .select({ id: students.id, language: students.language })
    .from(students)
    .where(eq(column, subject))
    .limit(1);
  return row;
}

export async function isMentorEmail(executor: Executor, email: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: mentors.id })
    .from(mentors)
    .where(sql`lower(${mentors.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/** The student with this address, locked so a code verification finishing at the same moment is seen first. */
export async function lockStudentByEmail(tx: Transaction, email: string) {
  const [row] = await tx
    .select({ id: students.id, emailVerifiedAt: students.emailVerifiedAt, language: students.language })
    .from(students)
    .where(sql`lower(${students.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .for('update');
  return row;
}

export async function linkSocialIdentity(
  executor: Executor,
  studentId: string,
  link: SocialLink,
  verification?: { verifiedAt: Date; clearPassword: true },
): Promise<void> {
  await executor
    .update(students)
    .set(
      verification ? { ...link, emailVerifiedAt: verification.verifiedAt, passwordHash: null } : { ...link },
    )
    .where(eq(students.id, studentId));
}

/** Inserts a verified student signed up through a provider (inside a savepoint; a username clash throws). */
export async function insertSocialStudent(
  executor: Executor,
  values: {
    username: string;
    firstName: string;
    lastName: string;
    email: string;
    verifiedAt: Date;
    link: SocialLink;
    language: SiteLanguage;
  },
): Promise<string | undefined> {
  const [row] = await executor
    .insert(students)
    .values({
      username: values.username,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      passwordHash: null,
      emailVerifiedAt: values.verifiedAt,
      language: values.language,
      ...values.link,
    })
    .returning({ id: students.id });
  return row?.id;
}
