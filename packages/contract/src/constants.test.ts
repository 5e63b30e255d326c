import { describe, expect, it } from 'vitest';
import { LANGUAGES, STATES, YEARS_OF_EDUCATION, STUDENT_CLASSES, GENDERS } from './constants.ts';

describe('constants', () => {
  it('lists 36 states and union territories, the 8 territories suffixed " - UT"', () => {
    expect(STATES).toHaveLength(36);
    expect(new Set(STATES).size).toBe(36);
    expect(STATES.filter((state) => state.endsWith(' - UT'))).toHaveLength(8);
    expect(STATES).toContain('Jammu and Kashmir - UT');
    expect(STATES).toContain('Maharashtra');
  });

  it('lists the 25 languages of the spec', () => {
    expect(LANGUAGES).toHaveLength(25);
    expect(LANGUAGES[0]).toBe('English');
    expect(LANGUAGES).toContain('Konkani');
  });

  it('lists genders, classes and years of education as the spec', () => {
    expect(GENDERS).toEqual(['Male', 'Female', 'Others']);
    expect(STUDENT_CLASSES).toEqual(['10th', '11th', '12th', 'Dropout']);
    expect(YEARS_OF_EDUCATION).toEqual(['1st year', '2nd year', '3rd year', '4th year', 'Final Year']);
  });
});
