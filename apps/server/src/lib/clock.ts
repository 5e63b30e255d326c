/**
 * The one source of "now" for rules (deadlines, expiries, locks). Modules read the time from the clock in
 * the app context, never from `Date.now()` or SQL `now()`, so tests can move time instead of editing rows.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export interface ManualClock extends Clock {
  advance(milliseconds: number): void;
  set(moment: Date): void;
}

export function createManualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds) {
      current += milliseconds;
    },
    set(moment) {
      current = moment.getTime();
    },
  };
}

/**
 * Real time plus an offset that tests move forward: timestamps keep their natural order (rows written
 * one after the other differ), and a test can still jump a day ahead.
 */
export function createAdjustableClock(): ManualClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(milliseconds) {
      offset += milliseconds;
    },
    set(moment) {
      offset = moment.getTime() - Date.now();
    },
  };
}
