import { randomInt } from 'node:crypto';

/** "Asha", "Rao" → "asharao4821": lower-case letters of first and last name plus 4 digits (product rules §2). */
export function makeDisplayId(firstName: string, lastName: string): string {
  const letters =
    `${firstName}${lastName}`
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 24) || 'user';
  return `${letters}${randomInt(0, 10_000).toString().padStart(4, '0')}`;
}

const UNIQUE_VIOLATION = '23505';

/** A PostgreSQL unique violation on the named constraint (for retrying a clashing display id). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = error instanceof Error && 'cause' in error && error.cause ? error.cause : error;
  if (typeof cause !== 'object' || cause === null) return false;
  const record = cause as { code?: unknown; constraint?: unknown };
  return record.code === UNIQUE_VIOLATION && (constraint === undefined || record.constraint === constraint);
}
