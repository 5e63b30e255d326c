import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins, auditLog, featuredMentors, mentors, payouts } from '../../db/schema/index.ts';

/** Every featured mentor in the admin's order, whatever their status, so the admin can un-feature any. */
export function listFeaturedMentorsForAdmin(db: Executor) {
  return db
    .select({
      id: mentors.id,
      mentorId: mentors.mentorId,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      position: featuredMentors.position,
    })
    .from(featuredMentors)
    .innerJoin(mentors, eq(featuredMentors.mentorId, mentors.id))
    .orderBy(asc(featuredMentors.position), asc(featuredMentors.createdAt));
}

export function listRecentPayouts(db: Executor, limit: number) {
  return db
    .select({
      id: payouts.id,
      mentorId: mentors.mentorId,
      email: mentors.email,
      amountPaise: payouts.amountPaise,
      clearedAt: payouts.clearedAt,
    })
    .from(payouts)
    .innerJoin(mentors, eq(payouts.mentorId, mentors.id))
    .orderBy(desc(payouts.clearedAt), asc(payouts.id))
    .limit(limit);
}

export async function findAdminCredentials(executor: Executor, email: string) {
  const [row] = await executor
    .select({ id: admins.id, passwordHash: admins.passwordHash, language: admins.language })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findAdmin(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      profilePicture: admins.profilePicture,
      passwordHash: admins.passwordHash,
    })
    .from(admins)
    .where(eq(admins.id, id))
    .limit(1);
  return row;
}

export async function updateAdmin(
  executor: Executor,
  id: string,
  values: { email: string; profilePicture: string | null },
): Promise<void> {
  await executor.update(admins).set(values).where(eq(admins.id, id));
}

export async function insertAdmin(
  executor: Executor,
  values: { name: string; email: string; passwordHash: string },
): Promise<string> {
  const [row] = await executor.insert(admins).values(values).returning({ id: admins.id });
  if (!row) throw new Error('admin not inserted');
  return row.id;
}

export async function insertAuditEntry(
  executor: Executor,
  entry: {
    adminId: string;
    action: string;
    targetType: string | null;
    targetId: string | null;
    details: Record<string, unknown> | null;
    at: Date;
  },
): Promise<void> {
  await executor.insert(auditLog).values({
    actorRole: 'admin',
    actorId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    createdAt: entry.at,
  });
}
