import { useMutation } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { MESSAGE_DURATION_MS } from '../lib/use-timed-message.ts';
import { renderWithProviders } from '../test/render.tsx';
import { clearStorages, signInAs } from '../test/session.ts';
import {
  ChangePasswordForm,
  PASSWORD_CHANGED_MESSAGE,
  type PasswordChange,
} from './change-password-form.tsx';

/** The form on a plain mutation of the given call, as a role's hook gives it. */
function FormFor({
  changePassword,
}: {
  changePassword: (change: PasswordChange) => Promise<{ token: string }>;
}) {
  return <ChangePasswordForm mutation={useMutation({ mutationFn: changePassword })} />;
}

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

  it('clears the fields and confirms for 4 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signInAs('mentor', 'm-1', true);
    const changePassword = vi.fn().mockResolvedValue({ token: 'fresh-token' });
    renderWithProviders(<FormFor changePassword={changePassword} />);

    await fillAndSubmit(user);

    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeTruthy();
    expect(changePassword).toHaveBeenCalledWith(
      { oldPassword: 'Old@12345', newPassword: 'New@12345', confirmPassword: 'New@12345' },
      expect.anything(),
    );
    expect(fields().map((field) => field.value)).toEqual(['', '', '']);

    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS));
    expect(screen.queryByText(PASSWORD_CHANGED_MESSAGE)).toBeNull();
  });

  it('shows the server message in the error dialog and clears all three fields', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signInAs('admin', 'a-1');
    const changePassword = vi
      .fn()
      .mockRejectedValue(new ApiError('Your current password is not correct.', 400, 'PASSWORD_REJECTED'));
    renderWithProviders(<FormFor changePassword={changePassword} />);

    await fillAndSubmit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('Your current password is not correct.');
    expect(fields().map((field) => field.value)).toEqual(['', '', '']);
    expect(sessionStorage.getItem('auth')).not.toBe('fresh-token');
  });

  it('shows the refusal of the current password as the new one, and marks the New Password field', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const token = signInAs('student', 's-1', true);
    const changePassword = vi
      .fn()
      .mockRejectedValue(
        new ApiError(
          'The new password must be different from your current password.',
          400,
          'PASSWORD_REJECTED',
          [{ path: 'newPassword', message: 'Choose a password different from your current one.' }],
        ),
      );
    renderWithProviders(<FormFor changePassword={changePassword} />);

    await fillAndSubmit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('The new password must be different from your current password.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    const [, newPassword] = fields();
    expect(newPassword?.getAttribute('aria-invalid')).toBe('true');
    const reason = document.getElementById(String(newPassword?.getAttribute('aria-describedby')));
    expect(reason?.textContent).toBe('Choose a password different from your current one.');
    expect(screen.queryByText(PASSWORD_CHANGED_MESSAGE)).toBeNull();
    expect(localStorage.getItem('auth')).toBe(token);
  });

  it('checks the new password and its confirmation before sending', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const changePassword = vi.fn().mockResolvedValue({ token: 'fresh-token' });
    renderWithProviders(<FormFor changePassword={changePassword} />);
    const [oldPassword, newPassword, confirmPassword] = fields();
    if (!oldPassword || !newPassword || !confirmPassword) throw new Error('fields missing');
    await user.type(oldPassword, 'Old@12345');
    await user.type(newPassword, 'New@12345');
    await user.type(confirmPassword, 'New@1234');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('New password and Confirm password do not match')).toBeTruthy();
    expect(confirmPassword.getAttribute('aria-invalid')).toBe('true');
    expect(changePassword).not.toHaveBeenCalled();
  });
});
