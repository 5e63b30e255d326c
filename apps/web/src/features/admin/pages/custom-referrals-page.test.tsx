import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomReferral } from '@neetmentor/contract';
import { jsonBody, stubApi } from '../../../test/admin-api.ts';
import { customReferral } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { envelopeResponse } from '../../../test/render.tsx';
import { clearStorages } from '../../../test/session.ts';
import { CustomReferralsPage } from './custom-referrals-page.tsx';

function stubReferrals(initial: CustomReferral[]) {
  let referrals = initial;
  return stubApi({
    '/referred/all': () => referrals,
    '/referred/create': ({ body }) => {
      const { name, code } = body as { name: string; code: string };
      if (referrals.some((referral) => referral.code === code))
        return envelopeResponse(null, 409, `The code ${code} is already taken.`, 'REFERRAL_CODE_TAKEN');
      const created = customReferral({
        _id: 'r-2',
        name,
        code,
        studentsRegistered: 0,
        studentsCompletedSessions: 0,
      });
      referrals = [...referrals, created];
      return created;
    },
    '/referred/delete/r-1': ({ method }) => {
      if (method !== 'DELETE') return envelopeResponse(null, 405, 'Method not allowed');
      referrals = referrals.map((referral) =>
        referral._id === 'r-1' ? { ...referral, deletedAt: '2025-03-10T06:00:00.000Z' } : referral,
      );
      return null;
    },
  });
}

describe('CustomReferralsPage', () => {
  afterEach(clearStorages);

  it('lists Name, Code, Students Registered, Sessions Completed and a Delete action', async () => {
    stubReferrals([customReferral()]);
    renderAsAdmin(<CustomReferralsPage />, '/admin-dashboard/custom-referrals');

    const table = await screen.findByRole('table', { name: 'Custom referral codes' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Name', 'Code', 'Students Registered', 'Sessions Completed', 'Actions'],
      ['Bright Future Academy', 'BRIGHT25', '12', '7', 'Delete the code BRIGHT25'],
    ]);
  });

  it('creates a code on Enter, says so, empties the form and lists it', async () => {
    const user = userEvent.setup();
    const api = stubReferrals([]);
    renderAsAdmin(<CustomReferralsPage />, '/admin-dashboard/custom-referrals');
    expect(await screen.findByText('No referral codes yet.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sunrise School');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'sunrise-24{Enter}');

    expect(await screen.findByText('Referral created successfully')).toBeTruthy();
    expect(jsonBody(api.callsTo('/referred/create')[0])).toEqual({
      name: 'Sunrise School',
      code: 'SUNRISE-24',
    });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('SUNRISE-24')).toBeTruthy();
  });

  it('checks the fields before sending', async () => {
    const user = userEvent.setup();
    const api = stubReferrals([]);
    renderAsAdmin(<CustomReferralsPage />, '/admin-dashboard/custom-referrals');

    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'a b');
    await user.click(screen.getByRole('button', { name: 'Create Referral' }));
    expect(screen.getByText('The organisation name is required.')).toBeTruthy();
    expect(screen.getByText('The code is 3 to 30 letters, digits, hyphens or underscores.')).toBeTruthy();
    expect(api.callsTo('/referred/create')).toHaveLength(0);
  });

  it('refuses a code already taken with the server’s message, keeping what was typed', async () => {
    const user = userEvent.setup();
    stubReferrals([customReferral()]);
    renderAsAdmin(<CustomReferralsPage />, '/admin-dashboard/custom-referrals');

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Another Academy');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'bright25');
    await user.click(screen.getByRole('button', { name: 'Create Referral' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The code BRIGHT25 is already taken.');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Another Academy');
    expect((screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement).value).toBe('bright25');
  });

  it('asks in the Confirm Deletion dialog; Cancel keeps the code, Delete marks it deleted with its students still listed', async () => {
    const user = userEvent.setup();
    const api = stubReferrals([customReferral()]);
    renderAsAdmin(<CustomReferralsPage />, '/admin-dashboard/custom-referrals');

    await user.click(await screen.findByRole('button', { name: 'Delete the code BRIGHT25' }));
    let dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByText('Are you sure you want to delete this referral?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('/referred/delete/r-1')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Delete the code BRIGHT25' }));
    dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Referral deleted successfully')).toBeTruthy();
    expect(api.callsTo('/referred/delete/r-1')[0]?.method).toBe('DELETE');
    await screen.findByText('Deleted on 10 Mar 2025');
    const table = await screen.findByRole('table', { name: 'Custom referral codes' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Name', 'Code', 'Students Registered', 'Sessions Completed', 'Actions'],
      ['Bright Future Academy', 'BRIGHT25', '12', '7', 'Deleted on 10 Mar 2025'],
    ]);
    expect(screen.queryByRole('button', { name: 'Delete the code BRIGHT25' })).toBeNull();
  });
});
