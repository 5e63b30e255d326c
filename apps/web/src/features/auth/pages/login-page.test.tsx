import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPrerendered } from '../../../test/prerender.tsx';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, tokenFor } from '../../../test/session.ts';
import { LINKEDIN_FAILED_MESSAGE, LoginPage } from './login-page.tsx';

function StateProbe() {
  return <p>Academics page, state {JSON.stringify(useLocation().state)}</p>;
}

function renderLogin(route = '/login') {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/search-mentor" element={<p>Find a Mentor page</p>} />
      <Route path="/mentor-dashboard" element={<p>Mentor dashboard page</p>} />
    </Routes>,
    { route },
  );
}

async function logIn(user: ReturnType<typeof userEvent.setup>, rememberMe: boolean) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'riya@example.com');
  await user.type(screen.getByLabelText('Password *'), 'Secret@123');
  if (rememberMe) await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  afterEach(clearStorages);

  it('keeps a remembered student session in localStorage and goes to /search-mentor', async () => {
    const user = userEvent.setup();
    const token = tokenFor({ id: 's-1' });
    const fetchMock = stubFetch(() => envelopeResponse({ token, studentId: 's-1' }));
    renderLogin();

    await logIn(user, true);

    expect(await screen.findByText('Find a Mentor page')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'riya@example.com',
      password: 'Secret@123',
      rememberMe: true,
    });
    expect(localStorage.getItem('auth')).toBe(token);
    expect(localStorage.getItem('userId')).toBe('s-1');
    expect(localStorage.getItem('userType')).toBe('Student');
    expect(sessionStorage.getItem('auth')).toBeNull();
  });

  it('keeps a mentor session without Remember Me in sessionStorage and goes to /mentor-dashboard', async () => {
    const user = userEvent.setup();
    const token = tokenFor({ id: 'm-1' });
    const fetchMock = stubFetch(() => envelopeResponse({ token, mentorId: 'm-1' }));
    renderLogin();

    await user.click(screen.getByRole('tab', { name: 'Mentor' }));
    expect(screen.getByRole('heading', { name: 'LOGIN AS MENTOR' })).toBeTruthy();
    expect(screen.getByText('Only Verified mentors can login')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join Now as Mentor' }).getAttribute('href')).toBe('/signup');
    await logIn(user, false);

    expect(await screen.findByText('Mentor dashboard page')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/mentors/login');
    expect(sessionStorage.getItem('auth')).toBe(token);
    expect(sessionStorage.getItem('userType')).toBe('Mentor');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('shows the server’s refusal in the error dialog and clears the form', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      envelopeResponse(null, 403, 'Your application is under review. You can log in once it is approved.'),
    );
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Mentor' }));
    await logIn(user, false);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain(
      'Your application is under review. You can log in once it is approved.',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email', hidden: true }).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Password *').value).toBe('');
  });

  it('titles an application under review as such, not as an error', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      envelopeResponse(
        null,
        403,
        'Your application is under review. You can log in once it is approved.',
        'APPLICATION_NOT_APPROVED',
      ),
    );
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Mentor' }));
    await logIn(user, false);

    const dialog = await screen.findByRole('dialog', { name: 'Application under review' });
    expect(dialog.textContent).toContain('You can log in once it is approved.');
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });

  it('offers a rejected applicant the way to re-apply, which opens the academics page as a re-application', async () => {
    const user = userEvent.setup();
    const message =
      'Your mentor application was not approved. You can re-apply: send your academic details with a new NEET score card and college ID, and our team will review them again.';
    stubFetch(() => envelopeResponse(null, 403, message, 'APPLICATION_REJECTED'));
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup/mentor-signup" element={<StateProbe />} />
      </Routes>,
      { route: '/login' },
    );
    await user.click(screen.getByRole('tab', { name: 'Mentor' }));
    await logIn(user, false);

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Re-apply' }));
    expect(await screen.findByText('Academics page, state {"reapply":true}')).toBeTruthy();
  });

  it('remembers the last tab for the session', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Mentor' }));
    expect(sessionStorage.getItem('authTab')).toBe('Mentor');
  });

  it('opens on the tab chosen earlier in the session', () => {
    sessionStorage.setItem('authTab', 'Mentor');
    renderLogin();
    expect(screen.getByRole('tab', { name: 'Mentor', selected: true })).toBeTruthy();
  });

  it('explains a failed LinkedIn sign-in', () => {
    renderLogin('/login?signIn=failed');
    expect(screen.getByText(LINKEDIN_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password ?' }).getAttribute('href')).toBe(
      '/login/forgot-password',
    );
  });

  it('masks the password and shows it on request', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password *');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });
});

describe('LoginPage before its scripts run', () => {
  afterEach(clearStorages);

  it('logs in with what was typed and ticked into the server’s HTML before hydration', async () => {
    const token = tokenFor({ id: 's-1' });
    const fetchMock = stubFetch(() => envelopeResponse({ token, studentId: 's-1' }));
    const page = renderPrerendered(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/search-mentor" element={<p>Find a Mentor page</p>} />
      </Routes>,
      { route: '/login' },
    );
    const login = screen.getByRole<HTMLButtonElement>('button', { name: 'Login' });
    expect(login.disabled).toBe(true);

    // The visitor types and ticks before React has started.
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value = 'Riya@Example.com';
    screen.getByLabelText<HTMLInputElement>('Password *').value = 'Secret@123';
    screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember Me' }).checked = true;
    page.hydrate();

    const rememberMe = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember Me' });
    expect(rememberMe.checked).toBe(true);
    expect(rememberMe.closest('.MuiCheckbox-root')?.classList.contains('Mui-checked')).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Find a Mentor page')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'riya@example.com',
      password: 'Secret@123',
      rememberMe: true,
    });
    expect(localStorage.getItem('auth')).toBe(token);
  });

  it('stays on the tab typed into when the session remembers the other one', async () => {
    sessionStorage.setItem('authTab', 'Mentor');
    const token = tokenFor({ id: 's-1' });
    const fetchMock = stubFetch(() => envelopeResponse({ token, studentId: 's-1' }));
    const page = renderPrerendered(<LoginPage />, { route: '/login' });
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value = 'riya@example.com';
    screen.getByLabelText<HTMLInputElement>('Password *').value = 'Secret@123';
    page.hydrate();

    expect(screen.getByRole('tab', { name: 'Student', selected: true })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/students/login');
  });
});
