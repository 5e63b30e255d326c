import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonBody, stubApi } from '../../../test/admin-api.ts';
import { adminPage, adminStudent } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { clearStorages } from '../../../test/session.ts';
import { AdminStudentsPage } from './admin-students-page.tsx';

describe('AdminStudentsPage', () => {
  afterEach(clearStorages);

  it('lists students, with a dash for a missing phone number', async () => {
    stubApi({
      '/admin/total-students': () =>
        adminPage([adminStudent(), adminStudent({ _id: 's-2', username: 'arjunmehta1111', number: null })]),
    });
    renderAsAdmin(<AdminStudentsPage />, '/admin-dashboard/students');

    const table = await screen.findByRole('table', { name: 'Students' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Username', 'Email', 'Class', 'Gender', 'Phone Number'],
      ['riyasharma1234Riya Sharma', 'riya@example.com', '12th', 'Female', '9123456780'],
      ['arjunmehta1111Riya Sharma', 'riya@example.com', '12th', 'Female', '–none'],
    ]);
  });

  it('searches by username on Enter or the icon, from 4 characters', async () => {
    const user = userEvent.setup();
    const api = stubApi({ '/admin/total-students': () => adminPage([adminStudent()]) });
    renderAsAdmin(<AdminStudentsPage />, '/admin-dashboard/students?page=2');
    await screen.findByRole('table', { name: 'Students' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'riya');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(jsonBody(api.callsTo('/admin/total-students').at(-1))).toEqual({ search: 'riya' }),
    );
    // A new search starts from its first page.
    expect(api.callsTo('/admin/total-students').at(-1)?.query.get('page')).toBe('1');
  });
});
