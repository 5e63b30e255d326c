import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { MESSAGE_DURATION_MS } from '../lib/use-timed-message.ts';
import { renderWithProviders } from '../test/render.tsx';
import { clearStorages, signInAs } from '../test/session.ts';
import { ChangePasswordForm, PASSWORD_CHANGED_MESSAGE } from './change-password-form.tsx';

function fields() {
  return ['Old Password *', 'New Password *', 'Confirm Password *'].map((label) =>
    screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' }),
  );
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  const [oldPassword, newPassword, confirmPassword] = fields();
  if (!oldPassword || !newPassword || !confirmPassword) throw new Error('fields missing');
  await user.type(oldPassword, 'Old@12345');
  await user.type(newPassword, 'New@12345');
  await user.type(confirmPassword, 'New@12345');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordForm', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    clearStorages();
  });

  it('stores the fresh token, clears the fields and confirms for 4 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signInAs('mentor', 'm-1', true);
    const changePassword = vi.fn().mockResolvedValue({ token: 'fresh-token' });
    renderWithProviders(<ChangePasswordForm changePassword={changePassword} />);

    await fillAndSubmit(user);

    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeTruthy();
    expect(changePassword).toHaveBeenCalledWith(
      { oldPassword: 'Old@12345', newPassword: 'New@12345', confirmPassword: 'New@12345' },
      expect.anything(),
    );
    expect(localStorage.getItem('auth')).toBe('fresh-token');
    expect(fields().map((field) => field.value)).toEqual(['', '', '']);

    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS));
    expect(screen.queryByText(PASSWORD_CHANGED_MESSAGE)).toBeNull();
  });

  it('shows the server message in the error dialog and clears all three fields', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signInAs('admin', 'a-1');
    const changePassword = vi
      .fn()
      .mockRejectedValue(new ApiError('Your current password is not correct.', 400));
    renderWithProviders(<ChangePasswordForm changePassword={changePassword} />);

    await fillAndSubmit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('Your current password is not correct.');
    expect(fields().map((field) => field.value)).toEqual(['', '', '']);
    expect(sessionStorage.getItem('auth')).not.toBe('fresh-token');
  });
});
