import type { SiteLanguage } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import { isUniqueViolation, makeDisplayId } from '../../lib/display-ids.ts';
import {
  findStudentBySocialSubject,
  insertSocialStudent,
  isMentorEmail,
  linkSocialIdentity,
  lockStudentByEmail,
} from './accounts.repository.ts';
import { revokeAllSessions } from './sessions.ts';

export interface SocialIdentity {
  provider: 'google' | 'linkedin';
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const USERNAME_ATTEMPTS = 20;

/**
 * The student behind a Google or LinkedIn identity: found by the provider's subject, else by a
 * verified e-mail (linking the identity; an unverified sign-up with the address loses its password),
 * else created already verified, in `language` (the request's). Mentors sign in with a password only, so a
 * mentor's address is refused. Returns the student and the language stored on their account.
 */
export async function findOrCreateSocialStudent(
  context: Pick<AppContext, 'db' | 'clock'>,
  identity: SocialIdentity,
  language: SiteLanguage,
): Promise<{ id: string; language: SiteLanguage }> {
  if (!identity.emailVerified) throw forbidden('Your e-mail address is not verified with this provider.');
  const link =
    identity.provider === 'google' ? { googleSub: identity.subject } : { linkedinSub: identity.subject };
  const email = identity.email.toLowerCase();

  return context.db.transaction(async (tx) => {
    const bySubject = await findStudentBySocialSubject(tx, identity.provider, identity.subject);
    if (bySubject) return bySubject;

    if (await isMentorEmail(tx, email))
      throw conflict(
        'This e-mail address belongs to a mentor account. Mentors log in with e-mail and password.',
        'EMAIL_TAKEN',
      );

    const byEmail = await lockStudentByEmail(tx, email);
    const now = context.clock.now();
    if (byEmail) {
      if (byEmail.emailVerifiedAt) {
        await linkSocialIdentity(tx, byEmail.id, link);
        return { id: byEmail.id, language: byEmail.language };
      }
      // The provider vouches for the address, so an unverified sign-up with it becomes verified. That
      // sign-up may be someone else's who typed this address: their password must not open the account.
      await linkSocialIdentity(tx, byEmail.id, link, { verifiedAt: now, clearPassword: true });
      await revokeAllSessions(context, tx, 'student', byEmail.id);
      return { id: byEmail.id, language: byEmail.language };
    }

    for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
      try {
        const id = await tx.transaction((savepoint) =>
          insertSocialStudent(savepoint, {
            username: makeDisplayId(identity.firstName, identity.lastName),
            firstName: identity.firstName || 'Student',
            lastName: identity.lastName || '',
            email,
            verifiedAt: now,
            link,
            language,
          }),
        );
        if (id) return { id, language };
      } catch (error) {
        if (!isUniqueViolation(error, 'students_username_unique')) throw error;
      }
    }
    throw new Error('could not find a free username');
  });
}
