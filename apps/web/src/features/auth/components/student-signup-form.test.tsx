import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPrerendered } from '../../../test/prerender.tsx';
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

  it('checks before sending, and drops a message once its field is fixed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse('new-student-id'));
    renderWithProviders(<StudentSignupForm onTypedBeforeHydration={() => undefined} />);
    await fillForm(user);
    const confirm = screen.getByLabelText<HTMLInputElement>('Confirm Password *');
    await user.type(confirm, '!');
    await user.clear(screen.getByRole('textbox', { name: 'First Name' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Password and Confirm password do not match')).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(confirm, '{Backspace}');
    expect(screen.queryByText('Password and Confirm password do not match')).toBeNull();
    expect(screen.getByText('First name is required.')).toBeTruthy();
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

describe('StudentSignupForm before its scripts run', () => {
  it('sends what was typed and ticked into the server’s HTML before hydration', async () => {
    const calls: unknown[] = [];
    stubFetch((url, init) => {
      calls.push(JSON.parse(String(init?.body)));
      return envelopeResponse('new-student-id');
    });
    const typedBeforeHydration = vi.fn();
    const page = renderPrerendered(<StudentSignupForm onTypedBeforeHydration={typedBeforeHydration} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign Up' }).disabled).toBe(true);

    // The visitor types and ticks before React has started.
    screen.getByRole<HTMLInputElement>('textbox', { name: 'First Name' }).value = 'Riya';
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Last Name' }).value = 'Sharma';
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value = 'riya@example.com';
    screen.getByLabelText<HTMLInputElement>('Password *').value = 'Secret@123';
    screen.getByLabelText<HTMLInputElement>('Confirm Password *').value = 'Secret@123';
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Referral Code (optional)' }).value = 'NEET2026';
    screen.getByRole<HTMLInputElement>('checkbox', { name: /I agree/ }).checked = true;
    page.hydrate();

    expect(typedBeforeHydration).toHaveBeenCalledOnce();
    const terms = screen.getByRole<HTMLInputElement>('checkbox', { name: /I agree/ });
    expect(terms.checked).toBe(true);
    expect(terms.closest('.MuiCheckbox-root')?.classList.contains('Mui-checked')).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(calls).toEqual([
      {
        firstName: 'Riya',
        lastName: 'Sharma',
        email: 'riya@example.com',
        password: 'Secret@123',
        confirmPassword: 'Secret@123',
        referralCode: 'NEET2026',
        check: true,
      },
    ]);
  });

  it('leaves the tab alone when nothing was typed before hydration', () => {
    const typedBeforeHydration = vi.fn();
    const page = renderPrerendered(<StudentSignupForm onTypedBeforeHydration={typedBeforeHydration} />);
    page.hydrate();
    expect(typedBeforeHydration).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign Up' }).disabled).toBe(true);
  });

  it('shows progress the moment Sign Up is pressed, before its checks have run', async () => {
    const user = userEvent.setup();
    // The account's creation never answers: what the button shows is all the press did.
    const fetchMock = stubFetch(() => new Promise<Response>(() => undefined));
    renderWithProviders(<StudentSignupForm onTypedBeforeHydration={() => undefined} />);
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    // A synchronous press, read straight after: no waiting for the checks (whose code may still be on its
    // way) or for the call to go out.
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    const button = screen.getByRole('button', { name: 'Creating account…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
