import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mentors, packages, students } from '../../db/schema/index.ts';

/** The mentor being booked, whether they are listed (approved, active, verified), and any away period. */
export async function findBookableMentor(executor: Executor, mentorId: string) {
  const [row] = await executor
    .select({
      id: mentors.id,
      firstName: mentors.firstName,
      lastName: mentors.lastName,
      category: mentors.category,
      bookable: sql<boolean>`(${mentors.applicationStatus} = 'approved' AND ${mentors.isActive}
        AND ${mentors.emailVerifiedAt} IS NOT NULL AND ${mentors.neetScore} IS NOT NULL)`,
      awayUntil: mentors.awayUntil,
    })
    .from(mentors)
    .where(eq(mentors.id, mentorId))
    .limit(1);
  return row;
}

/** An active catalog package with its price and the earning it gives the mentor. */
export async function findActivePackage(executor: Executor, packageId: string) {
  const [row] = await executor
    .select({
      id: packages.id,
      category: packages.category,
      kind: packages.kind,
      name: packages.name,
      pricePaise: packages.pricePaise,
      mentorEarningPaise: packages.mentorEarningPaise,
    })
    .from(packages)
    .where(and(eq(packages.id, packageId), eq(packages.isActive, true)))
    .limit(1);
  return row;
}

export async function findStudentContact(executor: Executor, studentId: string) {
  const [row] = await executor
    .select({ firstName: students.firstName, lastName: students.lastName, email: students.email })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  return row;
}
