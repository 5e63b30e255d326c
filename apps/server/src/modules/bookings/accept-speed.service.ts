import { ACCEPT_SPEED_MIN_BOOKINGS, ACCEPT_SPEED_WINDOW_DAYS } from '@neetmentor/contract';
import type { Executor } from '../../db/client.ts';
import { findMedianAcceptMinutes } from './bookings.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How quickly each mentor usually accepts a request: the median minutes from purchase to acceptance over
 * the last 90 days, for mentors with enough accepted requests to say so (absent otherwise).
 */
export function acceptSpeeds(
  executor: Executor,
  mentorIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  return findMedianAcceptMinutes(executor, {
    mentorIds,
    since: new Date(now.getTime() - ACCEPT_SPEED_WINDOW_DAYS * DAY_MS),
    minimum: ACCEPT_SPEED_MIN_BOOKINGS,
  });
}
