import { and, eq, isNotNull } from 'drizzle-orm';
import type { Gender, SiteLanguage, YearOfEducation } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { mentors } from '../../db/schema/index.ts';
import { stillHolds } from '../../db/still-holds.ts';

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
    language: SiteLanguage;
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
      lastName: mentors.lastName,
      status: mentors.applicationStatus,
      verifiedAt: mentors.emailVerifiedAt,
      createdAt: mentors.createdAt,
      feeWaived: mentors.feeWaived,
      feePaidAt: mentors.feePaidAt,
      language: mentors.language,
    })
    .from(mentors)
    .where(eq(mentors.id, id))
    .limit(1);
  return row;
}

/**
 * Records the academics and documents, conditional on the status the caller found ("incomplete" for a first
 * application, "rejected" for a re-application) and a verified e-mail, so a double submit cannot overwrite
 * a pending application. Returns whether the row changed.
 */
export async function submitApplication(
  executor: Executor,
  id: string,
  from: 'incomplete' | 'rejected',
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
    .where(and(eq(mentors.id, id), eq(mentors.applicationStatus, from), isNotNull(mentors.emailVerifiedAt)))
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

/** The profile's columns, as Profile Settings changes them. */
const PROFILE_COLUMNS = {
  firstName: mentors.firstName,
  lastName: mentors.lastName,
  number: mentors.number,
  city: mentors.city,
  state: mentors.state,
  yearOfEducation: mentors.yearOfEducation,
  gender: mentors.gender,
  about: mentors.about,
  airRank: mentors.airRank,
  languages: mentors.languages,
  profilePicture: mentors.profilePicture,
} as const satisfies Record<keyof MentorProfileChange, unknown>;

/**
 * Saves the profile if it still is as `readBefore` (what the save was checked against); false, changing
 * nothing, when another save got there first.
 */
export async function updateMentorProfile(
  executor: Executor,
  id: string,
  change: MentorProfileChange,
  readBefore: Readonly<Record<keyof MentorProfileChange, unknown>>,
  now: Date,
): Promise<boolean> {
  const saved = await executor
    .update(mentors)
    .set({ ...change, updatedAt: now })
    .where(and(eq(mentors.id, id), stillHolds(PROFILE_COLUMNS, readBefore)))
    .returning({ id: mentors.id });
  return saved.length === 1;
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
