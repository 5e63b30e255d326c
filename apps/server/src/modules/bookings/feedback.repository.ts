import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';

export async function hasFeedback(executor: Executor, mentorId: string, studentId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: feedback.id })
    .from(feedback)
    .where(and(eq(feedback.mentorId, mentorId), eq(feedback.studentId, studentId)))
    .limit(1);
  return rows.length > 0;
}

/** One rating per student and mentor: the unique constraint refuses a second one, even a concurrent one. */
export async function insertFeedback(
  executor: Executor,
  entry: {
    mentorId: string;
    studentId: string;
    bookingId: string;
    rating: number;
    review: string | null;
    now: Date;
  },
): Promise<void> {
  await executor.insert(feedback).values({
    mentorId: entry.mentorId,
    studentId: entry.studentId,
    bookingId: entry.bookingId,
    rating: entry.rating,
    review: entry.review,
    createdAt: entry.now,
    updatedAt: entry.now,
  });
}
