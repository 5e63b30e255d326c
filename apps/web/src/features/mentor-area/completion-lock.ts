import type { MentorSession } from '@neetmentor/contract';

/**
 * The moment from which a session may be marked complete, while it is still ahead: its agreed time
 * (product rules §7) or, for a monthly package, 30 days after it was accepted, whichever is later. Null
 * once nothing holds it back.
 */
export function completionLockedUntil(
  session: Pick<MentorSession, 'scheduledAt' | 'completableFrom'>,
  now: number,
): string | null {
  let latest: string | null = null;
  for (const moment of [session.scheduledAt, session.completableFrom]) {
    if (moment === null || Date.parse(moment) <= now) continue;
    if (latest === null || Date.parse(moment) > Date.parse(latest)) latest = moment;
  }
  return latest;
}
