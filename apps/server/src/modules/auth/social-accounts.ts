import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mentors, students } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import { isUniqueViolation, makeDisplayId } from '../../lib/display-ids.ts';
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
 * else created already verified. Mentors sign in with a password only, so a mentor's address is refused.
 */
export async function findOrCreateSocialStudent(db: Db, identity: SocialIdentity): Promise<string> {
  if (!identity.emailVerified) throw forbidden('Your e-mail address is not verified with this provider.');
  const subjectColumn = identity.provider === 'google' ? students.googleSub : students.linkedinSub;
  const link =
    identity.provider === 'google' ? { googleSub: identity.subject } : { linkedinSub: identity.subject };
  const email = identity.email.toLowerCase();

  return db.transaction(async (tx) => {
    const [bySubject] = await tx
      .select({ id: students.id })
      .from(students)
      .where(eq(subjectColumn, identity.subject))
      .limit(1);
    if (bySubject) return bySubject.id;

    const [mentor] = await tx
      .select({ id: mentors.id })
      .from(mentors)
      .where(sql`lower(${mentors.email}) = ${email}`)
      .limit(1);
    if (mentor)
      throw conflict(
        'This e-mail address belongs to a mentor account. Mentors log in with e-mail and password.',
      );

    const [byEmail] = await tx
      .select({ id: students.id, emailVerifiedAt: students.emailVerifiedAt })
      .from(students)
      .where(sql`lower(${students.email}) = ${email}`)
      .limit(1)
      // Locked, so a code verification finishing at the same moment is seen before a password is cleared.
      .for('update');
    if (byEmail) {
      if (byEmail.emailVerifiedAt) {
        await tx.update(students).set(link).where(eq(students.id, byEmail.id));
        return byEmail.id;
      }
      // The provider vouches for the address, so an unverified sign-up with it becomes verified. That
      // sign-up may be someone else's who typed this address: their password must not open the account.
      await tx
        .update(students)
        .set({ ...link, emailVerifiedAt: new Date(), passwordHash: null })
        .where(eq(students.id, byEmail.id));
      await revokeAllSessions(tx, 'student', byEmail.id);
      return byEmail.id;
    }

    for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
      try {
        const [row] = await tx.transaction((savepoint) =>
          savepoint
            .insert(students)
            .values({
              username: makeDisplayId(identity.firstName, identity.lastName),
              firstName: identity.firstName || 'Student',
              lastName: identity.lastName || '',
              email,
              passwordHash: null,
              emailVerifiedAt: new Date(),
              ...link,
            })
            .returning({ id: students.id }),
        );
        if (row) return row.id;
      } catch (error) {
        if (!isUniqueViolation(error, 'students_username_unique')) throw error;
      }
    }
    throw new Error('could not find a free username');
  });
}
