import { eq } from 'drizzle-orm';
import { istCalendarDay } from '@neetmentor/contract';
import { students } from '../src/db/schema/index.ts';
import { addGuardian } from '../src/modules/students/guardians.service.ts';
import type { TestApp } from './app.ts';
import { latestCode } from './mailbox.ts';

/** The date of birth of someone `years` old today (by the test clock, India calendar), to the day. */
export function bornYearsAgo(subject: TestApp, years: number): string {
  const today = istCalendarDay(subject.clock.now());
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}

/** Sets a student's date of birth directly, as a profile saved earlier would have. */
export async function setDateOfBirth(subject: TestApp, studentId: string, dateOfBirth: string | null) {
  await subject.database.db.update(students).set({ dateOfBirth }).where(eq(students.id, studentId));
}

/** Makes the student 15 and adds `email` as their guardian; returns the code mailed there. */
export async function pendingGuardian(subject: TestApp, studentId: string, email: string): Promise<string> {
  await setDateOfBirth(subject, studentId, bornYearsAgo(subject, 15));
  await addGuardian(subject.context, studentId, email);
  return latestCode(subject.app, email);
}
