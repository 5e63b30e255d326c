import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudentProfile } from '@neetmentor/contract';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, signInAs } from '../../../test/session.ts';
import { GuardianSection } from './guardian-section.tsx';

const year = new Date().getFullYear();
const MINOR = `${year - 15}-01-01`;
const ADULT = `${year - 30}-01-01`;

function student(overrides: Partial<StudentProfile>): StudentProfile {
  return {
    _id: 's-1',
    username: 'riya',
    firstName: 'Riya',
    lastName: 'Sharma',
    email: 'riya@example.com',
    number: null,
    gender: null,
    currentClass: '12th',
    profilePicture: null,
    dateOfBirth: MINOR,
    guardian: null,
    notifications: [],
    ...overrides,
  };
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body));

describe('GuardianSection', () => {
  afterEach(clearStorages);

  it('lets a student under 18 add an e-mail, checking it first, and says the code was sent', async () => {
    signInAs('student', 's-1');
    const fetchMock = stubFetch(() => envelopeResponse({ email: 'mum@example.com', confirmed: false }));
    renderWithProviders(<GuardianSection student={student({})} />);

    expect(screen.getByRole('heading', { name: 'Parent or guardian' })).toBeTruthy();
    const field = screen.getByLabelText("Parent's or guardian's e-mail");
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'mum@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe(
        'We sent a 6-digit code to mum@example.com. Ask them to read it out to you.',
      ),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/students/guardian');
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ studentId: 's-1', email: 'mum@example.com' });
  });

  it('confirms with the code the guardian read out, and shows a wrong code as the server says', async () => {
    signInAs('student', 's-1');
    let answer = envelopeResponse(null, 400, 'The code is not correct. 4 tries left.', 'INVALID_CODE');
    const fetchMock = stubFetch(() => answer);
    renderWithProviders(
      <GuardianSection student={student({ guardian: { email: 'mum@example.com', confirmed: false } })} />,
    );
    expect(screen.getByText(/type the 6-digit code sent to mum@example.com/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Code from your parent or guardian'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toBeTruthy();

    answer = envelopeResponse({ email: 'mum@example.com', confirmed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your parent or guardian is confirmed.'),
    );
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v1/students/guardian/confirm');
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({ studentId: 's-1', code: '123456' });
  });

  it('keeps a confirmed guardian under 18 and offers removal, after asking, from 18', async () => {
    signInAs('student', 's-1');
    const fetchMock = stubFetch(() => envelopeResponse(null));
    const confirmed = { email: 'mum@example.com', confirmed: true };
    const { unmount } = renderWithProviders(<GuardianSection student={student({ guardian: confirmed })} />);
    expect(screen.getByText('You can remove them once you turn 18.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove guardian' })).toBeNull();
    unmount();

    renderWithProviders(<GuardianSection student={student({ dateOfBirth: ADULT, guardian: confirmed })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove guardian' }));
    // The confirmation's code arrives when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Remove your parent or guardian?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove guardian' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your parent or guardian was removed.'),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/students/guardian/remove');
  });

  it('is not shown to a student of 18 or more without a guardian, nor without a date of birth', () => {
    renderWithProviders(<GuardianSection student={student({ dateOfBirth: ADULT })} />);
    renderWithProviders(<GuardianSection student={student({ dateOfBirth: null })} />);
    expect(screen.queryByRole('heading', { name: 'Parent or guardian' })).toBeNull();
  });

  it('speaks Hindi, refusals included', async () => {
    signInAs('student', 's-1');
    stubFetch(() =>
      envelopeResponse(null, 409, 'You already have a confirmed parent or guardian.', 'GUARDIAN_EXISTS'),
    );
    renderWithProviders(<GuardianSection student={student({})} />, { language: 'hi' });
    expect(screen.getByRole('heading', { name: 'माता-पिता या अभिभावक' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('माता-पिता या अभिभावक का ई-मेल'), 'mum@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(
      await screen.findByText('आपके माता-पिता या अभिभावक पहले से पक्के हैं। दूसरा जोड़ने से पहले उन्हें हटाएँ।'),
    ).toBeTruthy();
  });
});
