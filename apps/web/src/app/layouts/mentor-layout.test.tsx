import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MentorProfile } from '@neetmentor/contract';
import { mentorAccount, notification } from '../../test/mentor-account-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../test/render.tsx';
import { clearStorages, signInAs } from '../../test/session.ts';
import { MentorLayout } from './mentor-layout.tsx';

/** mentor-details answers `account`, which read-notifications marks read; returns the calls made. */
function stubMentor(initial: MentorProfile) {
  let account = initial;
  const calls: string[] = [];
  stubFetch((url) => {
    calls.push(url);
    if (url === '/api/v1/mentors/read-notifications') {
      account = {
        ...account,
        notifications: account.notifications.map((item) => ({ ...item, isRead: true })),
      };
      return envelopeResponse(null);
    }
    if (url === '/api/v1/mentors/logout') return envelopeResponse(null, 200, 'Logged out');
    return envelopeResponse(account);
  });
  return calls;
}

function renderShell(language: 'en' | 'hi' = 'en') {
  signInAs('mentor', 'm-1');
  renderWithProviders(
    <Routes>
      <Route path="/mentor-dashboard" element={<MentorLayout />}>
        <Route index element={<h1>Mentor home</h1>} />
      </Route>
      <Route path="/login" element={<h1>Login page</h1>} />
    </Routes>,
    { route: '/mentor-dashboard', language },
  );
}

describe('MentorLayout', () => {
  afterEach(clearStorages);

  it('has the spec’s header: Dashboard, the bell with its unread dot, the chat link and the photo', async () => {
    const user = userEvent.setup();
    const calls = stubMentor(mentorAccount({ notifications: [notification('n1', false, 'New request')] }));
    renderShell();

    const header = screen.getByRole('banner');
    expect(within(header).getByText('Dashboard')).toBeTruthy();
    expect(await within(header).findByText('Ananya Iyer')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Chats' }).getAttribute('href')).toBe(
      '/mentor-dashboard/chat',
    );
    expect(
      within(header).getByRole('link', { name: 'Ananya Iyer, Profile Settings' }).getAttribute('href'),
    ).toBe('/mentor-dashboard/profile-setting');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content');

    expect(screen.getByTestId('unread-dot')).toBeTruthy();
    await user.click(within(header).getByRole('button', { name: 'Notifications, some unread' }));
    expect(await screen.findByText('New request')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).toBeNull());
    expect(calls).toContain('/api/v1/mentors/read-notifications');
  });

  it('asks before logging out, and a confirmed logout ends the session and goes to /login', async () => {
    const user = userEvent.setup();
    const calls = stubMentor(mentorAccount());
    renderShell();
    await screen.findByText('Ananya Iyer');

    // jsdom has no media queries, so the shell is in its phone layout: the sidebar is a drawer.
    await user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Logout' })).toBeNull());
    expect(calls).not.toContain('/api/v1/mentors/logout');

    await user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Logout' })).getByRole('button', {
        name: 'Logout',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(calls).toContain('/api/v1/mentors/logout');
    expect(sessionStorage.getItem('auth')).toBeNull();
  });
});

describe('MentorLayout in Hindi', () => {
  afterEach(clearStorages);

  it('offers English in the top bar and names the links in Hindi', async () => {
    stubMentor(mentorAccount());
    renderShell('hi');

    const header = screen.getByRole('banner');
    const english = within(header).getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/mentor-dashboard');
    expect(english.getAttribute('hreflang')).toBe('en');
    expect(await within(header).findByRole('link', { name: 'Ananya Iyer, प्रोफ़ाइल सेटिंग' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'चैट' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सीधे मुख्य हिस्से पर जाएँ' })).toBeTruthy();
  });

  it('offers Hindi from the English pages', () => {
    stubMentor(mentorAccount());
    renderShell();
    const hindi = within(screen.getByRole('banner')).getByRole('link', { name: 'हिन्दी' });
    expect(hindi.getAttribute('href')).toBe('/hi/mentor-dashboard');
  });
});
