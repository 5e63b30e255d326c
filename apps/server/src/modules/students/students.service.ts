import { and, eq, ne } from 'drizzle-orm';
import type { Gender, StudentClass, StudentProfile, StudentSignupRequest } from '@neetmentor/contract';
import type { Db } from '../../db/client.ts';
import { students } from '../../db/schema/index.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation, makeDisplayId } from '../../lib/display-ids.ts';
import { processUploadedImage } from '../../lib/images.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { deleteUnverifiedAccount, findAnyAccountByEmail } from '../auth/accounts.repository.ts';
import { sendVerificationCode, type AuthContext } from '../auth/account-flows.ts';
import { listNotifications } from '../notifications/notifications.repository.ts';
import { findReferral, findStudentProfile } from './students.repository.ts';

const USERNAME_ATTEMPTS = 20;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Claims the e-mail address for a new account. An unverified account with the same address is an
 * abandoned sign-up and is replaced; a verified one refuses.
 */
export async function claimEmailForSignup(tx: Tx, email: string): Promise<void> {
  const existing = await findAnyAccountByEmail(tx, email);
  if (!existing) return;
  if (existing.emailVerifiedAt)
    throw conflict('An account with this e-mail address already exists. Please log in.');
  await deleteUnverifiedAccount(tx, existing.role, existing.id);
}

/** Creates the unverified account and mails the code; returns the new id. */
export async function createStudentAccount(
  context: AuthContext,
  body: StudentSignupRequest,
): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  try {
    const id = await context.db.transaction(async (tx) => {
      await claimEmailForSignup(tx, body.email);
      const code = body.referralCode?.trim();
      const referral = code ? await findReferral(tx, code) : undefined;
      if (code && !referral)
        throw badRequest('This referral code is not valid.', [
          { path: 'referralCode', message: 'Unknown referral code.' },
        ]);
      for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
        try {
          // A savepoint per attempt: a clashing username must not abort the whole sign-up.
          const [row] = await tx.transaction((savepoint) =>
            savepoint
              .insert(students)
              .values({
                username: makeDisplayId(body.firstName, body.lastName),
                firstName: body.firstName,
                lastName: body.lastName,
                email: body.email,
                passwordHash,
                referralCodeUsed: code ?? null,
                ...referral,
              })
              .returning({ id: students.id }),
          );
          if (!row) throw new Error('student not inserted');
          await sendVerificationCode(context, tx, {
            role: 'student',
            id: row.id,
            email: body.email,
            firstName: body.firstName,
          });
          return row.id;
        } catch (error) {
          if (!isUniqueViolation(error, 'students_username_unique')) throw error;
        }
      }
      throw new Error('could not find a free username');
    });
    context.notifyMailQueued();
    return id;
  } catch (error) {
    // Two sign-ups with one address at the same moment: the second loses the unique index race.
    if (isUniqueViolation(error, 'students_email_lower_unique')) {
      throw conflict('An account with this e-mail address already exists. Please log in.');
    }
    throw error;
  }
}

export async function getStudentDetails(db: Db, id: string): Promise<StudentProfile> {
  const profile = await findStudentProfile(db, id);
  if (!profile) throw notFound('This account no longer exists.');
  const { id: _id, ...fields } = profile;
  return { _id, ...fields, notifications: await listNotifications(db, 'student', id) };
}

export interface StudentUpdate {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  number?: string | undefined;
  gender?: Gender | undefined;
  currentClass?: StudentClass | undefined;
}

/** Saves the profile and, when given, a new picture (re-encoded, under a fresh name so caches stay right). */
export async function updateStudentDetails(
  deps: { db: Db; storage: FileStorage },
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
  const [clash] = await deps.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.username, update.username), ne(students.id, id)))
    .limit(1);
  if (clash) throw conflict('This username is already taken.');

  let profilePicture = current.profilePicture;
  if (picture) {
    const image = await processUploadedImage(picture, { maxSize: 512 });
    profilePicture = await deps.storage.putPublic(
      `students/${id}-${Date.now().toString(36)}.webp`,
      image.data,
    );
  }
  try {
    await deps.db
      .update(students)
      .set({
        firstName: update.firstName,
        lastName: update.lastName,
        username: update.username,
        number: update.number ? update.number : null,
        gender: update.gender ?? null,
        currentClass: update.currentClass ?? null,
        profilePicture,
      })
      .where(eq(students.id, id));
  } catch (error) {
    if (isUniqueViolation(error, 'students_username_unique'))
      throw conflict('This username is already taken.');
    throw error;
  }
  return getStudentDetails(deps.db, id);
}
