import { describe, expect, it } from 'vitest';
import { ageOn, isAcceptedAge, isMinorOn } from './guardians.ts';

describe('ages by the India calendar', () => {
  it('turns a year older on the birthday in India, even while it is still the day before in UTC', () => {
    // 20:00 UTC on 14 March is 01:30 on 15 March in India.
    expect(ageOn('2008-03-15', new Date('2026-03-14T18:00:00Z'))).toBe(17);
    expect(ageOn('2008-03-15', new Date('2026-03-14T20:00:00Z'))).toBe(18);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageOn('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(18);
  });

  it('accepts ages 10 to 100 and says who is a minor', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(isAcceptedAge('2016-06-01', now)).toBe(true);
    expect(isAcceptedAge('2016-06-02', now)).toBe(false);
    expect(isAcceptedAge('1926-06-02', now)).toBe(true);
    expect(isAcceptedAge('1925-06-01', now)).toBe(false);
    expect(isMinorOn('2008-06-02', now)).toBe(true);
    expect(isMinorOn('2008-06-01', now)).toBe(false);
    expect(isMinorOn(null, now)).toBe(false);
  });
});
