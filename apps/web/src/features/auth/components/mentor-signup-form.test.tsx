import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { STATES } from '@neetmentor/contract';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearMentorDraft, readMentorDraft, saveMentorDraft } from '../mentor-application-draft.ts';
import { MentorSignupForm } from './mentor-signup-form.tsx';

async function fill(user: ReturnType<typeof userEvent.setup>, confirmPassword: string) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Arjun');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Rao');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'arjun@example.com');
  await user.type(screen.getByLabelText('Password *'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm Password *'), confirmPassword);
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Mysuru');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Karnataka');
}

describe('MentorSignupForm', () => {
  afterEach(clearMentorDraft);

  function renderForm() {
    renderWithProviders(
      <Routes>
        <Route path="/signup" element={<MentorSignupForm />} />
        <Route path="/signup/mentor-signup" element={<p>Academics page</p>} />
      </Routes>,
      { route: '/signup' },
    );
  }

  it('offers the 36 states and union territories', () => {
    renderForm();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select', ...STATES]);
    expect(options).toHaveLength(37);
  });

  it('stops on different passwords', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'Secret@124');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByLabelText('Confirm Password *');
    expect(await screen.findByText('Password and Confirm password do not match')).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(readMentorDraft()).toBeNull();
    expect(screen.queryByText('Academics page')).toBeNull();
  });

  it('asks for a state', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'Secret@123');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), '');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose a state.')).toBeTruthy();
    expect(readMentorDraft()).toBeNull();
  });

  it('fills the details in again for someone coming back from the academics page', () => {
    saveMentorDraft({
      firstName: 'Arjun',
      lastName: 'Rao',
      email: 'arjun@example.com',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      city: 'Mysuru',
      state: 'Karnataka',
    });
    renderForm();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'City' }).value).toBe('Mysuru');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' }).value).toBe('Karnataka');
  });

  it('keeps the details in memory and moves on to the academics page once the address is free', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse(null));
    renderForm();
    await fill(user, 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Academics page')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/mentors/check-signup-email']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'arjun@example.com' });
    expect(readMentorDraft()).toMatchObject({
      email: 'arjun@example.com',
      city: 'Mysuru',
      state: 'Karnataka',
    });
  });

  it('reports a registered address at step one, under the field, until it is changed', async () => {
    const user = userEvent.setup();
    const taken =
      'An account with this e-mail address already exists. Please log in. If your mentor application was not approved, log in on the Mentor tab to re-apply.';
    stubFetch(() => envelopeResponse(null, 409, taken, 'EMAIL_TAKEN'));
    renderForm();
    await fill(user, 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.queryByText('Academics page')).toBeNull();
    expect(readMentorDraft()).toBeNull();

    await user.type(email, 'x');
    expect(screen.queryByText(taken)).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  it('says at once that it is checking, disabled so a second press sends nothing', async () => {
    const user = userEvent.setup();
    // The check never answers: what the button shows is all the press did.
    const fetchMock = stubFetch(() => new Promise<Response>(() => undefined));
    renderForm();
    await fill(user, 'Secret@123');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const button = screen.getByRole('button', { name: 'Checking your e-mail…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('takes a message away as soon as the field is right', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'arjun@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    await user.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });
});
