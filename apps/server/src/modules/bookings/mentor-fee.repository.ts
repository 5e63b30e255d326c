import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mentors, platformSettings } from '../../db/schema/index.ts';

export async function findFeeApplicant(executor: Executor, mentorId: string) {
  const [row] = await executor
    .select({
      id: mentors.id,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      email: mentors.email,
      applicationStatus: mentors.applicationStatus,
      feeWaived: mentors.feeWaived,
      feePaidAt: mentors.feePaidAt,
      language: mentors.language,
    })
    .from(mentors)
    .where(eq(mentors.id, mentorId))
    .limit(1);
  return row;
}

/**
 * Holds the applicant's fee checkout until the transaction ends: two tabs opening it at once take turns,
 * so the second finds the order the first opened instead of opening another.
 */
export async function lockFeeCheckout(executor: Executor, mentorId: string): Promise<void> {
  await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mentor_fee:${mentorId}`}, 0))`);
}

/** The fee as the admin set it, in paise. */
export async function findFeeAmountPaise(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ amount: platformSettings.verificationAmountPaise })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
    .limit(1);
  return row?.amount ?? 14_900;
}

/** Marks the fee paid once; a repeated capture changes nothing. */
export async function markFeePaid(executor: Executor, mentorId: string, paidAt: Date): Promise<boolean> {
  const rows = await executor
    .update(mentors)
    .set({ feePaidAt: paidAt, updatedAt: paidAt })
    .where(and(eq(mentors.id, mentorId), isNull(mentors.feePaidAt)))
    .returning({ id: mentors.id });
  return rows.length > 0;
}
