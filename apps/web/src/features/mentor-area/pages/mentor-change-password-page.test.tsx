import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_CHANGED_MESSAGE } from '../../../components/change-password-form.tsx';
import { MESSAGE_DURATION_MS } from '../../../lib/use-timed-message.ts';
import { envelopeResponse, stubFetch } from '../../../test/render.tsx';
import { renderAsMentor } from '../../../test/render-as-mentor.tsx';
import { clearStorages } from '../../../test/session.ts';
import { MentorChangePasswordPage } from './mentor-change-password-page.tsx';

function fields(): HTMLInputElement[] {
  return ['Old Password *', 'New Password *', 'Confirm Password *'].map((label) =>
    screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' }),
  );
}

async function changePassword(user: ReturnType<typeof userEvent.setup>) {
  const [oldPassword, newPassword, confirmPassword] = fields();
  if (!oldPassword || !newPassword || !confirmPassword) throw new Error('fields missing');
  await user.type(oldPassword, 'Demo@12345');
  await user.type(newPassword, 'Fresh@2025');
  await user.type(confirmPassword, 'Fresh@2025');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('MentorChangePasswordPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    clearStorages();
  });

  it('changes the mentor’s password, keeps this device signed in, and confirms for 4 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = stubFetch(() =>
      envelopeResponse({ token: 'fresh-token' }, 200, 'Password Changed Successfully'),
    );
    renderAsMentor(<MentorChangePasswordPage />, '/mentor-dashboard/change-password');

    await changePassword(user);

    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/mentors/change-current-password');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      oldPassword: 'Demo@12345',
      newPassword: 'Fresh@2025',
      confirmPassword: 'Fresh@2025',
      mentorId: 'm-1',
    });
    expect(sessionStorage.getItem('auth')).toBe('fresh-token');
    expect(fields().map((field) => field.value)).toEqual(['', '', '']);
    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS));
    expect(screen.queryByText(PASSWORD_CHANGED_MESSAGE)).toBeNull();
  });

  it('shows the server’s refusal in the error dialog and clears the fields', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch(() =>
      envelopeResponse(null, 400, 'Your current password is not correct.', 'PASSWORD_REJECTED'),
    );
    renderAsMentor(<MentorChangePasswordPage />, '/mentor-dashboard/change-password');

    await changePassword(user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('Your current password is not correct.');
    expect(fields().map((field) => field.value)).toEqual(['', '', '']);
    expect(screen.queryByText(PASSWORD_CHANGED_MESSAGE)).toBeNull();
  });
});
