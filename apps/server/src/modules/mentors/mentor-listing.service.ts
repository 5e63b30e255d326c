import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  MENTOR_PAGE_SIZE,
  type MentorCard,
  type MentorFilters,
  type MentorPage,
  type MentorPublicProfile,
} from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { feedback, mentors, packages, platformSettings, students } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { findListedMentors, isListed, type ListedMentorRow } from './mentor-listing.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toCard(row: ListedMentorRow): MentorCard {
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
  };
}

/** A page of the public listing. A page past the end is empty but still tells how many pages exist. */
export async function listMentors(db: Db, filters: MentorFilters, page: number): Promise<MentorPage> {
  const { rows, total } = await findListedMentors(db, filters, page);
  return {
    data: rows.map(toCard),
    pagination: {
      currentPage: page,
      totalPages: Math.max(1, Math.ceil(total / MENTOR_PAGE_SIZE)),
      totalMentors: total,
      pageSize: MENTOR_PAGE_SIZE,
    },
  };
}

/** A listed mentor's public profile, by id or display id; anyone else is "not found". */
export async function getPublicMentorProfile(db: Db, idOrMentorId: string): Promise<MentorPublicProfile> {
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
  if (!mentor) throw notFound('This mentor is not available.');
  const card = await findCard(db, mentor.id);
  const [catalog, reviews, settings] = await Promise.all([
    db
      .select({
        id: packages.id,
        kind: packages.kind,
        name: packages.name,
        descriptionHtml: packages.descriptionHtml,
        pricePaise: packages.pricePaise,
        realPricePaise: packages.realPricePaise,
      })
      .from(packages)
      .where(and(sql`${packages.category} = ${mentor.category}`, eq(packages.isActive, true)))
      .orderBy(asc(packages.sortOrder), asc(packages.pricePaise)),
    db
      .select({
        rating: feedback.rating,
        review: feedback.review,
        firstName: students.firstName,
        lastName: students.lastName,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .innerJoin(students, eq(feedback.studentId, students.id))
      .where(eq(feedback.mentorId, mentor.id))
      .orderBy(desc(feedback.createdAt))
      .limit(50),
    db
      .select({ featuredAdImage: platformSettings.featuredAdImage })
      .from(platformSettings)
      .where(eq(platformSettings.id, 1))
      .limit(1),
  ]);
  return {
    ...card,
    about: mentor.about,
    yearOfEducation: mentor.yearOfEducation,
    featuredAd: settings[0]?.featuredAdImage ?? null,
    // First name and initial only: reviews are public, the students' full names are not.
    reviews: reviews.map((review) => ({
      rating: review.rating,
      review: review.review,
      studentName: `${review.firstName} ${review.lastName.slice(0, 1)}.`.trim(),
      createdAt: review.createdAt.toISOString(),
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

async function findCard(db: Db, id: string): Promise<MentorCard> {
  const { rows } = await findListedMentors(db, {}, 1, eq(mentors.id, id));
  const [row] = rows;
  if (!row) throw notFound('This mentor is not available.');
  return toCard(row);
}
