import { REFERRAL_REWARD_RUPEES, formatRupees } from '@neetmentor/contract';
import { customReferralCodes, notifications, walletLedger } from '../../schema/index.ts';
import { DAY, type DemoContext, type WithId } from '../demo-context.ts';
import { CUSTOM_REFERRALS, NOTIFICATION_TEXT } from '../site-content.ts';
import type { BookingsDemo } from './bookings.ts';
import { createNotifier } from './notifications.ts';
import type { StudentsDemo } from './students.ts';
import type { LedgerRow } from './wallet.ts';

export type CustomReferralCodeRow = WithId<typeof customReferralCodes.$inferInsert>;

/** The organisations' referral codes the admin created; students sign up with some of them. */
export function addReferralCodesDemo(demo: DemoContext): CustomReferralCodeRow[] {
  const rows = CUSTOM_REFERRALS.map((referral, index) => ({
    id: demo.rand.uuid(),
    organisationName: referral.organisationName,
    code: referral.code,
    createdAt: demo.ago((300 - index * 40) * DAY),
  }));
  demo.insert(customReferralCodes, rows);
  return rows;
}

/**
 * A referring mentor's reward, by the live rule: the referred student's first completed *paid* session,
 * completed once the programme is open. The demo programme opens next May, so it holds none yet.
 */
export function addReferralRewardsDemo(
  demo: DemoContext,
  {
    students,
    bookings,
    referralsAvailableFrom,
  }: { students: StudentsDemo; bookings: BookingsDemo; referralsAvailableFrom: Date },
): LedgerRow[] {
  const rewards: LedgerRow[] = [];
  const { rows: notes, notify } = createNotifier(demo);
  for (const student of students.all) {
    const referrerId = student.referredByMentorId;
    if (!referrerId) continue;
    const firstCompleted = bookings.rows
      .filter(
        (booking) => booking.studentId === student.id && booking.status === 'complete' && !booking.isFree,
      )
      .sort((a, b) => (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0))[0];
    if (!firstCompleted?.completedAt || firstCompleted.completedAt < referralsAvailableFrom) continue;
    const rewardPaise = REFERRAL_REWARD_RUPEES * 100;
    rewards.push({
      id: demo.rand.uuid(),
      mentorId: referrerId,
      kind: 'referral_reward',
      amountPaise: rewardPaise,
      sourceKey: `referral:${student.id}:reward`,
      bookingId: firstCompleted.id,
      payoutId: null,
      createdAt: firstCompleted.completedAt,
    });
    notify(
      'mentor',
      referrerId,
      NOTIFICATION_TEXT.referral(formatRupees(rewardPaise)),
      firstCompleted.completedAt,
      true,
    );
  }
  demo.insert(walletLedger, rewards);
  demo.insert(notifications, notes);
  return rewards;
}
