import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPost } from '../lib/api-client.ts';
import { readStoredAuth, saveAuth } from '../lib/auth-storage.ts';
import { isSessionEndedState, useSignedIn } from '../lib/signed-in.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../test/render.tsx';
import { clearStorages, signInAs, tokenFor } from '../test/session.ts';
import { RequireSession } from './require-session.tsx';

function Private() {
  const { id } = useSignedIn();
  return <p>Private page of {id}</p>;
}

function SignIn() {
  const location = useLocation();
  return <p>{isSessionEndedState(location.state) ? 'Sign in again' : 'Sign in'}</p>;
}

function renderGuarded(role: 'student' | 'mentor' | 'admin', route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/login" element={<SignIn />} />
      <Route path="/admin/login" element={<p>Admin sign in</p>} />
      <Route
        path={route}
        element={
          <RequireSession role={role}>
            <Private />
          </RequireSession>
        }
      />
    </Routes>,
    { route },
  );
}

const EMPTY = { auth: null, userId: null, userType: null, adminId: null };

describe('RequireSession', () => {
  afterEach(clearStorages);

  it.each([
    ['student', '/student-profile'],
    ['mentor', '/mentor-dashboard'],
    ['admin', '/admin-dashboard'],
  ] as const)('lets a %s with a matching token in', async (role, route) => {
    signInAs(role, `${role}-1`);
    renderGuarded(role, route);
    expect(await screen.findByText(`Private page of ${role}-1`)).toBeTruthy();
  });

  it('sends a visitor without a session home', async () => {
    renderGuarded('student', '/student-profile');
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('keeps a mentor signed in on a student page and says which account is signed in', async () => {
    const user = userEvent.setup();
    const token = signInAs('mentor', 'm-1');
    stubFetch((url) =>
      url.endsWith('/mentors/mentor-details')
        ? envelopeResponse({ _id: 'm-1', email: 'mentor@example.com', notifications: [] })
        : envelopeResponse(null),
    );
    renderGuarded('student', '/student-profile');

    expect(await screen.findByRole('heading', { name: 'This page is for students' })).toBeTruthy();
    expect(await screen.findByText('mentor@example.com')).toBeTruthy();
    expect(screen.getByText(/You are signed in with a/).textContent).toBe(
      'You are signed in with a mentor account mentor@example.com.',
    );
    expect(screen.getByRole('link', { name: 'Go to your mentor dashboard' }).getAttribute('href')).toBe(
      '/mentor-dashboard',
    );
    expect(screen.queryByText(/Private page/)).toBeNull();
    expect(readStoredAuth()).toEqual({ auth: token, userId: 'm-1', userType: 'Mentor', adminId: null });

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sign in')).toBeTruthy();
    expect(readStoredAuth()).toEqual(EMPTY);
  });

  it('keeps an admin signed in on a mentor page, with a frame of its own', async () => {
    const token = signInAs('admin', 'a-1');
    stubFetch(() => envelopeResponse({ id: 'a-1', name: 'Ops', email: 'admin@example.com' }));
    renderWithProviders(
      <Routes>
        <Route
          path="/mentor-dashboard"
          element={
            <RequireSession role="mentor" standalone>
              <Private />
            </RequireSession>
          }
        />
      </Routes>,
      { route: '/mentor-dashboard' },
    );

    expect(await screen.findByRole('heading', { name: 'This page is for mentors' })).toBeTruthy();
    expect(await screen.findByText('admin@example.com')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the admin dashboard' }).getAttribute('href')).toBe(
      '/admin-dashboard',
    );
    expect(readStoredAuth()).toEqual({ auth: token, userId: null, userType: null, adminId: 'a-1' });
  });

  it('clears storage when the token belongs to someone other than the stored id', async () => {
    saveAuth({ auth: tokenFor({ id: 'm-2' }), userId: 'm-1', userType: 'Mentor' }, true);
    renderGuarded('mentor', '/mentor-dashboard');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(readStoredAuth()).toEqual(EMPTY);
  });

  it('keeps admins to the admin id: a student is shown whose session this is, and stays signed in', async () => {
    signInAs('student', 's-1');
    stubFetch(() => envelopeResponse({ _id: 's-1', email: 'student@example.com', notifications: [] }));
    renderGuarded('admin', '/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'This page is for admins' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe(
      '/student-profile',
    );
    expect(readStoredAuth().userType).toBe('Student');
  });

  it('sends the user to sign in again when the server ends the session', async () => {
    signInAs('student', 's-1');
    renderGuarded('student', '/student-profile');
    await screen.findByText('Private page of s-1');

    stubFetch(() => envelopeResponse(null, 401, 'Your session has ended. Please log in again.'));
    await act(() => apiPost('/students/student-details', { id: 's-1' }).catch(() => undefined));

    expect(await screen.findByText('Sign in again')).toBeTruthy();
    expect(readStoredAuth()).toEqual(EMPTY);
  });

  it('sends an admin whose session ended to the admin sign-in', async () => {
    signInAs('admin', 'a-1');
    renderGuarded('admin', '/admin-dashboard');
    await screen.findByText('Private page of a-1');

    stubFetch(() => envelopeResponse(null, 401, 'Your session has ended. Please log in again.'));
    await act(() => apiPost('/admin/admin-details', { id: 'a-1' }).catch(() => undefined));

    expect(await screen.findByText('Admin sign in')).toBeTruthy();
  });
});
