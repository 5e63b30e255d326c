import { formatIstDate } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { areReferralsOpen, getReferralsAvailableFrom } from '../admin/index.ts';
import { findReferral, type ReferralMatch } from './students.repository.ts';

/**
 * The referral code typed at sign-up: an organisation's code, or a mentor's own code once the mentors'
 * referral programme is open. Before that the mentor's Referrals page says it is not open yet, so the
 * code is refused with when it opens rather than accepted for a reward that would never come.
 */
export async function resolveReferralCode(
  executor: Executor,
  code: string | undefined,
  now: Date,
): Promise<ReferralMatch | undefined> {
  if (!code) return undefined;
  const referral = await findReferral(executor, code);
  if (!referral) {
    throw badRequest('This referral code is not valid.', [
      { path: 'referralCode', message: 'Unknown referral code.' },
    ]);
  }
  if ('referredByMentorId' in referral && !(await areReferralsOpen(executor, now))) {
    const from = await getReferralsAvailableFrom(executor);
    const message = from
      ? `Mentor referral codes can be used from ${formatIstDate(from)}.`
      : 'Mentor referral codes cannot be used yet.';
    throw badRequest(message, [{ path: 'referralCode', message }]);
  }
  return referral;
}
