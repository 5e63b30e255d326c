import {
  ADMIN_PAGE_SIZE,
  MENTOR_REVIEWS_PAGE_SIZE,
  type AdminReview,
  type HideReviewRequest,
  type MentorOwnReview,
  type ReplyReviewRequest,
  type ReviewReply,
  type UnhideReviewRequest,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { pageThrough, type Paged } from '../../lib/paging.ts';
import { tableSearch } from '../../lib/table-search.ts';
import { audit } from '../admin/index.ts';
import {
  findReview,
  hideReview,
  listMentorOwnReviews,
  listRecentReviews,
  unhideReview,
  writeReply,
  type ReviewRow,
} from './reviews.repository.ts';

/** How much of a review the audit entry keeps, so the log still says which one after it changes. */
const AUDIT_EXCERPT_LENGTH = 80;

function toReview(row: ReviewRow, studentName: string): MentorOwnReview {
  return {
    _id: row.id,
    rating: row.rating,
    review: row.review,
    studentName,
    createdAt: row.createdAt.toISOString(),
    package:
      row.packageName !== null && row.packageKind !== null
        ? { packageName: row.packageName, kind: row.packageKind }
        : null,
    reply:
      row.reply !== null && row.repliedAt !== null
        ? { text: row.reply, createdAt: row.repliedAt.toISOString() }
        : null,
    hidden:
      row.hiddenAt !== null && row.hiddenReason !== null
        ? { reason: row.hiddenReason, hiddenAt: row.hiddenAt.toISOString() }
        : null,
  };
}

/** First name and initial, as the public profile names reviewers. */
function shortName(row: ReviewRow): string {
  return `${row.studentFirstName} ${row.studentLastName.slice(0, 1)}.`.trim();
}

/** The mentor's own reviews, hidden ones too (with why), newest first. */
export function listOwnReviews(
  ctx: Pick<AppContext, 'db'>,
  mentorId: string,
  page: number,
): Promise<Paged<MentorOwnReview>> {
  return pageThrough(
    page,
    MENTOR_REVIEWS_PAGE_SIZE,
    (window) => listMentorOwnReviews(ctx.db, mentorId, window),
    (row) => toReview(row, shortName(row)),
  );
}

/**
 * reply-review: a mentor's one reply to a review of their own. Another mentor's review does not exist for
 * them (404); a second reply, even a concurrent one, is refused (409), as the reply cannot be edited.
 */
export async function replyToReview(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  mentorId: string,
  request: ReplyReviewRequest,
): Promise<ReviewReply> {
  const review = await findReview(ctx.db, request.reviewId);
  if (!review || review.mentorId !== mentorId) throw notFound('This review does not exist.');
  const now = ctx.clock.now();
  const written = await writeReply(ctx.db, {
    reviewId: request.reviewId,
    mentorId,
    reply: request.reply,
    now,
  });
  if (!written) {
    throw conflict('You have already replied to this review.', 'REVIEW_ALREADY_REPLIED');
  }
  return { text: request.reply, createdAt: now.toISOString() };
}

/** The admin's list of recent reviews of every mentor; search by MentorId. */
export function listReviewsForAdmin(
  ctx: Pick<AppContext, 'db'>,
  query: { page: number; search: string | undefined | null },
): Promise<Paged<AdminReview>> {
  const search = tableSearch(query.search);
  return pageThrough(
    query.page,
    ADMIN_PAGE_SIZE,
    (window) => listRecentReviews(ctx.db, { search, ...window }),
    (row) => ({
      ...toReview(row, `${row.studentFirstName} ${row.studentLastName}`.trim()),
      mentor: {
        _id: row.mentorUuid,
        mentorId: row.mentorHandle,
        firstName: row.mentorFirstName,
        lastName: row.mentorLastName,
      },
    }),
  );
}

function excerptOf(review: string | null): string | null {
  if (!review) return null;
  return review.length > AUDIT_EXCERPT_LENGTH ? `${review.slice(0, AUDIT_EXCERPT_LENGTH)}…` : review;
}

/**
 * hide-review: the review leaves the public profile and the mentor's rating (the stored-rating triggers
 * count visible reviews only); the mentor still sees it, with the reason. Hiding a hidden review changes
 * nothing and writes no audit entry.
 */
export async function hideReviewByAdmin(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  request: HideReviewRequest,
): Promise<{ hidden: boolean }> {
  const review = await findReview(ctx.db, request.reviewId);
  if (!review) throw notFound('This review does not exist.');
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    if (!(await hideReview(tx, { reviewId: request.reviewId, adminId, reason: request.reason, now }))) return;
    await audit(
      ctx,
      tx,
      adminId,
      'review.hide',
      { type: 'review', id: request.reviewId },
      { mentorId: review.mentorHandle, reason: request.reason, excerpt: excerptOf(review.review) },
    );
  });
  return { hidden: true };
}

/** unhide-review: the review shows and counts again; unhiding a visible review changes nothing. */
export async function unhideReviewByAdmin(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  request: UnhideReviewRequest,
): Promise<{ hidden: boolean }> {
  const review = await findReview(ctx.db, request.reviewId);
  if (!review) throw notFound('This review does not exist.');
  await ctx.db.transaction(async (tx) => {
    if (!(await unhideReview(tx, { reviewId: request.reviewId, now: ctx.clock.now() }))) return;
    await audit(
      ctx,
      tx,
      adminId,
      'review.unhide',
      { type: 'review', id: request.reviewId },
      { mentorId: review.mentorHandle, excerpt: excerptOf(review.review) },
    );
  });
  return { hidden: false };
}
