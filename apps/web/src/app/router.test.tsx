import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes, type RouteObject } from 'react-router';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPagePath, NOT_FOUND_PATH, ROUTES } from '@neetmentor/contract';
import { mentorSummary, sessionPage } from '../test/mentor-session-fixtures.ts';
import { envelopeResponse, renderWithProviders, stubFetch } from '../test/render.tsx';
import { clearStorages, signInAs } from '../test/session.ts';
import { AppRoutes, appRoutes } from './router.tsx';

// The chat screens open a realtime connection: a stand-in plays the server, no network attempt is made.
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('../test/fake-socket.ts');
  return { io: vi.fn(() => new FakeSocket() as unknown as Socket) };
});

/** Every address the route tree answers with a page: a layout's own path counts through its index page. */
function routedPatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.index ? parent : (route.path ?? parent);
    const children = routedPatterns(route.children ?? [], own);
    return route.index || (route.path && !route.children?.some((child) => child.index))
      ? [own, ...children]
      : children;
  });
}

/** Whether the router shows a page for the address, rather than its not-found catch-all. */
function routesToPage(address: string): boolean {
  const leaf = matchRoutes(appRoutes, address)?.at(-1)?.route;
  return leaf !== undefined && leaf.path !== '*';
}

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

/** What the dashboards' calls answer: the account's details, the mentor's figures, and empty lists. */
function dashboardAnswer(url: string): unknown {
  if (url.endsWith('/admin/admin-details')) return ADMIN;
  if (url.endsWith('/mentors/mentor-details')) return MENTOR;
  if (url.endsWith('/mentors/dashboard-summary')) return mentorSummary();
  if (url.endsWith('/referred/all')) return [];
  return sessionPage([]);
}

describe('AppRoutes', () => {
  afterEach(clearStorages);

  it('routes exactly the pages of the route table', () => {
    expect(new Set(routedPatterns(appRoutes))).toEqual(new Set(Object.values(ROUTES)));
  });

  it('gives every leaf route something to render, as React Router expects of the route an address ends on', () => {
    const leaves = (routes: RouteObject[]): RouteObject[] =>
      routes.flatMap((route) => (route.children ? leaves(route.children) : [route]));
    const silent = leaves(appRoutes).filter(
      (route) => route.element === undefined && !route.Component && !route.lazy,
    );
    expect(silent.map((route) => route.path ?? '(index)')).toEqual([]);
    expect(matchRoutes(appRoutes, '/student-profile/m-1')?.at(-1)?.route.element).toBeNull();
  });

  it('agrees with the server on which addresses are pages', () => {
    const addresses = [
      ...Object.values(ROUTES).map((pattern) => pattern.replace(/:\w+/g, 'x1')),
      '/About-Us',
      '/about-us/',
      NOT_FOUND_PATH,
      '/no-such-page',
      '/about-us/more',
      '/student-profile/a/b',
      '/mentor-dashboard/nothing',
      '/admin',
      '/single-mentor/a/b',
    ];
    for (const address of addresses) expect(routesToPage(address), address).toBe(isPagePath(address));
  });

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
    stubFetch((url) => envelopeResponse(dashboardAnswer(url)));
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
