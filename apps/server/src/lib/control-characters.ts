import type { FieldError } from '@neetmentor/contract';
import { badRequest } from './app-error.ts';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL cannot store
 * NUL in text at all, and none of these belongs in anything a person types.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Text may not contain control characters (such as NUL).';

/** The paths of every string (and object key) under `value` that holds a control character. */
export function findControlCharacters(value: unknown, path = ''): FieldError[] {
  if (typeof value === 'string') {
    return CONTROL_CHARACTER.test(value) ? [{ path, message: CONTROL_CHARACTER_MESSAGE }] : [];
  }
  // A raw body kept as bytes (the payment webhook) is checked by its signature, not as text.
  if (value instanceof Uint8Array) return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      findControlCharacters(item, path ? `${path}.${index}` : String(index)),
    );
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const itemPath = path ? `${path}.${key}` : key;
      const inKey = CONTROL_CHARACTER.test(key)
        ? [{ path: itemPath, message: CONTROL_CHARACTER_MESSAGE }]
        : [];
      return [...inKey, ...findControlCharacters(item, itemPath)];
    });
  }
  return [];
}

/** Refuses (400 VALIDATION_FAILED) any input holding a control character. */
export function assertNoControlCharacters(value: unknown): void {
  const problems = findControlCharacters(value);
  if (problems.length > 0) throw badRequest(CONTROL_CHARACTER_MESSAGE, problems);
}
