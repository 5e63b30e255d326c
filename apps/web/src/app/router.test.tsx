import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../test/render.tsx';
import { clearStorages, signInAs } from '../test/session.ts';
import { AppRoutes } from './router.tsx';

const MENTOR = {
  _id: 'm-1',
  mentorId: 'asha1234',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  profilePicture: null,
  notifications: [],
};
const ADMIN = { id: 'a-1', name: 'Platform Admin', email: 'admin@example.com', profilePicture: null };

describe('AppRoutes', () => {
  afterEach(clearStorages);

  it.each([
    ['/search-mentor', 'Find a Mentor'],
    ['/single-blog', 'Blog not found'],
    ['/terms-condition', 'Terms & Conditions'],
    ['/contact-us', 'Contact Us'],
  ])('shows %s inside the public layout', async (route, title) => {
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeTruthy();
  });

  it.each([
    ['/login', 'LOGIN AS STUDENT'],
    ['/signup', 'CREATE ACCOUNT AS STUDENT'],
    ['/login/forgot-password', 'Forgot Password'],
    ['/login/forgot-password/resetPassword/abc123', 'Reset Password'],
    ['/signup/mentor-signup/mentor-signup-success', 'Application Submitted'],
    ['/admin/login', 'Admin Login'],
  ])('shows %s in the standalone sign-in layout', async (route, title) => {
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Homepage' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeTruthy();
  });

  it.each([
    ['/mentor-dashboard', 'Dashboard', 'Mentor dashboard', 'Asha Verma'],
    ['/mentor-dashboard/chat/s-1', 'Chats', 'Mentor dashboard', 'Asha Verma'],
    ['/admin-dashboard/custom-referrals', 'All Custom Referrals', 'Admin dashboard', 'Platform Admin'],
  ])('shows %s in its dashboard shell', async (route, title, navigation, name) => {
    const user = userEvent.setup();
    if (route.startsWith('/admin')) signInAs('admin', ADMIN.id);
    else signInAs('mentor', MENTOR._id);
    stubFetch((url) => envelopeResponse(url.endsWith('/admin/admin-details') ? ADMIN : MENTOR));
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Dashboard', { selector: 'header p' })).toBeTruthy();
    expect(await screen.findByText(name)).toBeTruthy();

    // jsdom has no media queries, so the shell behaves as on a phone: the sidebar is a drawer.
    await user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    const sidebar = await screen.findByRole('navigation', { name: navigation });
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('answers unknown paths with a 404 page', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('renders the home page with its headline', async () => {
    stubFetch(() => envelopeResponse([]));
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personalised mentorship from NEET toppers' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
