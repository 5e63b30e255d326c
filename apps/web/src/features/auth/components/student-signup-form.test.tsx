import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { StudentSignupForm } from './student-signup-form.tsx';

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Riya');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Sharma');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Riya@Example.com');
  await user.type(screen.getByLabelText('Password *'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm Password *'), 'Secret@123');
}

describe('StudentSignupForm', () => {
  it('keeps Sign Up inactive until the terms and refund policy are accepted', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudentSignupForm onTypedBeforeHydration={() => undefined} />);
    const signUp = screen.getByRole('button', { name: 'Sign Up' });
    expect(signUp.hasAttribute('disabled')).toBe(true);

    const terms = screen.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ });
    expect(screen.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe(
      '/terms-condition',
    );
    expect(screen.getByRole('link', { name: 'Refund Policy' }).getAttribute('href')).toBe('/refund-policy');

    await user.click(terms);
    expect(signUp.hasAttribute('disabled')).toBe(false);
    await user.click(terms);
    expect(signUp.hasAttribute('disabled')).toBe(true);
  });

  it('creates the account, verifies the e-mail code and shows Account Created', async () => {
    const user = userEvent.setup();
    const calls: { url: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      calls.push({ url, body: JSON.parse(String(init?.body)) });
      return url.endsWith('/create-account') ? envelopeResponse('new-student-id') : envelopeResponse(null);
    });
    renderWithProviders(<StudentSignupForm onTypedBeforeHydration={() => undefined} />);

    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const codeField = await screen.findByLabelText('Verification code');
    expect(calls[0]).toEqual({
      url: '/api/v1/students/create-account',
      body: {
        firstName: 'Riya',
        lastName: 'Sharma',
        email: 'riya@example.com',
        password: 'Secret@123',
        confirmPassword: 'Secret@123',
        referralCode: null,
        check: true,
      },
    });

    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Your account has been successfully created!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account Created' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows the server’s field errors by their fields', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      envelopeResponse(
        { errors: [{ path: 'referralCode', message: 'This referral code does not exist.' }] },
        400,
        'Invalid input',
      ),
    );
    renderWithProviders(<StudentSignupForm onTypedBeforeHydration={() => undefined} />);
    await fillForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Referral Code (optional)' }), 'NOPE');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('This referral code does not exist.')).toBeTruthy();
  });
});
