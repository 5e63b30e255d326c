import {
  ACCEPT_SPEED_MIN_BOOKINGS,
  ACCEPT_SPEED_WINDOW_DAYS,
  MENTOR_ACCEPT_WINDOW_HOURS,
} from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { findMedianAcceptMinutes } from './bookings.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Far beyond any real acceptance (which happens within the 24-hour window): "never accepted". */
const NOT_ACCEPTED_MINUTES = 1e9;
/** A median beyond the window is not a time anyone waited: it lies on or between "never accepted" ones. */
const LONGEST_ACCEPT_MINUTES = MENTOR_ACCEPT_WINDOW_HOURS * 60;

/**
 * How quickly each mentor usually accepts a request: the median minutes from purchase to acceptance over
 * the requests decided in the last 90 days, for mentors with enough of them to say so (absent otherwise).
 * Requests the mentor declined or let run out count as never accepted (product rules §7), so a mentor who
 * accepted no more than half of them gets no "usually accepts" at all.
 */
export async function acceptSpeeds(
  executor: Executor,
  mentorIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  const medians = await findMedianAcceptMinutes(executor, {
    mentorIds,
    since: new Date(now.getTime() - ACCEPT_SPEED_WINDOW_DAYS * DAY_MS),
    minimum: ACCEPT_SPEED_MIN_BOOKINGS,
    notAcceptedMinutes: NOT_ACCEPTED_MINUTES,
  });
  const speeds = new Map<string, number>();
  for (const [mentorId, minutes] of medians) {
    if (minutes <= LONGEST_ACCEPT_MINUTES) speeds.set(mentorId, minutes);
  }
  return speeds;
}
