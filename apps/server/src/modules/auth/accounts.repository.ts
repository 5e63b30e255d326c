import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mentors, students } from '../../db/schema/index.ts';

export type AccountRole = 'student' | 'mentor';
type Executor = Pick<Db, 'select' | 'update' | 'delete'>;

export interface AccountRecord {
  role: AccountRole;
  id: string;
  firstName: string;
  email: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  /** Mentors only: application status and activation. */
  applicationStatus: 'incomplete' | 'pending' | 'approved' | 'rejected' | null;
  isActive: boolean;
}

async function findStudent(db: Executor, where: ReturnType<typeof eq>): Promise<AccountRecord | undefined> {
  const [row] = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      email: students.email,
      passwordHash: students.passwordHash,
      emailVerifiedAt: students.emailVerifiedAt,
    })
    .from(students)
    .where(where)
    .limit(1);
  return row && { ...row, role: 'student', applicationStatus: null, isActive: true };
}

async function findMentor(db: Executor, where: ReturnType<typeof eq>): Promise<AccountRecord | undefined> {
  const [row] = await db
    .select({
      id: mentors.id,
      firstName: mentors.firstName,
      email: mentors.email,
      passwordHash: mentors.passwordHash,
      emailVerifiedAt: mentors.emailVerifiedAt,
      applicationStatus: mentors.applicationStatus,
      isActive: mentors.isActive,
    })
    .from(mentors)
    .where(where)
    .limit(1);
  return row && { ...row, role: 'mentor' };
}

export function findAccountByEmail(db: Executor, role: AccountRole, email: string) {
  return role === 'student'
    ? findStudent(db, sql`lower(${students.email}) = ${email.toLowerCase()}`)
    : findMentor(db, sql`lower(${mentors.email}) = ${email.toLowerCase()}`);
}

export function findAccountById(db: Executor, role: AccountRole, id: string) {
  return role === 'student' ? findStudent(db, eq(students.id, id)) : findMentor(db, eq(mentors.id, id));
}

/** An e-mail address belongs to one account, student or mentor, so a reset link is never ambiguous. */
export async function findAnyAccountByEmail(db: Executor, email: string) {
  return (await findAccountByEmail(db, 'student', email)) ?? (await findAccountByEmail(db, 'mentor', email));
}

export async function markEmailVerified(db: Executor, role: AccountRole, id: string): Promise<void> {
  if (role === 'student')
    await db.update(students).set({ emailVerifiedAt: new Date() }).where(eq(students.id, id));
  else await db.update(mentors).set({ emailVerifiedAt: new Date() }).where(eq(mentors.id, id));
}

export async function updatePasswordHash(
  db: Executor,
  role: AccountRole,
  id: string,
  passwordHash: string,
): Promise<void> {
  if (role === 'student') await db.update(students).set({ passwordHash }).where(eq(students.id, id));
  else await db.update(mentors).set({ passwordHash }).where(eq(mentors.id, id));
}

/** Deletes the account only while it is unverified; returns whether a row went. */
export async function deleteUnverifiedAccount(db: Executor, role: AccountRole, id: string): Promise<boolean> {
  const table = role === 'student' ? students : mentors;
  const deleted = await db
    .delete(table)
    .where(sql`${table.id} = ${id} AND ${table.emailVerifiedAt} IS NULL`)
    .returning({ id: table.id });
  return deleted.length > 0;
}
