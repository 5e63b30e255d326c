import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MentorProfile } from '@neetmentor/contract';
import { mentorAccount, notification } from '../../../test/mentor-account-fixtures.ts';
import { envelopeResponse, stubFetch } from '../../../test/render.tsx';
import { renderAsMentor } from '../../../test/render-as-mentor.tsx';
import { clearStorages } from '../../../test/session.ts';
import { NOTIFICATIONS_STEP, NotificationsPage } from './notifications-page.tsx';

/** mentor-details answers `account` (read-notifications marks it read); returns the calls made. */
function stubAccount(initial: MentorProfile) {
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
    return envelopeResponse(account);
  });
  return calls;
}

function renderPage() {
  renderAsMentor(<NotificationsPage />, '/mentor-dashboard/notifications');
}

describe('NotificationsPage', () => {
  afterEach(clearStorages);

  it('lists the notifications newest first, marks them read once, and keeps the new ones marked', async () => {
    const calls = stubAccount(
      mentorAccount({
        notifications: [
          notification('n3', false, 'New session request from riya'),
          notification('n2', false, 'A payout of ₹990 has been cleared'),
          notification('n1', true, 'Your application has been approved'),
        ],
      }),
    );
    renderPage();

    const list = await screen.findByRole('list', { name: 'Notifications, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'New session request from riya',
      'A payout of ₹990 has been cleared',
      'Your application has been approved',
    ]);
    await waitFor(() =>
      expect(calls.filter((url) => url === '/api/v1/mentors/read-notifications')).toHaveLength(1),
    );
    // The list re-fetched as read still shows what was new when the page opened.
    await waitFor(() =>
      expect(calls.filter((url) => url === '/api/v1/mentors/mentor-details')).toHaveLength(2),
    );
    expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([true, true, false]);
  });

  it('does not call read-notifications when everything is read', async () => {
    const calls = stubAccount(mentorAccount({ notifications: [notification('n1', true)] }));
    renderPage();

    await screen.findByText('Message n1');
    expect(calls).toEqual(['/api/v1/mentors/mentor-details']);
    expect(screen.queryByText('New')).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    stubAccount(mentorAccount({ notifications: [] }));
    renderPage();

    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a long history a screenful at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: NOTIFICATIONS_STEP + 3 }, (_, index) =>
      notification(`n${index}`, true),
    );
    stubAccount(mentorAccount({ notifications: many }));
    renderPage();

    const list = await screen.findByRole('list', { name: 'Notifications, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_STEP);
    await user.click(screen.getByRole('button', { name: 'Show older notifications (3 more)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_STEP + 3);
    expect(screen.queryByRole('button', { name: /Show older/ })).toBeNull();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch(() =>
      fail
        ? envelopeResponse(null, 500, 'An unexpected error occurred')
        : envelopeResponse(mentorAccount({ notifications: [notification('n1', true)] })),
    );
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your notifications could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Message n1')).toBeTruthy();
  });
});
