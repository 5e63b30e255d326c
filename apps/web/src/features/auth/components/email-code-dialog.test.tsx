import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_DURATION_MS } from '../../../lib/use-timed-message.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { EmailCodeDialog } from './email-code-dialog.tsx';

function renderDialog(overrides: Partial<Parameters<typeof EmailCodeDialog>[0]> = {}) {
  const props = {
    open: true,
    role: 'Student' as const,
    accountId: 'acc-1',
    email: 'riya@example.com',
    onVerified: vi.fn(),
    onCancelled: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<EmailCodeDialog {...props} />);
  return props;
}

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

describe('EmailCodeDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the server message for 4 seconds when the code is wrong', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = stubFetch(() => envelopeResponse(null, 400, 'This code is not correct. 4 tries left.'));
    const props = renderDialog();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('This code is not correct. 4 tries left.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/students/verify-email');
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({ email: 'riya@example.com', otp: '123456' });
    expect(props.onVerified).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS - 100));
    expect(screen.queryByText('This code is not correct. 4 tries left.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('This code is not correct. 4 tries left.')).toBeNull();
  });

  it('confirms a resend for 4 seconds, and shows a refusal with when to retry', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = stubFetch(() => envelopeResponse(null, 200, 'OTP resent successfully'));
    renderDialog({ role: 'Mentor', accountId: 'mentor-7' });

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('OTP resent successfully')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/mentors/resend-otp');
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({ id: 'mentor-7' });

    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS));
    expect(screen.queryByText('OTP resent successfully')).toBeNull();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => envelopeResponse(null, 429, 'Too many attempts. Please try again in 1 minute(s).'));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Too many attempts. Please try again in 1 minute(s).')).toBeTruthy();
  });

  it('hands over after a correct code', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch(() => envelopeResponse(null, 200, 'Your e-mail address is verified.'));
    const props = renderDialog();

    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(props.onVerified).toHaveBeenCalledTimes(1));
  });

  it('deletes the unverified sign-up on Cancel', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = stubFetch(() => envelopeResponse(null));
    const props = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(props.onCancelled).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/students/delete-student');
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({ email: 'riya@example.com' });
  });
});
