import {
  MENTOR_PAGE_SIZE,
  mentorPageSchema,
  mentorPublicProfileSchema,
  type MentorCard,
  type MentorFilters,
  type MentorPage,
  type MentorPublicProfile,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { PUBLIC_READ_TABLES, type PublicRead } from '../../lib/public-cache.ts';
import { getFeaturedAdImage } from '../admin/index.ts';
import { acceptSpeeds } from '../bookings/index.ts';
import {
  byMentorId,
  countMentorRatings,
  findListedMentor,
  findListedMentors,
  listCategoryPackages,
  listMentorReviews,
  type ListedMentorRow,
} from './mentor-listing.repository.ts';

type ListingContext = Pick<AppContext, 'db' | 'clock'>;

/** The rating distribution's rows, 5 stars first. */
const STAR_COUNTS = [5, 4, 3, 2, 1] as const;

function toCard(row: ListedMentorRow, speeds: Map<string, number>, now: Date): MentorCard {
  return {
    _id: row.id,
    mentorId: row.mentorId,
    firstName: row.firstName,
    lastName: row.lastName,
    profilePicture: row.profilePicture,
    institute: row.institute,
    state: row.state,
    gender: row.gender,
    languages: row.languages,
    neetScore: row.neetScore ?? 0,
    neetExamYear: row.neetExamYear,
    neetAttempts: row.neetAttempts,
    airRank: row.airRank,
    category: row.category ?? 'M1',
    rating: row.rating,
    reviewCount: row.reviewCount,
    sessionPrice: row.sessionPricePaise === null ? null : row.sessionPricePaise / 100,
    acceptSpeedMinutes: speeds.get(row.id) ?? null,
    awayUntil: row.awayUntil && row.awayUntil > now ? row.awayUntil.toISOString() : null,
  };
}

/** The cards of listed rows, with how quickly each mentor usually accepts (one query for the page). */
async function toCards(ctx: ListingContext, rows: ListedMentorRow[]): Promise<MentorCard[]> {
  const now = ctx.clock.now();
  const speeds = await acceptSpeeds(
    ctx.db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => toCard(row, speeds, now));
}

/**
 * A page of the public listing. A page past the end (an old link, a hand-edited address) answers the last
 * page, and `currentPage` says which page that is, so the pager never shows a page that does not exist.
 */
export async function listMentors(
  ctx: ListingContext,
  filters: MentorFilters,
  page: number,
): Promise<MentorPage> {
  const { db } = ctx;
  const first = await findListedMentors(db, filters, page);
  const totalPages = Math.max(1, Math.ceil(first.total / MENTOR_PAGE_SIZE));
  const currentPage = Math.min(page, totalPages);
  const { rows, total } = currentPage === page ? first : await findListedMentors(db, filters, currentPage);
  return {
    data: await toCards(ctx, rows),
    pagination: {
      currentPage,
      totalPages,
      totalMentors: total,
      pageSize: MENTOR_PAGE_SIZE,
    },
  };
}

/**
 * The public read of a page of the listing, shared by its API route and the server-rendered first page of
 * /search-mentor. Filters in a fixed order make one key for one search, whichever order the address gave
 * them in.
 */
export function mentorListingRead(
  ctx: ListingContext,
  filters: MentorFilters,
  page: number,
): PublicRead<typeof mentorPageSchema> {
  const parts = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return {
    key: `mentors:${JSON.stringify(parts)}:${page}`,
    tables: PUBLIC_READ_TABLES.mentorCards,
    schema: mentorPageSchema,
    load: () => listMentors(ctx, filters, page),
  };
}

/**
 * The public read of one profile, shared by its API route and the server-rendered profile page so both
 * answer from the same ready answer.
 */
export function mentorProfileRead(
  ctx: ListingContext,
  idOrMentorId: string,
): PublicRead<typeof mentorPublicProfileSchema> {
  return {
    key: `mentor:${idOrMentorId.toLowerCase()}`,
    tables: PUBLIC_READ_TABLES.mentorProfile,
    schema: mentorPublicProfileSchema,
    load: () => getPublicMentorProfile(ctx, idOrMentorId),
  };
}

/** A listed mentor's public profile, by id or display id; anyone else is "not found". */
export async function getPublicMentorProfile(
  ctx: ListingContext,
  idOrMentorId: string,
): Promise<MentorPublicProfile> {
  const { db } = ctx;
  const mentor = await findListedMentor(db, idOrMentorId);
  if (!mentor) throw notFound('This mentor is not available.');
  const card = await findCard(ctx, mentor.id);
  const [catalog, reviews, ratings, featuredAd] = await Promise.all([
    listCategoryPackages(db, mentor.category),
    listMentorReviews(db, mentor.id, 50),
    countMentorRatings(db, mentor.id),
    getFeaturedAdImage(db),
  ]);
  return {
    ...card,
    about: mentor.about,
    yearOfEducation: mentor.yearOfEducation,
    featuredAd,
    // First name and initial only: reviews are public, the students' full names are not.
    reviews: reviews.map((review) => ({
      rating: review.rating,
      review: review.review,
      studentName: `${review.firstName} ${review.lastName.slice(0, 1)}.`.trim(),
      createdAt: review.createdAt.toISOString(),
      package:
        review.packageName !== null && review.packageKind !== null
          ? { packageName: review.packageName, kind: review.packageKind }
          : null,
      reply:
        review.reply !== null && review.repliedAt !== null
          ? { text: review.reply, createdAt: review.repliedAt.toISOString() }
          : null,
    })),
    ratingDistribution: STAR_COUNTS.map((stars) => ({
      stars,
      count: ratings.find((row) => row.stars === stars)?.count ?? 0,
    })),
    package: catalog.map((item) => ({
      _id: item.id,
      kind: item.kind,
      packageName: item.name,
      packageDescription: item.descriptionHtml,
      packagePrice: item.pricePaise / 100,
      realPackagePrice: item.realPricePaise / 100,
    })),
  };
}

async function findCard(ctx: ListingContext, id: string): Promise<MentorCard> {
  const { rows } = await findListedMentors(ctx.db, {}, 1, byMentorId(id));
  const [card] = await toCards(ctx, rows);
  if (!card) throw notFound('This mentor is not available.');
  return card;
}
