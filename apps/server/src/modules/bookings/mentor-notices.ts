import { RATING_MAX, ROUTES, type SiteLanguage } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { fullName } from '../../lib/full-name.ts';
import { mentorOf, tell } from './booking-notices.ts';
import { studentFullName, type BookingParties } from './bookings.repository.ts';

/**
 * What a mentor hears about their ratings and their money (product rules §7: rating and credit → mentor),
 * written in the transaction of the change, as every booking notice is.
 */
type NoticeContext = Pick<AppContext, 'outbox' | 'brand'>;

interface MentorsBooking {
  mentorId: string;
}

/** How much of a review a notice quotes: enough to recognise it, short enough for the bell. */
export const REVIEW_EXCERPT_LENGTH = 120;

/** The review on one line, cut at a word (when there is one to cut at) with "…" when longer. */
export function reviewExcerpt(review: string): string {
  const line = review.replace(/\s+/g, ' ').trim();
  if (line.length <= REVIEW_EXCERPT_LENGTH) return line;
  const cut = line.slice(0, REVIEW_EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > REVIEW_EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A student rated the mentor after a completed session: the stars and the start of the review. */
export async function announceRating(
  ctx: NoticeContext,
  executor: Executor,
  booking: MentorsBooking,
  parties: BookingParties,
  rating: { stars: number; review: string | null },
): Promise<void> {
  const excerpt = rating.review ? reviewExcerpt(rating.review) : '';
  const values = {
    student: studentFullName(parties),
    package: parties.packageName,
    stars: rating.stars,
    max: RATING_MAX,
  };
  await tell(
    ctx,
    executor,
    {
      ...mentorOf(booking, parties),
      action: { label: 'actions.openDashboard', path: ROUTES.mentorDashboard },
    },
    (w) => {
      const rated = w.t('mentorNotices.rating.rated', values);
      return {
        notification: excerpt
          ? w.t('mentorNotices.rating.notificationWithReview', { rated, excerpt })
          : w.t('mentorNotices.rating.notification', { rated }),
        subject: w.t('mentorNotices.rating.subject', values),
        heading: w.t('mentorNotices.rating.heading'),
        paragraphs: [
          w.t('mentorNotices.rating.line', { rated }),
          excerpt ? w.t('mentorNotices.rating.review', { excerpt }) : w.t('mentorNotices.rating.noReview'),
          w.t('mentorNotices.rating.shown'),
        ],
      };
    },
  );
}

/** Where a wallet notice's button leads. */
const walletAction = { label: 'actions.openWallet', path: ROUTES.mentorWallet } as const;

/** Completing a session credited its earning to the mentor's wallet. */
export async function announceEarningCredited(
  ctx: NoticeContext,
  executor: Executor,
  booking: MentorsBooking & { mentorEarningPaise: number },
  parties: BookingParties,
): Promise<void> {
  await tell(ctx, executor, { ...mentorOf(booking, parties), action: walletAction }, (w) => {
    const values = {
      amount: w.rupees(booking.mentorEarningPaise),
      package: parties.packageName,
      student: studentFullName(parties),
    };
    const added = w.t('mentorNotices.earningCredited.added', values);
    return {
      notification: added,
      subject: w.t('mentorNotices.earningCredited.subject', values),
      heading: w.t('mentorNotices.earningCredited.heading'),
      paragraphs: [added, w.t('mentorNotices.earningCredited.wallet')],
    };
  });
}

/** A referred student's first completed paid session credited the referral reward to the mentor who referred them. */
export async function announceReferralReward(
  ctx: NoticeContext,
  executor: Executor,
  referrer: { id: string; email: string; firstName: string; lastName: string; language: SiteLanguage },
  reward: { amountPaise: number },
  parties: BookingParties,
): Promise<void> {
  await tell(
    ctx,
    executor,
    {
      role: 'mentor',
      id: referrer.id,
      email: referrer.email,
      name: fullName(referrer),
      language: referrer.language,
      action: walletAction,
    },
    (w) => {
      const values = {
        amount: w.rupees(reward.amountPaise),
        student: studentFullName(parties),
        package: parties.packageName,
      };
      return {
        notification: w.t('mentorNotices.referralReward.notification', values),
        subject: w.t('mentorNotices.referralReward.subject', values),
        heading: w.t('mentorNotices.referralReward.heading'),
        paragraphs: [
          w.t('mentorNotices.referralReward.completed', values),
          w.t('mentorNotices.referralReward.added', values),
        ],
      };
    },
  );
}
