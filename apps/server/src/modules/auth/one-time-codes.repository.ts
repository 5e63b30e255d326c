import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';

type CodeRole = 'student' | 'mentor';

function forAccount(role: CodeRole, userId: string) {
  return and(
    eq(oneTimeCodes.purpose, 'verify-email'),
    eq(oneTimeCodes.role, role),
    eq(oneTimeCodes.userId, userId),
  );
}

/** Deletes codes last sent before `cutoff` (long expired: those of verified, purged and decoy sign-ups). */
export async function deleteCodesSentBefore(executor: Executor, cutoff: Date): Promise<number> {
  const deleted = await executor
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.lastSentAt, cutoff))
    .returning({ id: oneTimeCodes.id });
  return deleted.length;
}

/** Stores the account's e-mail code, replacing any earlier one. */
export async function upsertVerificationCode(
  executor: Executor,
  values: { role: CodeRole; userId: string; codeHash: string; expiresAt: Date; sentAt: Date },
): Promise<void> {
  const row = {
    purpose: 'verify-email' as const,
    role: values.role,
    userId: values.userId,
    codeHash: values.codeHash,
    expiresAt: values.expiresAt,
    attempts: 0,
    consumedAt: null,
    lastSentAt: values.sentAt,
  };
  await executor
    .insert(oneTimeCodes)
    .values(row)
    .onConflictDoUpdate({ target: [oneTimeCodes.purpose, oneTimeCodes.role, oneTimeCodes.userId], set: row });
}

export async function findCodeLastSentAt(
  executor: Executor,
  role: CodeRole,
  userId: string,
): Promise<Date | undefined> {
  const [row] = await executor
    .select({ lastSentAt: oneTimeCodes.lastSentAt })
    .from(oneTimeCodes)
    .where(forAccount(role, userId))
    .limit(1);
  return row?.lastSentAt;
}

/** The account's code, locked so concurrent tries are counted one by one. */
export async function lockVerificationCode(tx: Transaction, role: CodeRole, userId: string) {
  const [row] = await tx
    .select({
      id: oneTimeCodes.id,
      codeHash: oneTimeCodes.codeHash,
      attempts: oneTimeCodes.attempts,
      expiresAt: oneTimeCodes.expiresAt,
      consumedAt: oneTimeCodes.consumedAt,
    })
    .from(oneTimeCodes)
    .where(forAccount(role, userId))
    .for('update')
    .limit(1);
  return row;
}

export async function countWrongCodeTry(executor: Executor, id: string): Promise<void> {
  await executor
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id));
}

export async function markCodeConsumed(executor: Executor, id: string, now: Date): Promise<void> {
  await executor.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, id));
}
