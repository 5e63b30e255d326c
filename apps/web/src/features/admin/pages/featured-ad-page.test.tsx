import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIstDay, istCalendarDay, type ProgrammeDates } from '@neetmentor/contract';
import { envelopeResponse } from '../../../test/render.tsx';
import { formFields, jsonBody, stubApi } from '../../../test/admin-api.ts';
import { adminProfile } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { clearStorages } from '../../../test/session.ts';
import { FeaturedAdPage } from './featured-ad-page.tsx';

const AMOUNT_MESSAGE = 'The verification amount is a whole number of rupees, 0 or more.';

describe('FeaturedAdPage', () => {
  afterEach(clearStorages);

  it('shows the ad and the amount on the site now', async () => {
    stubApi({
      '/admin/admin-details': () =>
        adminProfile({ featuredAd: '/uploads/ads/ad.webp', verificationAmount: 149 }),
    });
    renderAsAdmin(<FeaturedAdPage />, '/admin-dashboard/featured-ad');

    expect(await screen.findByText('Verification amount: ₹149')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'The featured ad shown on mentor profiles' }).getAttribute('src'),
    ).toBe('/uploads/ads/ad.webp');
    expect((screen.getByRole('textbox', { name: 'Verification amount' }) as HTMLInputElement).value).toBe(
      '149',
    );
  });

  it.each(['12.5', '-3', 'abc'])(
    'refuses %s as the amount with a clear message, sending nothing',
    async (typed) => {
      const user = userEvent.setup();
      const api = stubApi({ '/admin/admin-details': () => adminProfile() });
      renderAsAdmin(<FeaturedAdPage />, '/admin-dashboard/featured-ad');

      const field = await screen.findByRole('textbox', { name: 'Verification amount' });
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText(AMOUNT_MESSAGE)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(api.callsTo('/admin/add-feature-ad')).toHaveLength(0);
    },
  );

  it('says when nothing changed', async () => {
    const user = userEvent.setup();
    stubApi({ '/admin/admin-details': () => adminProfile() });
    renderAsAdmin(<FeaturedAdPage />, '/admin-dashboard/featured-ad');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByText('Nothing to save: choose a new picture or change the amount.')).toBeTruthy();
  });

  it('sends a changed amount alone, and a new picture alone', async () => {
    const user = userEvent.setup();
    let amount = 149;
    const api = stubApi({
      '/admin/admin-details': () => adminProfile({ verificationAmount: amount }),
      '/admin/add-feature-ad': ({ body }) => {
        const sent = (body as FormData).get('amount');
        if (typeof sent === 'string') amount = Number(sent);
        return { featuredAd: '/uploads/ads/new.webp', verificationAmount: amount };
      },
    });
    renderAsAdmin(<FeaturedAdPage />, '/admin-dashboard/featured-ad');

    const field = await screen.findByRole('textbox', { name: 'Verification amount' });
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The site shows the new ad and amount now.')).toBeTruthy();
    expect(formFields(api.callsTo('/admin/add-feature-ad')[0])).toEqual({ amount: '0' });
    expect(await screen.findByText('Verification amount: ₹0')).toBeTruthy();

    await user.upload(
      screen.getByLabelText('New ad image'),
      new File([new Uint8Array([137, 80, 78, 71])], 'ad.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. The site shows the new ad and amount now.');
    expect(formFields(api.callsTo('/admin/add-feature-ad')[1])).toEqual({ image: 'file:ad.png' });
  });
});

describe('FeaturedAdPage: programme dates', () => {
  afterEach(clearStorages);

  const DAY_MS = 24 * 60 * 60 * 1000;
  const dayFromToday = (days: number) => istCalendarDay(Date.now() + days * DAY_MS);
  const section = async () => within(await screen.findByRole('region', { name: 'Programme dates' }));
  const feeField = (area: Awaited<ReturnType<typeof section>>) =>
    area.getByLabelText('Application fee free until') as HTMLInputElement;
  const referralsField = (area: Awaited<ReturnType<typeof section>>) =>
    area.getByLabelText('Referrals open on') as HTMLInputElement;

  it('shows what the stored dates do now, and sends a new waiver day and an emptied referrals date', async () => {
    const user = userEvent.setup();
    let dates: ProgrammeDates = { feeFreeUntil: '2025-02-15', referralsAvailableFrom: dayFromToday(20) };
    const api = stubApi({
      '/admin/admin-details': () => adminProfile({ programmeDates: dates }),
      '/admin/update-programme-dates': ({ body }) => {
        dates = body as ProgrammeDates;
        return dates;
      },
    });
    renderAsAdmin(<FeaturedAdPage />, '/admin-dashboard/featured-ad');

    const area = await section();
    expect(
      area.getByText('Application fee: the waiver ended with 15 Feb 2025; every application pays it.'),
    ).toBeTruthy();
    expect(
      area.getByText(
        `Mentor referrals: open on ${formatIstDay(dayFromToday(20))}; until then the page stays behind its notice.`,
      ),
    ).toBeTruthy();
    expect(feeField(area).value).toBe('2025-02-15');
    expect(referralsField(area).value).toBe(dayFromToday(20));

    const lastFreeDay = dayFromToday(45);
    fireEvent.change(feeField(area), { target: { value: lastFreeDay } });
    await user.click(area.getByRole('button', { name: 'Clear the referrals date' }));
    expect(referralsField(area).value).toBe('');
    await user.click(area.getByRole('button', { name: 'Save dates' }));

    expect(
      await area.findByText('Saved. The fee texts and the mentors’ Referrals page follow the new dates now.'),
    ).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/update-programme-dates')[0])).toEqual({
      feeFreeUntil: lastFreeDay,
      referralsAvailableFrom: null,
    });
    expect(
      await area.findByText(
        `Application fee: waived for applications until the end of ${formatIstDay(lastFreeDay)}.`,
      ),
    ).toBeTruthy();
    expect(area.getByText('Mentor referrals: not scheduled, the page stays behind its notice.')).toBeTruthy();
    expect(feeField(area).value).toBe(lastFreeDay);
  });

  it('says when nothing changed, sending nothing', async () => {
    const user = userEvent.setup();
    const api = stubApi({ '/admin/admin-details': () => adminProfile() });
    renderAsAdmin(<FeaturedAdPage />, '/admin-dashboard/featured-ad');

    const area = await section();
    expect(area.getByText('Application fee: no waiver, every application pays it.')).toBeTruthy();
    expect(area.getByRole('button', { name: 'Clear the fee waiver' }).hasAttribute('disabled')).toBe(true);
    await user.click(area.getByRole('button', { name: 'Save dates' }));
    expect(area.getByText('Nothing to save: these are the dates on the site now.')).toBeTruthy();
    expect(api.callsTo('/admin/update-programme-dates')).toHaveLength(0);
  });

  it('refuses a day before 2020 before sending, and marks the field the server refuses', async () => {
    const user = userEvent.setup();
    const refusal = 'The day referrals open can be at most 5 years ahead (01 Jan 2031 or earlier).';
    const api = stubApi({
      '/admin/admin-details': () => adminProfile(),
      '/admin/update-programme-dates': () =>
        envelopeResponse(
          { errors: [{ path: 'referralsAvailableFrom', message: refusal }] },
          400,
          refusal,
          'VALIDATION_FAILED',
        ),
    });
    renderAsAdmin(<FeaturedAdPage />, '/admin-dashboard/featured-ad');

    const area = await section();
    fireEvent.change(feeField(area), { target: { value: '2019-12-31' } });
    await user.click(area.getByRole('button', { name: 'Save dates' }));
    expect(area.getByText('The last fee-free day can be in 2020 or later.')).toBeTruthy();
    expect(feeField(area).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/admin/update-programme-dates')).toHaveLength(0);

    fireEvent.change(feeField(area), { target: { value: '' } });
    fireEvent.change(referralsField(area), { target: { value: '2040-01-01' } });
    await user.click(area.getByRole('button', { name: 'Save dates' }));
    expect(await area.findByText(refusal)).toBeTruthy();
    expect(referralsField(area).getAttribute('aria-invalid')).toBe('true');
    expect(feeField(area).getAttribute('aria-invalid')).toBe('false');
    expect(jsonBody(api.callsTo('/admin/update-programme-dates')[0])).toEqual({
      feeFreeUntil: null,
      referralsAvailableFrom: '2040-01-01',
    });
  });
});
