import type { FieldError } from '@neetmentor/contract';

/** One validation problem as zod reports it: its code, the field's path and zod's message. */
export interface ValidationIssue {
  code: string;
  path: string;
  message: string;
  /** The unknown field names of an `unrecognized_keys` issue. */
  keys?: readonly string[];
}

/** zod's own wording ("Invalid input: expected string, received undefined") is written for developers. */
const LIBRARY_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized key)/;

/** "neetExamYear" → "Neet exam year": the field as a person would say it. */
function fieldLabel(path: string): string {
  const name = path.split('.').findLast((part) => !/^\d+$/.test(part)) ?? '';
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function humanMessage(issue: ValidationIssue): string {
  if (issue.code === 'unrecognized_keys' && issue.keys && issue.keys.length > 0) {
    const names = issue.keys.map((key) => `"${key}"`);
    return names.length === 1
      ? `${names[0]} is not a field of this request.`
      : `${names.join(', ')} are not fields of this request.`;
  }
  if (issue.message && !LIBRARY_MESSAGE.test(issue.message)) return issue.message;
  const label = fieldLabel(issue.path);
  if (!label) return 'The request is not in the expected form.';
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined'))
    return `${label} is required.`;
  return `${label} is not valid.`;
}

/**
 * A field error a person can read. The contract's messages are written for people and stay as they
 * are; zod's defaults (a caller that skipped the form: a missing or mistyped field, a field the call
 * does not take) become a sentence about the field.
 */
export function toFieldError(issue: ValidationIssue): FieldError {
  return { path: issue.path, message: humanMessage(issue) };
}

/**
 * The summary `message` of a refused request: each distinct field message once, joined, without field
 * paths (those stay in `data.errors` for forms that mark the fields).
 */
export function summariseFieldErrors(fieldErrors: readonly FieldError[]): string {
  const messages = [...new Set(fieldErrors.map((field) => field.message.trim()).filter(Boolean))];
  if (messages.length === 0) return 'The request is not in the expected form.';
  return messages.map((message) => (/[.!?]$/.test(message) ? message : `${message}.`)).join(' ');
}
