import { REFERRAL_REWARD_RUPEES, rupeesToPaise } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { sumOpenHolds } from './earning-holds.repository.ts';
import { countReferredStudents, insertCredit, sumLedger } from './wallet.repository.ts';

/** Credits the earning fixed on the booking when it was bought; crediting the same booking twice does nothing. */
export function creditSessionEarning(
  executor: Executor,
  booking: { id: string; mentorId: string; mentorEarningPaise: number },
  now: Date,
): Promise<boolean> {
  if (booking.mentorEarningPaise <= 0) return Promise.resolve(false);
  return insertCredit(executor, {
    mentorId: booking.mentorId,
    kind: 'earning',
    amountPaise: booking.mentorEarningPaise,
    sourceKey: `booking:${booking.id}:earning`,
    bookingId: booking.id,
    now,
  });
}

export const REFERRAL_REWARD_PAISE = rupeesToPaise(REFERRAL_REWARD_RUPEES);

/**
 * The referral reward (₹30) to the mentor whose code the student signed up with, for the student's first
 * completed paid session: keyed by the student, so it is paid once whatever happens later.
 */
export function creditReferralReward(
  executor: Executor,
  reward: { referringMentorId: string; studentId: string; bookingId: string },
  now: Date,
): Promise<boolean> {
  return insertCredit(executor, {
    mentorId: reward.referringMentorId,
    kind: 'referral_reward',
    amountPaise: REFERRAL_REWARD_PAISE,
    sourceKey: `referral:${reward.studentId}`,
    bookingId: reward.bookingId,
    now,
  });
}

/** The wallet figures of the dashboard, from the ledger itself, and what is on hold beside it. */
export async function readWalletTotals(executor: Executor, mentorId: string) {
  const [ledger, referrals, held] = await Promise.all([
    sumLedger(executor, mentorId),
    countReferredStudents(executor, mentorId),
    sumOpenHolds(executor, mentorId),
  ]);
  return { ...ledger, referredStudents: referrals, ...held };
}
