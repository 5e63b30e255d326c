import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDayLabel,
  formatListTime,
  formatSessionTime,
  istInputToIso,
  proposalDayRange,
} from './chat-time.ts';

// 5 March 2025, 10:00 pm in India (16:30 UTC).
const NOW = Date.parse('2025-03-05T16:30:00.000Z');

describe('chat times in India time, 12-hour clock', () => {
  it('shows a message’s clock time in India whatever the device zone', () => {
    expect(formatClockTime('2025-03-05T11:00:00.000Z')).toBe('4:30 pm');
  });

  it('names the day separators Today, Yesterday, then the date', () => {
    // 19:00 UTC is already 6 March in India.
    expect(formatDayLabel('2025-03-05T19:00:00.000Z', Date.parse('2025-03-06T02:00:00.000Z'))).toBe('Today');
    expect(formatDayLabel('2025-03-04T10:00:00.000Z', NOW)).toBe('Yesterday');
    expect(formatDayLabel('2025-03-01T10:00:00.000Z', NOW)).toMatch(/^Sat, 01 Mar,? 2025$/);
  });

  it('shows the list time as the clock today and a date before', () => {
    expect(formatListTime('2025-03-05T11:00:00.000Z', NOW)).toBe('4:30 pm');
    expect(formatListTime('2025-03-04T11:00:00.000Z', NOW)).toBe('Yesterday');
    expect(formatListTime('2025-01-20T11:00:00.000Z', NOW)).toBe('20 Jan');
    expect(formatListTime('2024-12-20T11:00:00.000Z', NOW)).toBe('20 Dec 2024');
  });

  it('reads typed dates and times as India time', () => {
    expect(istInputToIso('2025-03-07', '16:30')).toBe('2025-03-07T11:00:00.000Z');
    expect(istInputToIso('2025-03-07', '')).toBeNull();
    expect(formatSessionTime('2025-03-07T11:00:00.000Z')).toMatch(/^Fri, 07 Mar,? 2025, 4:30 pm$/);
  });

  it('offers days from today to 60 days ahead, in India', () => {
    expect(proposalDayRange(NOW)).toEqual({ min: '2025-03-05', max: '2025-05-04' });
  });
});
