import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { WebinarRegistrationForm } from './webinar-registration-form.tsx';

const WEBINAR_REGISTERED = 'You are successfully registered for the webinar';

async function fillAndRegister(name: string, email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('WebinarRegistrationForm', () => {
  it('confirms the registration and clears the form', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(null, 200, WEBINAR_REGISTERED));
    renderWithProviders(<WebinarRegistrationForm />);
    expect(screen.getByRole('heading', { name: 'Register Now !!' })).toBeTruthy();

    await fillAndRegister('Asha Verma', 'asha@example.com');

    expect((await screen.findByRole('status')).textContent).toBe(
      'You are successfully registered for the webinar',
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
    });
  });

  it('promises only the confirmation e-mail the server sends', () => {
    renderWithProviders(<WebinarRegistrationForm />);
    expect(screen.getByText(/e-mail you a confirmation with the date and time/)).toBeTruthy();
    expect(screen.queryByText(/joining link/)).toBeNull();
  });

  it('keeps the values after a failure and shows the server’s message once, next to the field it concerns', async () => {
    stubFetch(() =>
      envelopeResponse(
        { errors: [{ path: 'email', message: 'Please enter a valid e-mail address.' }] },
        400,
        'Please enter a valid e-mail address.',
      ),
    );
    renderWithProviders(<WebinarRegistrationForm />);

    await fillAndRegister('Asha Verma', 'asha@');

    expect((await screen.findByRole('alert')).textContent).toBe('Please check the field marked below.');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('asha@');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Verma');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Please enter a valid e-mail address.')).toHaveLength(1);
    expect(email.getAttribute('aria-describedby')).toBe(
      screen.getByText('Please enter a valid e-mail address.').id,
    );
  });

  it('marks both fields and points to them when both are refused', async () => {
    stubFetch(() =>
      envelopeResponse(
        {
          errors: [
            { path: 'name', message: 'Please enter your name.' },
            { path: 'email', message: 'Please enter a valid e-mail address.' },
          ],
        },
        400,
        'Please enter your name. Please enter a valid e-mail address.',
      ),
    );
    renderWithProviders(<WebinarRegistrationForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields marked below.');
    expect(screen.getAllByText('Please enter your name.')).toHaveLength(1);
    expect(screen.getAllByText('Please enter a valid e-mail address.')).toHaveLength(1);
  });

  it('keeps the values when there is no webinar to register for', async () => {
    stubFetch(() => envelopeResponse(null, 404, 'There is no upcoming webinar to register for.'));
    renderWithProviders(<WebinarRegistrationForm />);
    await fillAndRegister('Asha', 'asha@example.com');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('There is no upcoming webinar to register for.'),
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.com');
  });
});
