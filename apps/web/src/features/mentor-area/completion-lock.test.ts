import { describe, expect, it } from 'vitest';
import { completionLockedUntil } from './completion-lock.ts';

const NOW = Date.parse('2026-01-10T10:00:00.000Z');

describe('completionLockedUntil', () => {
  it('is null when nothing holds the session back', () => {
    expect(completionLockedUntil({ scheduledAt: null, completableFrom: null }, NOW)).toBeNull();
    expect(
      completionLockedUntil(
        { scheduledAt: '2026-01-10T10:00:00.000Z', completableFrom: '2026-01-01T00:00:00.000Z' },
        NOW,
      ),
    ).toBeNull();
  });

  it('waits for the agreed time or the monthly lock, whichever is later', () => {
    expect(
      completionLockedUntil({ scheduledAt: '2026-01-12T09:00:00.000Z', completableFrom: null }, NOW),
    ).toBe('2026-01-12T09:00:00.000Z');
    expect(
      completionLockedUntil(
        { scheduledAt: '2026-01-12T09:00:00.000Z', completableFrom: '2026-02-01T06:00:00.000Z' },
        NOW,
      ),
    ).toBe('2026-02-01T06:00:00.000Z');
    expect(
      completionLockedUntil(
        { scheduledAt: '2026-02-03T09:00:00.000Z', completableFrom: '2026-02-01T06:00:00.000Z' },
        NOW,
      ),
    ).toBe('2026-02-03T09:00:00.000Z');
  });
});
