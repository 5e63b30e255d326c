import { desc, eq } from 'drizzle-orm';
import type { PaymentMethod } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { mentors, paymentDetails, payouts } from '../../db/schema/index.ts';

const detailColumns = {
  paymentMethod: paymentDetails.paymentMethod,
  paymentInfo: paymentDetails.paymentInfo,
  accountHolderName: paymentDetails.accountHolderName,
  ifscCode: paymentDetails.ifscCode,
};

export async function findPaymentDetails(executor: Executor, mentorId: string) {
  const [row] = await executor
    .select(detailColumns)
    .from(paymentDetails)
    .where(eq(paymentDetails.mentorId, mentorId))
    .limit(1);
  return row;
}

/** One set of payout details per mentor: saving replaces it. */
export async function savePaymentDetails(
  executor: Executor,
  mentorId: string,
  details: {
    paymentMethod: PaymentMethod;
    paymentInfo: string;
    accountHolderName: string | null;
    ifscCode: string | null;
  },
  now: Date,
): Promise<void> {
  await executor
    .insert(paymentDetails)
    .values({ mentorId, ...details, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: paymentDetails.mentorId, set: { ...details, updatedAt: now } });
}

/** One mentor's cleared payouts, newest first. */
export function listMentorPayouts(executor: Executor, mentorId: string, limit: number) {
  return executor
    .select({
      id: payouts.id,
      amountPaise: payouts.amountPaise,
      clearedAt: payouts.clearedAt,
      mentorDisplayId: mentors.mentorId,
      email: mentors.email,
    })
    .from(payouts)
    .innerJoin(mentors, eq(mentors.id, payouts.mentorId))
    .where(eq(payouts.mentorId, mentorId))
    .orderBy(desc(payouts.clearedAt))
    .limit(limit);
}

export async function findPayoutProof(executor: Executor, payoutId: string) {
  const [row] = await executor
    .select({ mentorId: payouts.mentorId, proofImageKey: payouts.proofImageKey })
    .from(payouts)
    .where(eq(payouts.id, payoutId))
    .limit(1);
  return row;
}
