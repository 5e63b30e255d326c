import { istCalendarDay } from './format.ts';

/**
 * A guardian's copy (issue 32): a student under 18 may add a parent's e-mail, confirmed by a code, who then
 * gets copies of receipts, agreed session times and short recaps. Ages count by the India calendar.
 */
export const GUARDIAN_AGES = {
  /** From this birthday on the student may remove a confirmed guardian. */
  adult: 18,
  /** The range a date of birth must give. */
  youngest: 10,
  oldest: 100,
} as const;

/** Minutes a guardian's confirmation code stays usable, and the wrong tries it allows. */
export const GUARDIAN_CODE_MINUTES = 30;
export const GUARDIAN_CODE_ATTEMPTS = 5;

/** Full years from a date of birth ("YYYY-MM-DD") to the India calendar day of `now`. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const today = istCalendarDay(now);
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  // "MM-DD" strings compare as the calendar does; one born on 29 February turns a year older on 1 March.
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** Whether a date of birth gives an age the profile accepts (10 to 100) on `now`. */
export function isAcceptedAge(dateOfBirth: string, now: Date): boolean {
  const age = ageOn(dateOfBirth, now);
  return age >= GUARDIAN_AGES.youngest && age <= GUARDIAN_AGES.oldest;
}

/** Under 18 on `now`; a student without a date of birth is not known to be a minor. */
export function isMinorOn(dateOfBirth: string | null, now: Date): boolean {
  return dateOfBirth !== null && ageOn(dateOfBirth, now) < GUARDIAN_AGES.adult;
}
