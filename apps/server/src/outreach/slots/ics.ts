/**
 * A booking as an iCalendar file (RFC 5545), small enough to write here: one VEVENT, times
 * in UTC (`Z`), so that every calendar shows it at the right hour wherever its reader is.
 * Lines end in CRLF and are folded at 75 octets (never inside a UTF-8 character).
 */
export interface CalendarEvent {
  /** Stable across changes of one booking, so that a calendar replaces the event it has. */
  uid: string;
  /** Higher on every change of the event. */
  sequence: number;
  stamp: number;
  start: number;
  end: number;
  summary: string;
  description: string;
  /** The method of the file: PUBLISH adds or updates the event; CANCEL removes it. */
  method: 'PUBLISH' | 'CANCEL';
}

/** The file's text. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Palate//Booked sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** A DATE-TIME in UTC, e.g. 20261128T140000Z. */
export function utcDateTime(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545, 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded into lines of at most 75 octets, each continuation starting with a space (RFC 5545, 3.1). */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; a continuation's leading space takes one of its 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
