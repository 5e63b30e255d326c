import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { featuredMentors, mentors, payouts } from '../../db/schema/index.ts';

/** Every featured mentor in the admin's order, whatever their status, so the admin can un-feature any. */
export function listFeaturedMentorsForAdmin(db: Db) {
  return db
    .select({
      id: mentors.id,
      mentorId: mentors.mentorId,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      position: featuredMentors.position,
    })
    .from(featuredMentors)
    .innerJoin(mentors, eq(featuredMentors.mentorId, mentors.id))
    .orderBy(asc(featuredMentors.position), asc(featuredMentors.createdAt));
}

export function listRecentPayouts(db: Db, limit: number) {
  return db
    .select({
      id: payouts.id,
      mentorId: mentors.mentorId,
      email: mentors.email,
      amountPaise: payouts.amountPaise,
      clearedAt: payouts.clearedAt,
    })
    .from(payouts)
    .innerJoin(mentors, eq(payouts.mentorId, mentors.id))
    .orderBy(desc(payouts.clearedAt), asc(payouts.id))
    .limit(limit);
}
