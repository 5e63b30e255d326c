import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { MENTOR_PAGE_SIZE, type MentorFilters } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { readRowCount, rowCount } from '../../db/row-counts.ts';
import { bookings, feedback, mentors, packages, students } from '../../db/schema/index.ts';

/**
 * Only approved, active, verified mentors with academics are ever listed. Written with literals, as the
 * partial index of the listing's order (mentors_listing_order_idx) and the 'mentors.listed' row count say
 * it, so the planner can prove a query stays inside that index.
 */
export const isListed = sql`(${mentors.applicationStatus} = 'approved' AND ${mentors.isActive}
  AND ${mentors.emailVerifiedAt} IS NOT NULL AND ${mentors.neetScore} IS NOT NULL)`;

// Correlated subqueries name their tables explicitly: inside a select list Drizzle renders bare
// column names, and a bare "id" would bind to the subquery's own table instead of the mentor.
const sessionPricePaise = sql<number | null>`(SELECT p.price_paise FROM packages p
  WHERE p.category = "mentors"."category" AND p.kind = 'session60' AND p.is_active LIMIT 1)`;

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function filterConditions(filters: MentorFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.username) {
    // Any part of the first name, the last name, both ("Meera Iyer") or the MentorId, written exactly as
    // the trigram index's expression (mentors_name_search_trgm_idx) so the search is answered from it: any
    // other spelling of the same test makes PostgreSQL read every mentor.
    const pattern = `%${escapeLike(filters.username.toLowerCase())}%`;
    conditions.push(
      sql`lower(${mentors.firstName} || ' ' || ${mentors.lastName} || ' ' || ${mentors.mentorId}) LIKE ${pattern}`,
    );
  }
  if (filters.neetExamYear !== undefined)
    conditions.push(sql`${mentors.neetExamYear} = ${filters.neetExamYear}`);
  if (filters.state) conditions.push(sql`${mentors.state} = ${filters.state}`);
  if (filters.gender) conditions.push(sql`${mentors.gender} = ${filters.gender}`);
  if (filters.neetAttempts !== undefined)
    conditions.push(sql`${mentors.neetAttempts} = ${filters.neetAttempts}`);
  if (filters.category) conditions.push(sql`${mentors.category} = ${filters.category}`);
  if (filters.maxPrice !== undefined) {
    // A session's price is its category's: the budget picks categories (four at most), which the category
    // index serves, instead of looking up every listed mentor's price.
    conditions.push(sql`${mentors.category} IN (SELECT p.category FROM packages p
      WHERE p.kind = 'session60' AND p.is_active AND p.price_paise <= ${filters.maxPrice * 100})`);
  }
  return conditions;
}

function orderFor(sort: MentorFilters['sort']): SQL[] {
  switch (sort) {
    case 'score':
      return [sql`${mentors.neetScore} DESC`];
    case 'price-low':
      return [sql`${sessionPricePaise} ASC NULLS LAST`, desc(mentors.cardRating)];
    case 'price-high':
      return [sql`${sessionPricePaise} DESC NULLS LAST`, desc(mentors.cardRating)];
    default:
      // Exactly the key of mentors_listing_order_idx (with the id added below): page 1 is an index scan.
      return [desc(mentors.cardRating), desc(mentors.reviewCount), desc(mentors.neetScore)];
  }
}

/** What a card shows, read from the row and its stored rating. */
const cardColumns = {
  id: mentors.id,
  mentorId: mentors.mentorId,
  firstName: mentors.firstName,
  lastName: mentors.lastName,
  profilePicture: mentors.profilePicture,
  institute: mentors.institute,
  state: mentors.state,
  gender: mentors.gender,
  languages: mentors.languages,
  neetScore: mentors.neetScore,
  neetExamYear: mentors.neetExamYear,
  neetAttempts: mentors.neetAttempts,
  airRank: mentors.airRank,
  category: mentors.category,
  rating: mentors.cardRating,
  reviewCount: mentors.reviewCount,
  sessionPricePaise,
  awayUntil: mentors.awayUntil,
};

/**
 * One page of listed mentors matching every given filter (and `extra`), with the total for paging, in one
 * statement: the whole listing's total is the stored 'mentors.listed' count (its page 1 an index scan of
 * mentors_listing_order_idx); a narrowed listing counts its matches in the pass that pages them.
 */
export async function findListedMentors(db: Executor, filters: MentorFilters, page: number, extra?: SQL) {
  const conditions = [...filterConditions(filters), ...(extra ? [extra] : [])];
  const where = and(isListed, ...conditions);
  const whole = conditions.length === 0;
  const rows = await db
    .select({
      ...cardColumns,
      matches: whole ? rowCount('mentors.listed') : sql<number>`(count(*) OVER ())::int`,
    })
    .from(mentors)
    .where(where)
    // The id last keeps pages stable when other keys tie.
    .orderBy(...orderFor(filters.sort), sql`${mentors.id}`)
    .limit(MENTOR_PAGE_SIZE)
    .offset((page - 1) * MENTOR_PAGE_SIZE);
  // A page past the end has no row to carry the total.
  const total =
    rows[0]?.matches ?? (whole ? await readRowCount(db, 'mentors.listed') : await countListed(db, where));
  return { rows: rows.map(({ matches: _matches, ...row }) => row), total };
}

async function countListed(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(mentors)
    .where(where);
  return row?.total ?? 0;
}

export type ListedMentorRow = Awaited<ReturnType<typeof findListedMentors>>['rows'][number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A listed mentor by id or display id; anyone not listed is not found. */
export async function findListedMentor(db: Executor, idOrMentorId: string) {
  const match = UUID.test(idOrMentorId)
    ? eq(mentors.id, idOrMentorId)
    : eq(mentors.mentorId, idOrMentorId.toLowerCase());
  const [mentor] = await db
    .select({
      id: mentors.id,
      category: mentors.category,
      about: mentors.about,
      yearOfEducation: mentors.yearOfEducation,
    })
    .from(mentors)
    .where(and(isListed, match))
    .limit(1);
  return mentor;
}

/** The active catalog packages of one category, in the admin's order. */
export function listCategoryPackages(db: Executor, category: string | null) {
  return db
    .select({
      id: packages.id,
      kind: packages.kind,
      name: packages.name,
      descriptionHtml: packages.descriptionHtml,
      pricePaise: packages.pricePaise,
      realPricePaise: packages.realPricePaise,
    })
    .from(packages)
    .where(and(sql`${packages.category} = ${category}`, eq(packages.isActive, true)))
    .orderBy(asc(packages.sortOrder), asc(packages.pricePaise));
}

/**
 * The latest visible reviews of a mentor (an admin may have hidden some), with the reviewers' names, the
 * package of the reviewed session (gone with a removed session) and the mentor's reply.
 */
export function listMentorReviews(db: Executor, mentorId: string, limit: number) {
  return db
    .select({
      rating: feedback.rating,
      review: feedback.review,
      firstName: students.firstName,
      lastName: students.lastName,
      createdAt: feedback.createdAt,
      packageName: packages.name,
      packageKind: packages.kind,
      reply: feedback.reply,
      repliedAt: feedback.repliedAt,
    })
    .from(feedback)
    .innerJoin(students, eq(feedback.studentId, students.id))
    .leftJoin(bookings, eq(feedback.bookingId, bookings.id))
    .leftJoin(packages, eq(bookings.packageId, packages.id))
    .where(and(eq(feedback.mentorId, mentorId), isNull(feedback.hiddenAt)))
    .orderBy(desc(feedback.createdAt))
    .limit(limit);
}

/** How many visible reviews of a mentor gave each number of stars (stars with none are left out). */
export function countMentorRatings(db: Executor, mentorId: string) {
  return db
    .select({ stars: feedback.rating, count: sql<number>`count(*)::int` })
    .from(feedback)
    .where(and(eq(feedback.mentorId, mentorId), isNull(feedback.hiddenAt)))
    .groupBy(feedback.rating);
}

export function byMentorId(id: string): SQL {
  return eq(mentors.id, id);
}
