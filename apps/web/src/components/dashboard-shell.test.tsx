import { lazy } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DashboardShell } from './dashboard-shell.tsx';

function Page({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <button type="button">Something on {title}</button>
    </>
  );
}

// A page whose code arrives later, as the app's pages do: its heading appears after the navigation.
let releasePayments: () => void = () => undefined;
const LatePayments = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      releasePayments = () => resolve({ default: () => <Page title="Payments" /> });
    }),
);

/** The test screen is narrow: the sidebar is the drawer the menu button opens. */
function renderShell() {
  return renderWithProviders(
    <Routes>
      <Route
        element={
          <DashboardShell
            navLabel="Admin navigation"
            home="/admin"
            items={[
              { to: '/admin', label: 'Home', end: true },
              { to: '/admin/mentors', label: 'Mentors' },
              { to: '/admin/payments', label: 'Payments' },
            ]}
          />
        }
      >
        <Route path="/admin" element={<Page title="Home" />} />
        <Route path="/admin/mentors" element={<Page title="Mentors" />} />
        <Route path="/admin/payments" element={<LatePayments />} />
      </Route>
    </Routes>,
    { route: '/admin' },
  );
}

describe('DashboardShell', () => {
  it('moves the focus to the new page’s heading after a sidebar link', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'Home' });

    await user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    await user.click(await screen.findByRole('link', { name: 'Mentors' }));
    const mentors = await screen.findByRole('heading', { name: 'Mentors' });
    await waitFor(() => expect(document.activeElement).toBe(mentors));
    // Focusable by script, not a stop of its own for the Tab key.
    expect(mentors.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a page whose code loads later, then focuses its heading', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'Home' });

    await user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    await user.click(await screen.findByRole('link', { name: 'Payments' }));
    releasePayments();
    const payments = await screen.findByRole('heading', { name: 'Payments' });
    await waitFor(() => expect(document.activeElement).toBe(payments));
  });
});
