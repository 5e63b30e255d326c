import { and, eq, isNull } from 'drizzle-orm';
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
    })
    .from(mentors)
    .where(eq(mentors.id, mentorId))
    .limit(1);
  return row;
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
