import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUpdate } from '@neetmentor/contract';
import { jsonBody, stubApi } from '../../../test/admin-api.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { clearStorages } from '../../../test/session.ts';
import { AdminUpdatesPage } from './admin-updates-page.tsx';

function feed(updates: AdminUpdate[], currentPage = 1, totalPages = 1) {
  return [
    {
      name: 'Platform Admin',
      profilePicture: null,
      updates,
      pagination: { currentPage, totalPages, total: updates.length, pageSize: 5 },
    },
  ];
}

const UPDATE: AdminUpdate = {
  _id: 'u-1',
  content: 'Payouts go out on the 5th.\nCheck your payment details.',
  date: '2025-03-01T04:30:00.000Z',
};

describe('AdminUpdatesPage', () => {
  afterEach(clearStorages);

  it('lists the posted updates, 5 a page', async () => {
    stubApi({ '/admin/get-updates': ({ query }) => feed([UPDATE], Number(query.get('page')), 3) });
    renderAsAdmin(<AdminUpdatesPage />, '/admin-dashboard/admin-updates?page=2');

    expect(await screen.findByText(/Payouts go out on the 5th\./)).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('wants some text, then posts it and shows the first page', async () => {
    const user = userEvent.setup();
    let updates: AdminUpdate[] = [];
    const api = stubApi({
      '/admin/get-updates': () => feed(updates),
      '/admin/add-update': ({ body }) => {
        const posted = { _id: 'u-2', content: (body as { message: string }).message, date: UPDATE.date };
        updates = [posted];
        return posted;
      },
    });
    renderAsAdmin(<AdminUpdatesPage />, '/admin-dashboard/admin-updates');
    expect(await screen.findByText('No updates posted yet.')).toBeTruthy();

    const field = screen.getByRole('textbox', { name: 'Update' });
    await user.type(field, '   ');
    expect(screen.getByText('3 / 2,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post update' }));
    expect(screen.getByText('The update is required.')).toBeTruthy();
    expect(api.callsTo('/admin/add-update')).toHaveLength(0);

    await user.click(field);
    await user.paste('New webinar on Sunday');
    await user.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText('The update is posted; mentors see it now.')).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/add-update')[0])).toEqual({ message: 'New webinar on Sunday' });
    expect(await screen.findByText('New webinar on Sunday')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Update' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('deletes an update after the confirmation', async () => {
    const user = userEvent.setup();
    let updates = [UPDATE];
    const api = stubApi({
      '/admin/get-updates': () => feed(updates),
      '/admin/delete-update': () => {
        updates = [];
        return null;
      },
    });
    renderAsAdmin(<AdminUpdatesPage />, '/admin-dashboard/admin-updates');

    await user.click(await screen.findByRole('button', { name: /^Delete the update of/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete update' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The update is deleted.')).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/delete-update')[0])).toEqual({ id: 'u-1' });
    expect(await screen.findByText('No updates posted yet.')).toBeTruthy();
  });
});
