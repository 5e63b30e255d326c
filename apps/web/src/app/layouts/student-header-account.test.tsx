import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { isStudentProfileTabState } from '../../lib/student-profile-tab.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudentProfile } from '@neetmentor/contract';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../test/render.tsx';
import { clearStorages, signInAs } from '../../test/session.ts';
import { PublicLayout } from './public-layout.tsx';

function profile(isRead: boolean): StudentProfile {
  return {
    _id: 's-1',
    username: 'riyasharma1234',
    firstName: 'Riya',
    lastName: 'Sharma',
    email: 'riya@example.com',
    number: null,
    gender: null,
    currentClass: '12th',
    profilePicture: '/uploads/riya.webp',
    dateOfBirth: null,
    guardian: null,
    notifications: [
      { _id: 'n1', message: 'Welcome to the platform', isRead, createdAt: '2025-03-05T11:00:00.000Z' },
    ],
  };
}

/** Stands in for the profile page: says which tab the router state asked for. */
function ProfileStandIn() {
  const { state } = useLocation();
  return <p>Profile page, tab {isStudentProfileTabState(state) ? state.tab : 'default'}</p>;
}

function renderLayout() {
  renderWithProviders(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/student-profile" element={<ProfileStandIn />} />
      </Route>
    </Routes>,
  );
}

describe('student header account', () => {
  afterEach(clearStorages);

  it('shows guests the Login and Signup links', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Login', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });

  it('shows a student the bell and picture, and reads notifications on opening', async () => {
    const user = userEvent.setup();
    signInAs('student', 's-1');
    let read = false;
    const urls: string[] = [];
    stubFetch((url) => {
      urls.push(url);
      if (url.endsWith('/read-notifications')) {
        read = true;
        return envelopeResponse(null);
      }
      return envelopeResponse(profile(read));
    });
    renderLayout();

    const bell = await screen.findByRole('button', { name: 'Notifications, some unread' });
    expect(screen.getByTestId('unread-dot')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login', hidden: true })).toBeNull();
    // jsdom has no media queries, so the picture behaves as on a wide screen: it links to the profile.
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/student-profile');
    // The chat link leads to the profile's Chats tab (the tab travels in the router state).
    expect(screen.getByRole('link', { name: 'Chats' }).getAttribute('href')).toBe('/student-profile');

    await user.click(bell);
    expect(await screen.findByText('Welcome to the platform')).toBeTruthy();
    // The open panel is modal, so the rest of the page is hidden from the accessibility tree meanwhile.
    await screen.findByRole('button', { name: 'Notifications', hidden: true });
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    expect(urls).toEqual([
      '/api/v1/students/student-details',
      '/api/v1/students/read-notifications',
      '/api/v1/students/student-details',
    ]);
  });

  it('opens the menu with Profile and Chats links from the picture at 768px and below', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 768px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    signInAs('student', 's-1');
    stubFetch(() => envelopeResponse(profile(true)));
    renderLayout();

    const picture = await screen.findByRole('button', { name: 'Account menu' });
    expect(picture.getAttribute('aria-expanded')).toBe('false');
    await user.click(picture);
    expect(picture.getAttribute('aria-expanded')).toBe('true');
    const menu = within(document.getElementById('site-menu') as HTMLElement);
    expect(menu.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/student-profile');
    // The narrowest phones have no chat icon in the bar; the menu's link leads to the Chats tab instead.
    await user.click(menu.getByRole('link', { name: 'Chats' }));
    expect(await screen.findByText('Profile page, tab chats')).toBeTruthy();
  });
});
