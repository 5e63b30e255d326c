/**
 * A calendar invitation (RFC 5545) for one session, in India time: mail apps show "add to calendar" and
 * put it at the right hour wherever the phone thinks it is. A new time for the same session keeps the UID
 * and raises the sequence, so calendars move the event instead of adding a second one.
 */
export interface SessionInvitation {
  uid: string;
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  stamp: Date;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: a line break followed by one space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    if (Buffer.byteLength(current + character, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const two = (value: number) => String(value).padStart(2, '0');

/** 20261126T160000: the wall-clock time in India. */
function istLocal(moment: Date): string {
  const ist = new Date(moment.getTime() + IST_OFFSET_MS);
  return `${ist.getUTCFullYear()}${two(ist.getUTCMonth() + 1)}${two(ist.getUTCDate())}T${two(ist.getUTCHours())}${two(ist.getUTCMinutes())}00`;
}

function utcStamp(moment: Date): string {
  return `${moment.getUTCFullYear()}${two(moment.getUTCMonth() + 1)}${two(moment.getUTCDate())}T${two(moment.getUTCHours())}${two(moment.getUTCMinutes())}${two(moment.getUTCSeconds())}Z`;
}

export function buildSessionInvitation(invitation: SessionInvitation): string {
  const end = new Date(invitation.start.getTime() + invitation.durationMinutes * 60 * 1000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(invitation.organizer.name)}//Sessions//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utcStamp(invitation.stamp)}`,
    `DTSTART;TZID=Asia/Kolkata:${istLocal(invitation.start)}`,
    `DTEND;TZID=Asia/Kolkata:${istLocal(end)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    `ORGANIZER;CN=${escapeText(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    ...invitation.attendees.map(
      (attendee) =>
        `ATTENDEE;CN=${escapeText(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${attendee.email}`,
    ),
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:Mentorship session',
    'TRIGGER:-PT30M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
