import {
  neetExamYearMessage,
  neetExamYears,
  paiseToRupees,
  type Gender,
  type MentorApplicationResult,
  type MentorProfile,
  type MentorSignupRequest,
  type SiteLanguage,
  type YearOfEducation,
} from '@neetmentor/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { fullName } from '../../lib/full-name.ts';
import { conflict, notFound, badRequest } from '../../lib/app-error.ts';
import { isUniqueViolation, makeDisplayId } from '../../lib/display-ids.ts';
import { processUploadedImage } from '../../lib/images.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { getApplicationFeeTerms } from '../admin/index.ts';
import {
  answerSignupForRegistered,
  claimEmailForSignup,
  sendVerificationCode,
  signupWaitingForCode,
} from '../auth/index.ts';
import { mentorApplicationReceivedMail } from '../mail/index.ts';
import { readNotifications } from '../notifications/index.ts';
import {
  findApplicant,
  findDocumentKeys,
  findMentorAccount,
  insertMentorApplicant,
  submitApplication,
} from './mentors.repository.ts';
import { randomBytes } from 'node:crypto';

const ID_ATTEMPTS = 20;
const ALREADY_SUBMITTED = 'Your academic details were already submitted.';
/** An applicant has a day after sign-up to send the academic details (unverified accounts are purged then). */
const ACADEMICS_WINDOW_MS = 24 * 60 * 60 * 1000;

function makeReferralCode(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}

/**
 * Step one of the application: the account, unverified, with status "incomplete". `vouchedAccountIds` are
 * the sign-ups the caller's browser started, which it may replace (see claimEmailForSignup); `language` is
 * the visitor's, kept for the account's e-mails from the code on.
 */
export async function createMentorAccount(
  context: AppContext,
  body: MentorSignupRequest,
  vouchedAccountIds: readonly string[],
  language: SiteLanguage,
): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  try {
    const id = await context.db.transaction(async (tx) => {
      const registered = await claimEmailForSignup(context, tx, body.email, vouchedAccountIds);
      if (registered) return answerSignupForRegistered(context, tx, 'mentor', registered);
      for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
        try {
          // A savepoint per attempt: a clashing display id must not abort the whole sign-up.
          const id = await tx.transaction((savepoint) =>
            insertMentorApplicant(savepoint, {
              mentorId: makeDisplayId(body.firstName, body.lastName),
              referralCode: makeReferralCode(),
              firstName: body.firstName,
              lastName: body.lastName,
              email: body.email,
              passwordHash,
              city: body.city,
              state: body.state,
              language,
            }),
          );
          await sendVerificationCode(context, tx, {
            role: 'mentor',
            id,
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            language,
          });
          return id;
        } catch (error) {
          if (
            !isUniqueViolation(error, 'mentors_mentor_id_unique') &&
            !isUniqueViolation(error, 'mentors_referral_code_unique')
          )
            throw error;
        }
      }
      throw new Error('could not find a free mentor id');
    });
    return id;
  } catch (error) {
    // The winner's account is not verified yet: the address waits for its code, nothing to log in to.
    if (isUniqueViolation(error, 'mentors_email_lower_unique')) throw signupWaitingForCode();
    throw error;
  }
}

export interface AcademicDetails {
  id: string;
  neetScore: number;
  neetExamYear: number;
  yearOfEducation: YearOfEducation;
  institute: string;
  number: string;
  gender: Gender;
  neetAttempt: number;
}

/**
 * Step two: academics and the two documents, stored privately. Accepted once, for a verified
 * applicant whose application is still incomplete (`from: 'incomplete'`), or as a re-application of a
 * rejected one (`from: 'rejected'`); the application then waits for approval, and for the application fee
 * unless it is waived (free until the admin's date, or an amount of zero) or was paid or waived before.
 */
export async function submitAcademicDetails(
  context: AppContext,
  details: AcademicDetails,
  documents: { scoreCard: Buffer | undefined; collegeId: Buffer | undefined },
  from: 'incomplete' | 'rejected' = 'incomplete',
): Promise<MentorApplicationResult> {
  const { db } = context;
  const applicant = await findApplicant(db, details.id);
  if (!applicant) throw notFound('This application no longer exists. Please sign up again.');
  if (!applicant.verifiedAt) throw badRequest('Please verify your e-mail address first.');
  if (applicant.status !== from) throw conflict(ALREADY_SUBMITTED);
  if (
    from === 'incomplete' &&
    context.clock.now().getTime() - applicant.createdAt.getTime() > ACADEMICS_WINDOW_MS
  ) {
    throw conflict('This application has expired. Please contact support or sign up again.');
  }
  if (!documents.scoreCard || !documents.collegeId) throw badRequest('Please fill all the details');
  const examYears = neetExamYears(context.clock.now());
  if (!examYears.includes(details.neetExamYear)) {
    const message = neetExamYearMessage(examYears);
    throw badRequest(message, [{ path: 'neetExamYear', message }]);
  }

  const [scoreCard, collegeId] = await Promise.all([
    processUploadedImage(documents.scoreCard, { maxSize: 2000 }),
    processUploadedImage(documents.collegeId, { maxSize: 2000 }),
  ]);
  const stamp = context.clock.now().getTime().toString(36);
  const scoreCardKey = await context.storage.putPrivate(
    `mentor-documents/${applicant.id}/score-card-${stamp}.webp`,
    scoreCard.data,
  );
  const collegeIdKey = await context.storage.putPrivate(
    `mentor-documents/${applicant.id}/college-id-${stamp}.webp`,
    collegeId.data,
  );

  const fee = await getApplicationFeeTerms(db);
  const now = context.clock.now();
  // One fee per applicant: a re-application is not charged again when the first was paid or waived.
  const feeSettled = applicant.feeWaived || applicant.feePaidAt !== null;
  const feeWaived =
    applicant.feeWaived || fee.amountPaise === 0 || (fee.freeUntil !== null && now < fee.freeUntil);
  const feeDue = !feeWaived && !feeSettled;
  await db.transaction(async (tx) => {
    const submitted = await submitApplication(tx, applicant.id, from, {
      neetScore: details.neetScore,
      neetExamYear: details.neetExamYear,
      yearOfEducation: details.yearOfEducation,
      institute: details.institute,
      number: details.number,
      gender: details.gender,
      neetAttempts: details.neetAttempt,
      scoreCardKey,
      collegeIdKey,
      agreedVerificationAt: now,
      feeWaived,
    });
    if (!submitted) throw conflict(ALREADY_SUBMITTED);
    await context.outbox.enqueue(
      tx,
      mentorApplicationReceivedMail(context.brand, applicant.language, applicant.email, fullName(applicant), {
        feeDuePaise: feeDue ? fee.amountPaise : 0,
      }),
    );
  });
  return { feeDue, amount: feeDue ? paiseToRupees(fee.amountPaise) : 0 };
}

export async function getMentorDetails(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  id: string,
): Promise<MentorProfile> {
  const { db } = ctx;
  const row = await findMentorAccount(db, id);
  if (!row) throw notFound('This account no longer exists.');
  return {
    _id: row.id,
    mentorId: row.mentorId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    number: row.number,
    gender: row.gender,
    address: { city: row.city, state: row.state },
    neetScore: row.neetScore,
    neetExamYear: row.neetExamYear,
    neetAttempts: row.neetAttempts,
    airRank: row.airRank,
    yearOfEducation: row.yearOfEducation,
    institute: row.institute,
    about: row.about,
    languages: row.languages,
    profilePicture: row.profilePicture,
    category: row.category,
    referralsCode: row.referralCode,
    awayUntil: row.awayUntil && row.awayUntil > ctx.clock.now() ? row.awayUntil.toISOString() : null,
    notifications: await readNotifications(db, 'mentor', id),
  };
}

export const documentKinds = z.enum(['score-card', 'college-id']);

/** The storage key of an applicant's private document. */
export async function findDocumentKey(
  db: Db,
  mentorId: string,
  kind: z.infer<typeof documentKinds>,
): Promise<string> {
  const row = await findDocumentKeys(db, mentorId);
  const key = kind === 'score-card' ? row?.scoreCardKey : row?.collegeIdKey;
  if (!key) throw notFound('This document does not exist.');
  return key;
}
