import { describe, expect, it } from 'vitest';
import { describeWebinarWhen } from './webinar-when.ts';

describe('describeWebinarWhen', () => {
  it('writes the date and time in the words the webinar page shows, the day matching the date', () => {
    expect(describeWebinarWhen('2025-03-16', '18:00')).toEqual({
      time: '06:00 PM',
      date: '16 March',
      day: 'Sunday',
      year: '2025',
    });
    expect(describeWebinarWhen('2024-02-29', '00:05')).toEqual({
      time: '12:05 AM',
      date: '29 February',
      day: 'Thursday',
      year: '2024',
    });
    expect(describeWebinarWhen('2025-12-01', '12:30')?.time).toBe('12:30 PM');
  });

  it('gives nothing for a missing date or time', () => {
    expect(describeWebinarWhen('', '18:00')).toBeNull();
    expect(describeWebinarWhen('2025-03-16', '')).toBeNull();
  });
});
