import { formatRupees } from '@neetmentor/contract';
import { auditLog, notifications, paymentDetails, payouts, walletLedger } from '../../schema/index.ts';
import { DAY, IST_OFFSET, type DemoContext, type WithId } from '../demo-context.ts';
import { documentSvg } from '../images.ts';
import { NOTIFICATION_TEXT } from '../site-content.ts';
import type { AdminDemo } from './admin.ts';
import type { MentorsDemo } from './mentors.ts';
import { createNotifier } from './notifications.ts';

export type LedgerRow = WithId<typeof walletLedger.$inferInsert>;
type PayoutRow = WithId<typeof payouts.$inferInsert>;

/**
 * Payouts of the recent paydays (each one a ledger entry, a receipt, a notification and an audit
 * entry) and the payment details mentors entered. `credits` are the ledger entries the earlier steps
 * wrote, which the payouts clear.
 */
export function addWalletDemo(
  demo: DemoContext,
  { admin, mentors, credits }: { admin: AdminDemo; mentors: MentorsDemo; credits: readonly LedgerRow[] },
): void {
  const { rand, after } = demo;
  const { demoMentor } = mentors;
  const [, featuredSecond, featuredThird, featuredFourth] = mentors.featured;
  const payoutRows: PayoutRow[] = [];
  const ledger: LedgerRow[] = [];
  const audits: WithId<typeof auditLog.$inferInsert>[] = [];
  const details: WithId<typeof paymentDetails.$inferInsert>[] = [];
  const { rows: notes, notify } = createNotifier(demo);

  const payoutDates = recentPayoutDates(demo.nowMs);
  const paidMentors = [
    { mentor: demoMentor, dates: payoutDates },
    ...[featuredSecond, featuredThird, featuredFourth].map((mentor) => ({
      mentor,
      dates: payoutDates.slice(-1),
    })),
  ];
  for (const { mentor, dates } of paidMentors) {
    for (const clearedAt of dates) {
      const balance = [...credits, ...ledger]
        .filter((entry) => entry.mentorId === mentor.row.id && (entry.createdAt ?? clearedAt) < clearedAt)
        .reduce((sum, entry) => sum + entry.amountPaise, 0);
      if (balance <= 0) continue;
      const payout: PayoutRow = {
        id: rand.uuid(),
        mentorId: mentor.row.id,
        amountPaise: balance,
        proofImageKey: '',
        clearedByAdminId: admin.row.id,
        clearedAt,
        createdAt: clearedAt,
      };
      payoutRows.push(payout);
      demo.addPicture({
        visibility: 'private',
        key: `payouts/${payout.id}.webp`,
        svg: documentSvg('Payout Receipt'),
        assign: (proofKey) => {
          payout.proofImageKey = proofKey;
        },
      });
      ledger.push({
        id: rand.uuid(),
        mentorId: mentor.row.id,
        kind: 'payout',
        amountPaise: -balance,
        sourceKey: `payout:${payout.id}`,
        bookingId: null,
        payoutId: payout.id,
        createdAt: clearedAt,
      });
      notify('mentor', mentor.row.id, NOTIFICATION_TEXT.payout(formatRupees(balance)), clearedAt, true);
      audits.push({
        id: rand.uuid(),
        actorRole: 'admin',
        actorId: admin.row.id,
        action: 'payout.clear',
        targetType: 'mentor',
        targetId: mentor.row.id,
        details: { payoutId: payout.id, amountPaise: balance },
        createdAt: clearedAt,
      });
    }
  }

  const demoDetailsAt = after(demoMentor.row.createdAt ?? admin.createdAt, 10 * DAY);
  details.push({
    id: rand.uuid(),
    mentorId: demoMentor.row.id,
    paymentMethod: 'Bank',
    paymentInfo: '5010 0234 5678 9012',
    accountHolderName: 'Ananya Iyer',
    ifscCode: 'HDFC0000123',
    createdAt: demoDetailsAt,
    updatedAt: demoDetailsAt,
  });
  const upiHandles = { Paytm: 'paytm', 'Google Pay': 'okicici', PhonePe: 'ybl' } as const;
  for (const mentor of [...mentors.featured.slice(1), ...rand.sample(mentors.approved.slice(1), 8)]) {
    if (details.some((row) => row.mentorId === mentor.row.id)) continue;
    const method = rand.pick(['Bank', 'Paytm', 'Google Pay', 'PhonePe'] as const);
    const createdAt = after(mentor.row.approvedAt ?? admin.createdAt, rand.int(1, 30) * DAY);
    const fullName = `${mentor.row.firstName} ${mentor.row.lastName}`;
    details.push({
      id: rand.uuid(),
      mentorId: mentor.row.id,
      paymentMethod: method,
      paymentInfo:
        method === 'Bank'
          ? `${rand.digits(4)} ${rand.digits(4)} ${rand.digits(4)} ${rand.digits(2)}`
          : `${mentor.row.number}@${upiHandles[method]}`,
      accountHolderName: method === 'Bank' ? fullName : null,
      ifscCode:
        method === 'Bank' ? `${rand.pick(['SBIN', 'HDFC', 'ICIC', 'PUNB', 'UBIN'])}0${rand.digits(6)}` : null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  demo.insert(payouts, payoutRows);
  demo.insert(walletLedger, ledger);
  demo.insert(notifications, notes);
  demo.insert(auditLog, audits);
  demo.insert(paymentDetails, details);
}

/** Payouts are made on the 5th of each month (spec part 2 §1); the two most recent paydays at 11:00 India time. */
function recentPayoutDates(nowMs: number): Date[] {
  const today = new Date(nowMs + IST_OFFSET);
  const candidates = [0, -1, -2].map(
    (offset) => Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 5, 11) - IST_OFFSET,
  );
  return candidates
    .filter((time) => time <= nowMs - 1000 * 60 * 60 * 24)
    .slice(0, 2)
    .reverse()
    .map((time) => new Date(time));
}
