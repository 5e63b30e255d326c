import { describe, expect, it } from 'vitest';
import { mentorAcademicsFieldsSchema } from './mentors.ts';
import { neetExamYearMessage, neetExamYears } from '../neet-years.ts';

/** The academics form's text fields as the browser sends them (multipart: every value a string). */
const fields = {
  id: '4f0c2a1e-8a5b-4c1d-9e2f-0a1b2c3d4e5f',
  neetScore: '688',
  neetExamYear: '2023',
  yearOfEducation: '2nd year',
  institute: 'Government Medical College, Kozhikode',
  number: '98470 12345',
  gender: 'Male',
  neetAttempt: '1',
  agreeVerificationStep: 'true',
};

function refusal(overrides: Record<string, string>): string | undefined {
  const parsed = mentorAcademicsFieldsSchema.safeParse({ ...fields, ...overrides });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('the mentor academics fields', () => {
  it('reads the numbers the form sends', () => {
    expect(mentorAcademicsFieldsSchema.parse(fields)).toMatchObject({
      neetScore: 688,
      neetExamYear: 2023,
      neetAttempt: 1,
    });
    expect(mentorAcademicsFieldsSchema.parse({ ...fields, neetScore: '0' }).neetScore).toBe(0);
  });

  it('takes a blank number as missing, not as 0', () => {
    expect(refusal({ neetScore: '' })).toBe('Please fill all the details');
    expect(refusal({ neetScore: '  ' })).toBe('Please fill all the details');
    expect(refusal({ neetAttempt: '' })).toBe('Please fill all the details');
    expect(refusal({ neetExamYear: '' })).toBe('Please fill all the details');
    expect(refusal({ neetScore: '65.5' })).toBe('Please fill all the details');
    expect(refusal({ neetScore: '721' })).toBe('The NEET score is at most 720.');
  });

  it('takes an exam year of the right shape (which recent years count is the server’s rule, by the date)', () => {
    expect(refusal({ neetExamYear: '1999' })).toBe('Please choose your NEET exam year.');
    expect(refusal({ neetExamYear: '20266' })).toBe('Please choose your NEET exam year.');
    expect(refusal({ neetExamYear: '2026' })).toBeUndefined();
  });
});

describe('the NEET exam years', () => {
  it('are the current year in India and the six before, oldest first', () => {
    expect(neetExamYears(new Date('2026-11-27T04:00:00Z'))).toEqual([
      2020, 2021, 2022, 2023, 2024, 2025, 2026,
    ]);
    // New Year's Day comes to India five and a half hours before it comes to UTC.
    expect(neetExamYears(new Date('2026-12-31T18:29:59Z')).at(-1)).toBe(2026);
    expect(neetExamYears(new Date('2026-12-31T18:30:00Z'))).toEqual([
      2021, 2022, 2023, 2024, 2025, 2026, 2027,
    ]);
    expect(neetExamYearMessage(neetExamYears(new Date('2026-11-27T04:00:00Z')))).toBe(
      'Please choose your NEET exam year (2020 to 2026).',
    );
  });
});
