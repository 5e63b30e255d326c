import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { areReferralsOpen } from '../admin/index.ts';
import { creditReferralReward, REFERRAL_REWARD_PAISE } from '../wallet/index.ts';
import {
  countCompletedPaidForStudent,
  findMentorContact,
  type BookingParties,
  type BookingRow,
} from './bookings.repository.ts';
import { announceReferralReward } from './mentor-notices.ts';

/**
 * Product rules §7: the mentor whose code a student signed up with earns the reward for that student's
 * first completed *paid* session, once, and only once the programme is open. A free intro never counts:
 * a mentor could otherwise farm rewards with throwaway students. Runs in the completion's transaction.
 */
export async function rewardReferrer(
  ctx: Pick<AppContext, 'outbox' | 'brand'>,
  tx: Executor,
  completed: BookingRow,
  parties: BookingParties,
  now: Date,
): Promise<void> {
  const referrerId = parties.studentReferredByMentorId;
  if (!referrerId || completed.isFree) return;
  if ((await countCompletedPaidForStudent(tx, completed.studentId)) !== 1) return;
  if (!(await areReferralsOpen(tx, now))) return;
  const rewarded = await creditReferralReward(
    tx,
    { referringMentorId: referrerId, studentId: completed.studentId, bookingId: completed.id },
    now,
  );
  const referrer = rewarded ? await findMentorContact(tx, referrerId) : undefined;
  if (referrer) {
    await announceReferralReward(ctx, tx, referrer, { amountPaise: REFERRAL_REWARD_PAISE }, parties);
  }
}
