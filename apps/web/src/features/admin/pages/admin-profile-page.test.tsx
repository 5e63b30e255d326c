import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formFields, stubApi } from '../../../test/admin-api.ts';
import { adminProfile } from '../../../test/admin-fixtures.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { envelopeResponse } from '../../../test/render.tsx';
import { clearStorages } from '../../../test/session.ts';
import { AdminProfilePage } from './admin-profile-page.tsx';

describe('AdminProfilePage', () => {
  afterEach(clearStorages);

  it('shows the name read-only and asks for the current password only for a new e-mail address', async () => {
    const user = userEvent.setup();
    const api = stubApi({ '/admin/admin-details': () => adminProfile() });
    renderAsAdmin(<AdminProfilePage />, '/admin-dashboard/admin-profile-setting');

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).readOnly).toBe(true);
    expect((name as HTMLInputElement).value).toBe('Platform Admin');
    expect(screen.queryByLabelText(/Current password/)).toBeNull();

    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ops@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Your current password is required to change the e-mail address.')).toBeTruthy();
    expect(api.callsTo('/admin/update-details')).toHaveLength(0);
  });

  it('shows the e-mail field’s message in Hindi on a Hindi page', async () => {
    const user = userEvent.setup();
    const api = stubApi({ '/admin/admin-details': () => adminProfile() });
    renderAsAdmin(<AdminProfilePage />, '/admin-dashboard/admin-profile-setting', 'hi');

    const email = await screen.findByRole('textbox', { name: 'ई-मेल' });
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('सही ई-मेल पता डालें।')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
    expect(api.callsTo('/admin/update-details')).toHaveLength(0);
  });

  it('shows a wrong current password under its field', async () => {
    const user = userEvent.setup();
    stubApi({
      '/admin/admin-details': () => adminProfile(),
      '/admin/update-details': () =>
        envelopeResponse(null, 403, 'Your current password is not correct.', 'PASSWORD_REJECTED'),
    });
    renderAsAdmin(<AdminProfilePage />, '/admin-dashboard/admin-profile-setting');

    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ops@example.com');
    await user.type(screen.getByLabelText(/Current password/), 'Wrong@12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    expect(screen.getByLabelText(/Current password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('saves a new address with the password, and a new picture alone', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/admin/admin-details': () => adminProfile(),
      '/admin/update-details': ({ body }) =>
        adminProfile({
          email: String((body as FormData).get('email')),
          profilePicture: '/uploads/admins/a.webp',
        }),
    });
    renderAsAdmin(<AdminProfilePage />, '/admin-dashboard/admin-profile-setting');

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Nothing to save: choose a new picture or change the e-mail address.'),
    ).toBeTruthy();

    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ops@example.com');
    await user.type(screen.getByLabelText(/Current password/), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    expect(formFields(api.callsTo('/admin/update-details')[0])).toEqual({
      email: 'ops@example.com',
      currentPassword: 'Demo@12345',
    });

    await user.upload(
      screen.getByLabelText('Profile picture'),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile has been saved.');
    expect(formFields(api.callsTo('/admin/update-details')[1])).toEqual({
      email: 'ops@example.com',
      profilePicture: 'file:me.png',
    });
  });
});
