import { formatRupees, RATING_MAX, ROUTES } from '@neetmentor/contract';
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

const stars = (rating: number) => `${rating} out of ${RATING_MAX} stars`;

/** A student rated the mentor after a completed session: the stars and the start of the review. */
export async function announceRating(
  ctx: NoticeContext,
  executor: Executor,
  booking: MentorsBooking,
  parties: BookingParties,
  rating: { stars: number; review: string | null },
): Promise<void> {
  const student = studentFullName(parties);
  const excerpt = rating.review ? reviewExcerpt(rating.review) : '';
  const rated = `${student} rated your ${parties.packageName} ${stars(rating.stars)}`;
  await tell(
    ctx,
    executor,
    {
      ...mentorOf(ctx, booking, parties),
      action: { label: 'Open your dashboard', url: `${ctx.brand.publicUrl}${ROUTES.mentorDashboard}` },
    },
    {
      notification: excerpt ? `${rated}: “${excerpt}”` : `${rated}.`,
      subject: `${student} rated you ${stars(rating.stars)}`,
      heading: 'You have a new rating',
      paragraphs: [
        `${rated}.`,
        excerpt ? `Their review: “${excerpt}”` : 'They did not write a review.',
        'Ratings and reviews show on your public profile.',
      ],
    },
  );
}

/** Where a wallet notice's button leads. */
const walletAction = (ctx: NoticeContext) => ({
  label: 'Open your wallet',
  url: `${ctx.brand.publicUrl}${ROUTES.mentorWallet}`,
});

/** Completing a session credited its earning to the mentor's wallet. */
export async function announceEarningCredited(
  ctx: NoticeContext,
  executor: Executor,
  booking: MentorsBooking & { mentorEarningPaise: number },
  parties: BookingParties,
): Promise<void> {
  const amount = formatRupees(booking.mentorEarningPaise);
  const session = `your ${parties.packageName} with ${studentFullName(parties)}`;
  await tell(
    ctx,
    executor,
    { ...mentorOf(ctx, booking, parties), action: walletAction(ctx) },
    {
      notification: `${amount} was added to your wallet for ${session}.`,
      subject: `${amount} added to your wallet`,
      heading: 'Your wallet was credited',
      paragraphs: [
        `${amount} was added to your wallet for ${session}.`,
        'Your wallet shows your balance and every payout.',
      ],
    },
  );
}

/** A referred student's first completed paid session credited the referral reward to the mentor who referred them. */
export async function announceReferralReward(
  ctx: NoticeContext,
  executor: Executor,
  referrer: { id: string; email: string; firstName: string; lastName: string },
  reward: { amountPaise: number },
  parties: BookingParties,
): Promise<void> {
  const amount = formatRupees(reward.amountPaise);
  const student = studentFullName(parties);
  await tell(
    ctx,
    executor,
    {
      role: 'mentor',
      id: referrer.id,
      email: referrer.email,
      name: fullName(referrer),
      action: walletAction(ctx),
    },
    {
      notification: `${amount} referral reward was added to your wallet: ${student} completed their first paid session (${parties.packageName}).`,
      subject: `${amount} referral reward added to your wallet`,
      heading: 'You earned a referral reward',
      paragraphs: [
        `${student}, who signed up with your referral code, completed their first paid session (${parties.packageName}).`,
        `${amount} was added to your wallet as your referral reward.`,
      ],
    },
  );
}
