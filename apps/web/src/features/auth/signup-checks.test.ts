import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mentorSignupSchema, STATES, studentSignupSchema } from '@neetmentor/contract';
import { toFieldErrors } from '../../lib/field-errors.ts';
import { checkMentorSignup, checkStudentSignup, EMAIL_PATTERN, type CheckResult } from './signup-checks.ts';

// Values at and around every limit the schemas set, and the cleaning they do (trim, lower case).
const NAMES = ['', '   ', 'Riya', '  Riya  ', 'a'.repeat(60), 'a'.repeat(61), ` ${'a'.repeat(60)} `];
const EMAILS = [
  '',
  '  ',
  'riya@example.com',
  '  Riya@Example.COM ',
  'riya@example',
  'riya.example.com',
  '.riya@example.com',
  'ri..ya@example.com',
  "o'neil+tag@mail.example.co",
  'riya@-example.com',
  'riya@example.c',
  `${'a'.repeat(244)}@example.com`,
  `${'a'.repeat(243)}@example.com`,
  'İ@example.com',
];
const PASSWORDS = ['', 'short', 'a'.repeat(7), 'a'.repeat(8), 'Secret@123', 'a'.repeat(128), 'a'.repeat(129)];
const REFERRAL_CODES = [null, 'NEET2026', 'A'.repeat(40), 'A'.repeat(41)];

/** The schema's verdict in the shape the form uses: the cleaned request, or one message per field. */
function bySchema<T>(schema: z.ZodType<T>, input: unknown): CheckResult<T> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, errors: toFieldErrors(parsed.error.issues) };
}

describe('the sign-up checks', () => {
  it('use zod’s own e-mail pattern, as the contract’s emailSchema does', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll(String.raw`\-`, '-'));
  });

  it('give the student sign-up the same verdict, values and messages as studentSignupSchema', () => {
    let compared = 0;
    for (const firstName of NAMES)
      for (const email of EMAILS)
        for (const password of PASSWORDS)
          for (const [confirmIndex, referralCode] of REFERRAL_CODES.entries())
            for (const check of [true, false]) {
              const input = {
                firstName,
                lastName: NAMES[(compared + confirmIndex) % NAMES.length] ?? '',
                email,
                password,
                confirmPassword: confirmIndex % 2 === 0 ? password : `${password}!`,
                referralCode,
                check,
              };
              expect(checkStudentSignup(input), JSON.stringify(input)).toEqual(
                bySchema(studentSignupSchema, input),
              );
              compared += 1;
            }
    expect(compared).toBeGreaterThan(5000);
  });

  it('give the mentor sign-up the same verdict, values and messages as mentorSignupSchema', () => {
    const states = ['', 'Karnataka', 'karnataka', STATES[STATES.length - 1] ?? ''];
    let compared = 0;
    for (const firstName of NAMES)
      for (const email of EMAILS)
        for (const password of PASSWORDS)
          for (const state of states)
            for (const city of ['', ' Mysuru ', 'a'.repeat(61)]) {
              const input = {
                firstName,
                lastName: NAMES[compared % NAMES.length] ?? '',
                email,
                password,
                confirmPassword: compared % 3 === 0 ? `${password}!` : password,
                city,
                state,
              };
              expect(checkMentorSignup(input), JSON.stringify(input)).toEqual(
                bySchema(mentorSignupSchema, input),
              );
              compared += 1;
            }
    expect(compared).toBeGreaterThan(5000);
  });
});
