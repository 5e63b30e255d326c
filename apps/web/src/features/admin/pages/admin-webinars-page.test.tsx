import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Webinar } from '@neetmentor/contract';
import { formFields, stubApi } from '../../../test/admin-api.ts';
import { adminProfile } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { clearStorages } from '../../../test/session.ts';
import { AdminWebinarsPage } from './admin-webinars-page.tsx';

vi.mock(
  '../../../components/rich-text-editor.tsx',
  () => import('../../../test/rich-text-editor-stand-in.tsx'),
);

const WEBINAR: Webinar = {
  _id: 'w-1',
  image: '/uploads/webinars/poster.webp',
  time: '06:00 PM',
  date: '16 March',
  day: 'Sunday',
  year: '2099',
  content: '<p>How toppers <strong>revise</strong>.</p>',
};

describe('AdminWebinarsPage', () => {
  afterEach(clearStorages);

  it('shows the current webinar and removes it after the confirmation', async () => {
    const user = userEvent.setup();
    let webinar: Webinar | null = WEBINAR;
    const api = stubApi({
      '/admin/admin-details': () => adminProfile({ webinar }),
      '/admin/remove-webinar': () => {
        webinar = null;
        return null;
      },
    });
    renderAsAdmin(<AdminWebinarsPage />, '/admin-dashboard/webinars');

    expect(await screen.findByText('Sunday, 16 March 2099 at 06:00 PM')).toBeTruthy();
    expect(screen.getByText('revise').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Remove webinar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove webinar' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText(/The webinar is removed/)).toBeTruthy();
    expect(api.callsTo('/admin/remove-webinar')).toHaveLength(1);
    expect(
      await screen.findByText('No webinar is planned. Create one to show it on the webinar page.'),
    ).toBeTruthy();
  });

  it('wants a date, a time and a description, then sends them in the webinar page’s words', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/admin/admin-details': () => adminProfile(),
      '/admin/create-webinar': () => WEBINAR,
    });
    renderAsAdmin(<AdminWebinarsPage />, '/admin-dashboard/webinars');

    await user.click(await screen.findByRole('button', { name: 'Create webinar' }));
    expect(screen.getByText('Choose the date.')).toBeTruthy();
    expect(screen.getByText('Choose the time.')).toBeTruthy();
    expect(await screen.findByText('The description is required.')).toBeTruthy();
    expect(api.callsTo('/admin/create-webinar')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Date/), '2099-03-16');
    await user.type(screen.getByLabelText(/^Time \(India\)/), '18:00');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'How toppers revise');
    await user.click(screen.getByRole('button', { name: 'Create webinar' }));

    expect(await screen.findByText(/The webinar is created\./)).toBeTruthy();
    expect(formFields(api.callsTo('/admin/create-webinar')[0])).toEqual({
      time: '06:00 PM',
      date: '16 March',
      day: 'Monday',
      year: '2099',
      content: '<p>How toppers revise</p>',
    });
  });

  it('refuses a date already over', async () => {
    const user = userEvent.setup();
    stubApi({ '/admin/admin-details': () => adminProfile() });
    renderAsAdmin(<AdminWebinarsPage />, '/admin-dashboard/webinars');

    await user.type(await screen.findByLabelText(/^Date/), '2020-01-05');
    await user.click(screen.getByRole('button', { name: 'Create webinar' }));
    expect(screen.getByText('Choose today or a later date.')).toBeTruthy();
  });
});
