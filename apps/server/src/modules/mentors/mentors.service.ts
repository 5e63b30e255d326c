import { and, eq, isNotNull } from 'drizzle-orm';
import type { Gender, MentorProfile, MentorSignupRequest, YearOfEducation } from '@neetmentor/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { mentors } from '../../db/schema/index.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { conflict, notFound, badRequest } from '../../lib/app-error.ts';
import { isUniqueViolation, makeDisplayId } from '../../lib/display-ids.ts';
import { processUploadedImage } from '../../lib/images.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { enqueueMail } from '../../jobs/mail-outbox-worker.ts';
import { sendVerificationCode, type AuthContext } from '../auth/account-flows.ts';
import { mentorApplicationReceivedMail } from '../mail/templates.ts';
import { listNotifications } from '../notifications/notifications.repository.ts';
import { claimEmailForSignup } from '../students/students.service.ts';
import { randomBytes } from 'node:crypto';

const ID_ATTEMPTS = 20;
/** An applicant has a day after sign-up to send the academic details (unverified accounts are purged then). */
const ACADEMICS_WINDOW_MS = 24 * 60 * 60 * 1000;

function makeReferralCode(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}

/** Step one of the application: the account, unverified, with status "incomplete". */
export async function createMentorAccount(context: AuthContext, body: MentorSignupRequest): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  try {
    const id = await context.db.transaction(async (tx) => {
      await claimEmailForSignup(tx, body.email);
      for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
        try {
          const [row] = await tx.transaction((savepoint) =>
            savepoint
              .insert(mentors)
              .values({
                mentorId: makeDisplayId(body.firstName, body.lastName),
                referralCode: makeReferralCode(),
                firstName: body.firstName,
                lastName: body.lastName,
                email: body.email,
                passwordHash,
                city: body.city,
                state: body.state,
                applicationStatus: 'incomplete',
              })
              .returning({ id: mentors.id }),
          );
          if (!row) throw new Error('mentor not inserted');
          await sendVerificationCode(context, tx, {
            role: 'mentor',
            id: row.id,
            email: body.email,
            firstName: body.firstName,
          });
          return row.id;
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
    context.notifyMailQueued();
    return id;
  } catch (error) {
    if (isUniqueViolation(error, 'mentors_email_lower_unique')) {
      throw conflict('An account with this e-mail address already exists. Please log in.');
    }
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
 * applicant whose application is still incomplete; the application then waits for approval.
 * The application fee comes with payments; until then it is recorded as waived.
 */
export async function submitAcademicDetails(
  deps: { context: AuthContext; storage: FileStorage },
  details: AcademicDetails,
  documents: { scoreCard: Buffer | undefined; collegeId: Buffer | undefined },
): Promise<void> {
  const { db } = deps.context;
  const [applicant] = await db
    .select({
      id: mentors.id,
      email: mentors.email,
      firstName: mentors.firstName,
      status: mentors.applicationStatus,
      verifiedAt: mentors.emailVerifiedAt,
      createdAt: mentors.createdAt,
    })
    .from(mentors)
    .where(eq(mentors.id, details.id))
    .limit(1);
  if (!applicant) throw notFound('This application no longer exists. Please sign up again.');
  if (!applicant.verifiedAt) throw badRequest('Please verify your e-mail address first.');
  if (applicant.status !== 'incomplete') throw conflict('Your academic details were already submitted.');
  if (Date.now() - applicant.createdAt.getTime() > ACADEMICS_WINDOW_MS) {
    throw conflict('This application has expired. Please contact support or sign up again.');
  }
  if (!documents.scoreCard || !documents.collegeId) throw badRequest('Please fill all the details');

  const [scoreCard, collegeId] = await Promise.all([
    processUploadedImage(documents.scoreCard, { maxSize: 2000 }),
    processUploadedImage(documents.collegeId, { maxSize: 2000 }),
  ]);
  const stamp = Date.now().toString(36);
  const scoreCardKey = await deps.storage.putPrivate(
    `mentor-documents/${applicant.id}/score-card-${stamp}.webp`,
    scoreCard.data,
  );
  const collegeIdKey = await deps.storage.putPrivate(
    `mentor-documents/${applicant.id}/college-id-${stamp}.webp`,
    collegeId.data,
  );

  await db.transaction(async (tx) => {
    // Conditional on "incomplete", so a double submit cannot overwrite a pending application.
    const updated = await tx
      .update(mentors)
      .set({
        neetScore: details.neetScore,
        neetExamYear: details.neetExamYear,
        yearOfEducation: details.yearOfEducation,
        institute: details.institute,
        number: details.number,
        gender: details.gender,
        neetAttempts: details.neetAttempt,
        scoreCardKey,
        collegeIdKey,
        agreedVerificationAt: new Date(),
        feeWaived: true,
        applicationStatus: 'pending',
      })
      .where(
        and(
          eq(mentors.id, applicant.id),
          eq(mentors.applicationStatus, 'incomplete'),
          isNotNull(mentors.emailVerifiedAt),
        ),
      )
      .returning({ id: mentors.id });
    if (updated.length === 0) throw conflict('Your academic details were already submitted.');
    await enqueueMail(
      tx,
      mentorApplicationReceivedMail(deps.context.brand, applicant.email, applicant.firstName),
    );
  });
  deps.context.notifyMailQueued();
}

export async function getMentorDetails(db: Db, id: string): Promise<MentorProfile> {
  const [row] = await db.select().from(mentors).where(eq(mentors.id, id)).limit(1);
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
    notifications: await listNotifications(db, 'mentor', id),
  };
}

export const documentKinds = z.enum(['score-card', 'college-id']);

/** The storage key of an applicant's private document. */
export async function findDocumentKey(
  db: Db,
  mentorId: string,
  kind: z.infer<typeof documentKinds>,
): Promise<string> {
  const [row] = await db
    .select({ scoreCardKey: mentors.scoreCardKey, collegeIdKey: mentors.collegeIdKey })
    .from(mentors)
    .where(eq(mentors.id, mentorId))
    .limit(1);
  const key = kind === 'score-card' ? row?.scoreCardKey : row?.collegeIdKey;
  if (!key) throw notFound('This document does not exist.');
  return key;
}
