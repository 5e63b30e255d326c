import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MENTOR_PAGE_SIZE, type MentorFilters } from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { mentors } from '../../db/schema/index.ts';

/** Only approved, active, verified mentors with academics are ever listed. */
export const isListed = and(
  eq(mentors.applicationStatus, 'approved'),
  eq(mentors.isActive, true),
  sql`${mentors.emailVerifiedAt} IS NOT NULL`,
  sql`${mentors.neetScore} IS NOT NULL`,
);

// Correlated subqueries name their tables explicitly: inside a select list Drizzle renders bare
// column names, and a bare "id" would bind to the subquery's own table instead of the mentor.
const averageRating = sql<
  number | null
>`(SELECT avg(f.rating) FROM feedback f WHERE f.mentor_id = "mentors"."id")`;
const reviewCount = sql<number>`(SELECT count(*)::int FROM feedback f WHERE f.mentor_id = "mentors"."id")`;
/** The card rating rule (product rules §5) in SQL, so the listing can sort by it. */
const cardRating = sql<number>`coalesce(round(${averageRating})::int, CASE WHEN "mentors"."neet_score" >= 681 THEN 5 WHEN "mentors"."neet_score" >= 641 THEN 4 ELSE 3 END)`;
const sessionPricePaise = sql<number | null>`(SELECT p.price_paise FROM packages p
  WHERE p.category = "mentors"."category" AND p.kind = 'session60' AND p.is_active LIMIT 1)`;

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function filterConditions(filters: MentorFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.username) {
    const pattern = `%${escapeLike(filters.username.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${mentors.firstName}) LIKE ${pattern} OR lower(${mentors.lastName}) LIKE ${pattern}
        OR lower(${mentors.mentorId}) LIKE ${pattern} OR lower(${mentors.firstName} || ' ' || ${mentors.lastName}) LIKE ${pattern})`,
    );
  }
  if (filters.neetExamYear !== undefined)
    conditions.push(sql`${mentors.neetExamYear} = ${filters.neetExamYear}`);
  if (filters.state) conditions.push(sql`${mentors.state} = ${filters.state}`);
  if (filters.gender) conditions.push(sql`${mentors.gender} = ${filters.gender}`);
  if (filters.neetAttempts !== undefined)
    conditions.push(sql`${mentors.neetAttempts} = ${filters.neetAttempts}`);
  if (filters.category) conditions.push(sql`${mentors.category} = ${filters.category}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`${sessionPricePaise} <= ${filters.maxPrice * 100}`);
  return conditions;
}

function orderFor(sort: MentorFilters['sort']): SQL[] {
  switch (sort) {
    case 'score':
      return [sql`${mentors.neetScore} DESC`];
    case 'price-low':
      return [sql`${sessionPricePaise} ASC NULLS LAST`, sql`${cardRating} DESC`];
    case 'price-high':
      return [sql`${sessionPricePaise} DESC NULLS LAST`, sql`${cardRating} DESC`];
    default:
      return [sql`${cardRating} DESC`, sql`${reviewCount} DESC`, sql`${mentors.neetScore} DESC`];
  }
}

/** One page of listed mentors matching every given filter (and `extra`), with the total for paging. */
export async function findListedMentors(db: Db, filters: MentorFilters, page: number, extra?: SQL) {
  const where = and(isListed, ...filterConditions(filters), extra);
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(mentors)
    .where(where);
  const total = countRow?.total ?? 0;
  const rows = await db
    .select({
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
      rating: cardRating,
      reviewCount,
      sessionPricePaise,
    })
    .from(mentors)
    .where(where)
    // The id last keeps pages stable when other keys tie.
    .orderBy(...orderFor(filters.sort), sql`${mentors.id}`)
    .limit(MENTOR_PAGE_SIZE)
    .offset((page - 1) * MENTOR_PAGE_SIZE);
  return { rows, total };
}

export type ListedMentorRow = Awaited<ReturnType<typeof findListedMentors>>['rows'][number];
