import { and, eq, isNotNull } from 'drizzle-orm';
import type { Gender, YearOfEducation } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { mentors } from '../../db/schema/index.ts';

/** Inserts an unverified applicant (status "incomplete"); a clash on display id or referral code throws. */
export async function insertMentorApplicant(
  executor: Executor,
  values: {
    mentorId: string;
    referralCode: string;
    firstName: string;
    lastName: string;
    email: string;
    passwordHash: string;
    city: string;
    state: string;
  },
): Promise<string> {
  const [row] = await executor
    .insert(mentors)
    .values({ ...values, applicationStatus: 'incomplete' })
    .returning({ id: mentors.id });
  if (!row) throw new Error('mentor not inserted');
  return row.id;
}

export async function findApplicant(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: mentors.id,
      email: mentors.email,
      firstName: mentors.firstName,
      status: mentors.applicationStatus,
      verifiedAt: mentors.emailVerifiedAt,
      createdAt: mentors.createdAt,
    })
    .from(mentors)
    .where(eq(mentors.id, id))
    .limit(1);
  return row;
}

/**
 * Records the academics and documents, conditional on "incomplete" and a verified e-mail, so a double
 * submit cannot overwrite a pending application. Returns whether the row changed.
 */
export async function submitApplication(
  executor: Executor,
  id: string,
  values: {
    neetScore: number;
    neetExamYear: number;
    yearOfEducation: YearOfEducation;
    institute: string;
    number: string;
    gender: Gender;
    neetAttempts: number;
    scoreCardKey: string;
    collegeIdKey: string;
    agreedVerificationAt: Date;
    feeWaived: boolean;
  },
): Promise<boolean> {
  const updated = await executor
    .update(mentors)
    .set({ ...values, applicationStatus: 'pending' })
    .where(
      and(
        eq(mentors.id, id),
        eq(mentors.applicationStatus, 'incomplete'),
        isNotNull(mentors.emailVerifiedAt),
      ),
    )
    .returning({ id: mentors.id });
  return updated.length > 0;
}

export async function findMentorAccount(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: mentors.id,
      mentorId: mentors.mentorId,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      email: mentors.email,
      number: mentors.number,
      gender: mentors.gender,
      city: mentors.city,
      state: mentors.state,
      neetScore: mentors.neetScore,
      neetExamYear: mentors.neetExamYear,
      neetAttempts: mentors.neetAttempts,
      airRank: mentors.airRank,
      yearOfEducation: mentors.yearOfEducation,
      institute: mentors.institute,
      about: mentors.about,
      languages: mentors.languages,
      profilePicture: mentors.profilePicture,
      category: mentors.category,
      referralCode: mentors.referralCode,
      awayUntil: mentors.awayUntil,
    })
    .from(mentors)
    .where(eq(mentors.id, id))
    .limit(1);
  return row;
}

export interface MentorProfileChange {
  firstName: string;
  lastName: string;
  number: string;
  city: string;
  state: string;
  yearOfEducation: YearOfEducation;
  gender: Gender;
  about: string | null;
  airRank: number | null;
  languages: string[];
  profilePicture: string | null;
}

export async function updateMentorProfile(
  executor: Executor,
  id: string,
  change: MentorProfileChange,
  now: Date,
): Promise<void> {
  await executor
    .update(mentors)
    .set({ ...change, updatedAt: now })
    .where(eq(mentors.id, id));
}

/** Away mode on (a moment) or off (null). */
export async function setAwayUntil(
  executor: Executor,
  id: string,
  until: Date | null,
  now: Date,
): Promise<void> {
  await executor.update(mentors).set({ awayUntil: until, updatedAt: now }).where(eq(mentors.id, id));
}

export async function findDocumentKeys(executor: Executor, id: string) {
  const [row] = await executor
    .select({ scoreCardKey: mentors.scoreCardKey, collegeIdKey: mentors.collegeIdKey })
    .from(mentors)
    .where(eq(mentors.id, id))
    .limit(1);
  return row;
}
