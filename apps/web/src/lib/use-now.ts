import { useEffect, useState } from 'react';

/** The longest delay a timer takes (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The current time in milliseconds, renewed every `intervalMs`, for countdowns that stay true on screen;
 * and renewed exactly at each of `moments` (deadlines, in milliseconds) still to come, so what changes at
 * a deadline changes on time rather than at the next tick.
 */
export function useNow(intervalMs: number, moments: readonly number[] = []): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);

  const next = moments.reduce<number | undefined>(
    (earliest, moment) => (moment > now && (earliest === undefined || moment < earliest) ? moment : earliest),
    undefined,
  );
  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(
      // Never earlier than the moment, even if the timer fires a hair early.
      () => setNow(Math.max(Date.now(), next)),
      Math.min(Math.max(0, next - Date.now()), LONGEST_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
