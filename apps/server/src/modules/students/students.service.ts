import {
  isAcceptedAge,
  PROFILE_CHANGED_ELSEWHERE,
  VALIDATION_MESSAGES,
  studentEditStamp,
  type Gender,
  type StudentClass,
  type StudentProfile,
  type SiteLanguage,
  type StudentSignupRequest,
} from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation, makeDisplayId } from '../../lib/display-ids.ts';
import { processUploadedImage } from '../../lib/images.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  answerSignupForRegistered,
  claimEmailForSignup,
  sendVerificationCode,
  signupWaitingForCode,
} from '../auth/index.ts';
import { readNotifications } from '../notifications/index.ts';
import {
  findStudentProfile,
  insertStudentAccount,
  isUsernameTakenByOther,
  updateStudentProfile,
} from './students.repository.ts';
import { resolveReferralCode } from './referral-code.ts';
import { readGuardian } from './guardians.service.ts';
import { replacePublicFile } from '../../lib/replaced-files.ts';

const USERNAME_ATTEMPTS = 20;

/**
 * Creates the unverified account and mails the code; returns the new id. `vouchedAccountIds` are the
 * sign-ups the caller's browser started, which it may replace (see claimEmailForSignup); `language` is the
 * visitor's, kept for the account's e-mails from the code on.
 */
export async function createStudentAccount(
  context: AppContext,
  body: StudentSignupRequest,
  vouchedAccountIds: readonly string[],
  language: SiteLanguage,
): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  try {
    const id = await context.db.transaction(async (tx) => {
      const code = body.referralCode?.trim();
      const referral = await resolveReferralCode(tx, code, context.clock.now());
      // After every check of the form, so a registered address is answered as a new one in every case.
      const registered = await claimEmailForSignup(context, tx, body.email, vouchedAccountIds);
      if (registered) return answerSignupForRegistered(context, tx, 'student', registered);
      for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
        try {
          // A savepoint per attempt: a clashing username must not abort the whole sign-up.
          const id = await tx.transaction((savepoint) =>
            insertStudentAccount(savepoint, {
              username: makeDisplayId(body.firstName, body.lastName),
              firstName: body.firstName,
              lastName: body.lastName,
              email: body.email,
              passwordHash,
              referralCodeUsed: code ?? null,
              language,
              ...referral,
            }),
          );
          await sendVerificationCode(context, tx, {
            role: 'student',
            id,
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            language,
          });
          return id;
        } catch (error) {
          if (!isUniqueViolation(error, 'students_username_unique')) throw error;
        }
      }
      throw new Error('could not find a free username');
    });
    return id;
  } catch (error) {
    // Two sign-ups with one address at the same moment: the second loses the unique index race.
    // The winner's account is not verified yet: the address waits for its code, nothing to log in to.
    if (isUniqueViolation(error, 'students_email_lower_unique')) throw signupWaitingForCode();
    throw error;
  }
}

export async function getStudentDetails(db: Db, id: string): Promise<StudentProfile> {
  const profile = await findStudentProfile(db, id);
  if (!profile) throw notFound('This account no longer exists.');
  const { id: _id, ...fields } = profile;
  return {
    _id,
    ...fields,
    guardian: await readGuardian(db, id),
    notifications: await readNotifications(db, 'student', id),
  };
}

export interface StudentUpdate {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  number?: string | undefined;
  gender?: Gender | undefined;
  currentClass?: StudentClass | undefined;
  /** "YYYY-MM-DD", '' to clear it; absent leaves it as it is. */
  dateOfBirth?: string | undefined;
  /** The stamp of the profile the form opened with; a profile changed since is not overwritten. */
  editedFrom?: string | undefined;
}

/** Saves the profile and, when given, a new picture (re-encoded, under a fresh name so caches stay right). */
export async function updateStudentDetails(
  deps: AppContext,
  id: string,
  update: StudentUpdate,
  picture: Buffer | undefined,
): Promise<StudentProfile> {
  const current = await findStudentProfile(deps.db, id);
  if (!current) throw notFound('This account no longer exists.');
  if (update.email.toLowerCase() !== current.email.toLowerCase()) {
    throw badRequest('The e-mail address cannot be changed here. Please contact support to change it.', [
      { path: 'email', message: 'The e-mail address cannot be changed.' },
    ]);
  }
  if (update.editedFrom !== undefined && update.editedFrom !== studentEditStamp(current))
    throw conflict(PROFILE_CHANGED_ELSEWHERE);
  const dateOfBirth = update.dateOfBirth === undefined ? current.dateOfBirth : update.dateOfBirth || null;
  if (dateOfBirth !== current.dateOfBirth) await assertDateOfBirthChangeable(deps, id, dateOfBirth);
  if (await isUsernameTakenByOther(deps.db, update.username, id))
    throw conflict('This username is already taken.');

  const image = picture ? await processUploadedImage(picture, { maxSize: 512 }) : undefined;
  try {
    await replacePublicFile(deps, {
      current: current.profilePicture,
      replacement: image && {
        key: `students/${id}-${deps.clock.now().getTime().toString(36)}.webp`,
        data: image.data,
      },
      // Saved only if the profile is still the one checked above: of two saves racing, one is refused.
      save: async (profilePicture) => {
        const change = {
          firstName: update.firstName,
          lastName: update.lastName,
          username: update.username,
          number: update.number ? update.number : null,
          gender: update.gender ?? null,
          currentClass: update.currentClass ?? null,
          dateOfBirth,
          profilePicture,
        };
        if (!(await updateStudentProfile(deps.db, id, change, current)))
          throw conflict(PROFILE_CHANGED_ELSEWHERE);
      },
    });
  } catch (error) {
    if (isUniqueViolation(error, 'students_username_unique'))
      throw conflict('This username is already taken.');
    throw error;
  }
  return getStudentDetails(deps.db, id);
}

/**
 * A date of birth must give an age from 10 to 100 today; once a guardian is confirmed it no longer changes
 * here (it decides when the student may remove them), so a correction goes through support.
 */
async function assertDateOfBirthChangeable(deps: AppContext, id: string, dateOfBirth: string | null) {
  if (dateOfBirth !== null && !isAcceptedAge(dateOfBirth, deps.clock.now()))
    throw badRequest(VALIDATION_MESSAGES.ageOutOfRange, [
      { path: 'dateOfBirth', message: VALIDATION_MESSAGES.ageOutOfRange },
    ]);
  if ((await readGuardian(deps.db, id))?.confirmed)
    throw conflict(
      `Your date of birth cannot change while a parent or guardian is confirmed. Please write to ${deps.brand.supportEmail} to correct it.`,
      'DATE_OF_BIRTH_LOCKED',
    );
}
