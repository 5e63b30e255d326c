import { act, screen } from '@testing-library/react';
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

  it('clears storage and sends a mentor away from student pages', async () => {
    signInAs('mentor', 'm-1');
    renderGuarded('student', '/student-profile');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(readStoredAuth()).toEqual(EMPTY);
  });

  it('clears storage when the token belongs to someone other than the stored id', async () => {
    saveAuth({ auth: tokenFor({ id: 'm-2' }), userId: 'm-1', userType: 'Mentor' }, true);
    renderGuarded('mentor', '/mentor-dashboard');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(readStoredAuth()).toEqual(EMPTY);
  });

  it('keeps admins to the admin id: a student token is refused', async () => {
    signInAs('student', 's-1');
    renderGuarded('admin', '/admin-dashboard');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(readStoredAuth()).toEqual(EMPTY);
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
