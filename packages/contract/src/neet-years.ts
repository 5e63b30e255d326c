import { istCalendarDay } from './format.ts';

/** MBBS with its internship takes about six years: a mentor passed NEET this year or in the six before. */
const SITTINGS_OFFERED = 7;

/**
 * The NEET exam years a mentor can give and the listing filters by, oldest first: the current year in
 * India and the six before it (on 27 November 2026: 2020 to 2026). Worked out from the date, so the newest
 * sitting is offered as soon as its year begins, with no release of the site.
 */
export function neetExamYears(now: Date): number[] {
  const latest = Number(istCalendarDay(now).slice(0, 4));
  return Array.from({ length: SITTINGS_OFFERED }, (_unused, index) => latest - SITTINGS_OFFERED + 1 + index);
}

/** The server's refusal of a year outside `neetExamYears`. */
export function neetExamYearMessage(years: readonly number[]): string {
  return `Please choose your NEET exam year (${years[0]} to ${years[years.length - 1]}).`;
}

/** The widest years a request may carry at all; which of them a mentor may give depends on the date. */
export const NEET_EXAM_YEAR_BOUNDS = { min: 2000, max: 2100 } as const;
