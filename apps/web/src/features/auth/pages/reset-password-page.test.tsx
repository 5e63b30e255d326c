import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPrerendered } from '../../../test/prerender.tsx';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { PASSWORD_RESET_MESSAGE, ResetPasswordPage } from './reset-password-page.tsx';

const PAGE = (
  <Routes>
    <Route path="/login/forgot-password/resetPassword/:token" element={<ResetPasswordPage />} />
  </Routes>
);
const ROUTE = '/login/forgot-password/resetPassword/reset-token';

describe('ResetPasswordPage', () => {
  it('stops on different passwords, under Confirm Password, until they match', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse(null));
    renderWithProviders(PAGE, { route: ROUTE });
    await user.type(screen.getByLabelText('New Password *'), 'Secret@123');
    const confirm = screen.getByLabelText('Confirm Password *');
    await user.type(confirm, 'Secret@12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(confirm, '3');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });

  it('sends the passwords typed before the scripts ran', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(null));
    const page = renderPrerendered(PAGE, { route: ROUTE });
    screen.getByLabelText<HTMLInputElement>('New Password *').value = 'Secret@123';
    screen.getByLabelText<HTMLInputElement>('Confirm Password *').value = 'Secret@123';
    page.hydrate();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(PASSWORD_RESET_MESSAGE)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/mentors/reset-password/reset-token');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
    });
  });
});
