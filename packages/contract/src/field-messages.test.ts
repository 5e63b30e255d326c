import { describe, expect, it } from 'vitest';
import { BLOG_CONTENT_MAX_LENGTH, PACKAGE_AMOUNT_MAX_RUPEES } from './admin-constants.ts';
import { blogFieldsSchema, programmeDateTooLate, programmeDatesRequestSchema } from './api/admin-content.ts';
import { updatePackageRequestSchema } from './api/admin-catalog.ts';
import { createReferralRequestSchema } from './api/admin-referrals.ts';
import { fieldMessage, readFieldMessage, type FieldMessage } from './field-messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? '';

describe('field messages', () => {
  const cases: FieldMessage[] = [
    { name: 'required', field: 'update', figures: {} },
    { name: 'tooLong', field: 'content', figures: { count: 100_000 } },
    { name: 'rupeesNumber', field: 'realPrice', figures: {} },
    { name: 'rupeesWhole', field: 'earning', figures: {} },
    { name: 'rupeesNegative', field: 'price', figures: {} },
    { name: 'rupeesTooLarge', field: 'price', figures: {} },
    { name: 'rupeesAtMost', field: 'verificationAmount', figures: { rupees: 100_000 } },
    { name: 'dayFromCalendar', field: 'feeFreeUntil', figures: {} },
    { name: 'dayRequiredOrNull', field: 'referralsAvailableFrom', figures: {} },
    { name: 'dayFromYear', field: 'feeFreeUntil', figures: { year: 2020 } },
    { name: 'dayTooLate', field: 'referralsAvailableFrom', figures: { years: 5, day: '2031-01-09' } },
  ];

  it.each(cases)('reads back $name of $field from its English sentence', (message) => {
    expect(readFieldMessage(fieldMessage(message.name, message.field, message.figures))).toEqual(message);
  });

  it('writes the sentences the server has always answered with', () => {
    expect(fieldMessage('tooLong', 'content', { count: 100_000 })).toBe(
      'The content can be at most 1,00,000 characters.',
    );
    expect(fieldMessage('dayFromCalendar', 'feeFreeUntil')).toBe(
      'Choose the last fee-free day from the calendar, or leave it empty.',
    );
    expect(fieldMessage('dayTooLate', 'referralsAvailableFrom', { years: 5, day: '2031-01-09' })).toBe(
      'The day referrals open can be at most 5 years ahead (09 Jan 2031 or earlier).',
    );
  });

  it('leaves any other text alone', () => {
    expect(readFieldMessage('The title is required')).toBeUndefined();
    expect(readFieldMessage('The mood can be at most 5 characters.')).toBeUndefined();
    expect(readFieldMessage('Please enter a valid e-mail address.')).toBeUndefined();
  });

  it('is what the admin schemas refuse with, so the web app can say it in Hindi', () => {
    const long = blogFieldsSchema.safeParse({ title: 'T', content: 'x'.repeat(BLOG_CONTENT_MAX_LENGTH + 1) });
    expect(readFieldMessage(firstMessage(long))).toEqual({
      name: 'tooLong',
      field: 'content',
      figures: { count: BLOG_CONTENT_MAX_LENGTH },
    });
    const price = updatePackageRequestSchema.safeParse({
      packageId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      packagePrice: PACKAGE_AMOUNT_MAX_RUPEES + 1,
    });
    expect(readFieldMessage(firstMessage(price))).toMatchObject({ name: 'rupeesTooLarge', field: 'price' });
    const early = programmeDatesRequestSchema.safeParse({
      feeFreeUntil: '2019-12-31',
      referralsAvailableFrom: null,
    });
    expect(readFieldMessage(firstMessage(early))).toEqual({
      name: 'dayFromYear',
      field: 'feeFreeUntil',
      figures: { year: 2020 },
    });
    expect(readFieldMessage(programmeDateTooLate('feeFreeUntil', '2031-02-28'))?.figures).toEqual({
      years: 5,
      day: '2031-02-28',
    });
    const organisation = createReferralRequestSchema.safeParse({ name: 'x'.repeat(101), code: 'ABC' });
    expect(readFieldMessage(firstMessage(organisation))).toMatchObject({
      name: 'tooLong',
      field: 'organisationName',
    });
  });
});
