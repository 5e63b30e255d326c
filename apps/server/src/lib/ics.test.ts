import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildSessionInvitation } from './ics.ts';

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no event in the invitation');
  const event = new ICAL.Event(vevent);
  return { calendar, event };
}

describe('the session invitation', () => {
  const start = new Date('2026-12-03T12:30:00.000Z');
  const invitation = buildSessionInvitation({
    uid: 'session-1b2c@mentors.example',
    sequence: 7,
    start,
    durationMinutes: 60,
    summary: '60-Minute Mentorship Session: Asha Rao and ravi.k, with a comma; and a semicolon',
    description: 'Your session.\nThe link is in the chat.',
    organizer: { name: 'NEET Mentor Connect', email: 'support@mentors.example' },
    attendees: [
      { name: 'Ravi', email: 'ravi@example.test' },
      { name: 'Asha Rao', email: 'asha@example.test' },
    ],
    stamp: new Date('2026-11-25T01:00:00.000Z'),
  });

  it('parses back with another parser to the same moment, in India time', () => {
    const { calendar, event } = parse(invitation);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('session-1b2c@mentors.example');
    expect(event.sequence).toBe(7);
    expect(event.startDate.zone?.tzid).toBe('Asia/Kolkata');
    // 12:30 UTC is 18:00 in India.
    expect([event.startDate.hour, event.startDate.minute]).toEqual([18, 0]);
    expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event.endDate.toJSDate().getTime() - start.getTime()).toBe(60 * 60 * 1000);
    expect(event.summary).toBe(
      '60-Minute Mentorship Session: Asha Rao and ravi.k, with a comma; and a semicolon',
    );
    expect(event.description).toBe('Your session.\nThe link is in the chat.');
    expect(event.attendees.map((attendee) => attendee.getFirstValue())).toEqual([
      'mailto:ravi@example.test',
      'mailto:asha@example.test',
    ]);
  });

  it('uses CRLF line ends and folds no line beyond 75 octets', () => {
    const lines = invitation.split('\r\n');
    expect(invitation.endsWith('\r\n')).toBe(true);
    expect(invitation.replace(/\r\n/g, '')).not.toContain('\n');
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line, 'utf8')))).toBeLessThanOrEqual(75);
  });
});
