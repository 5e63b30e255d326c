import { lazy, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ERROR_MESSAGE } from '../lib/api-client.ts';
import { staleChunkRecovery } from '../lib/stale-chunk-recovery.ts';
import { renderWithProviders } from '../test/render.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** A page that throws while `broken.now` is true. */
function makeFlakyPage() {
  const broken = { now: true };
  function FlakyPage() {
    if (broken.now) throw new Error('cannot render');
    return <h1>Sessions</h1>;
  }
  return { broken, FlakyPage };
}

/** A layout with a navigation that stays usable while its page region shows the error page. */
function Layout() {
  return (
    <>
      <nav>
        <Link to="/help">Help</Link>
      </nav>
      <main>
        <RouteErrorBoundary home="/dashboard">
          <Outlet />
        </RouteErrorBoundary>
      </main>
    </>
  );
}

function renderArea(page: ReactNode) {
  renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route path="/sessions" element={page} />
        <Route path="/help" element={<h1>Help</h1>} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Route>
    </Routes>,
    { route: '/sessions' },
  );
}

describe('RouteErrorBoundary', () => {
  // React reports every error a boundary catches on the console.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the error page in the page’s place, its heading focused, the layout still there', async () => {
    const { FlakyPage } = makeFlakyPage();
    renderArea(<FlakyPage />);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('alert').textContent).toBe(DEFAULT_ERROR_MESSAGE);
    screen.getByRole('button', { name: 'Try again' });
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/dashboard');
    screen.getByRole('link', { name: 'Help' });
  });

  it('renders the page again on "Try again"', async () => {
    const { broken, FlakyPage } = makeFlakyPage();
    renderArea(<FlakyPage />);
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'Something went wrong' });
    broken.now = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Sessions' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the error when the user goes elsewhere by the layout’s links', async () => {
    const { FlakyPage } = makeFlakyPage();
    renderArea(<FlakyPage />);
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'Something went wrong' });
    await user.click(screen.getByRole('link', { name: 'Help' }));
    await screen.findByRole('heading', { name: 'Help' });
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('goes to the area’s home on "Go to home"', async () => {
    const { FlakyPage } = makeFlakyPage();
    renderArea(<FlakyPage />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Go to home' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
  });

  it('reloads the page on "Try again" when the page’s code failed to download', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const MissingPage = lazy(() => Promise.reject(chunkError));
    vi.spyOn(staleChunkRecovery, 'isChunkLoadError').mockImplementation((error) => error === chunkError);
    const reloadPage = vi.spyOn(staleChunkRecovery, 'reloadPage').mockImplementation(() => undefined);
    renderArea(<MissingPage />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows the loading bar, not the error page, while the page reloads for a new build', async () => {
    vi.spyOn(staleChunkRecovery, 'isReloading').mockReturnValue(true);
    const { FlakyPage } = makeFlakyPage();
    renderArea(<FlakyPage />);

    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('gives the error page a main landmark of its own where no layout is around it', async () => {
    const { FlakyPage } = makeFlakyPage();
    renderWithProviders(
      <RouteErrorBoundary home="/" standalone>
        <FlakyPage />
      </RouteErrorBoundary>,
    );
    const main = await screen.findByRole('main');
    expect(main.contains(screen.getByRole('heading', { name: 'Something went wrong' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });
});
