import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@neetmentor/contract';
import { renderWithProviders } from '../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

function notification(id: string, isRead: boolean, message = `Message ${id}`): Notification {
  return { _id: id, message, isRead, createdAt: '2025-03-05T11:00:00.000Z' };
}

describe('NotificationBell', () => {
  it('shows the red dot while anything is unread', () => {
    const { rerender } = renderWithProviders(
      <NotificationBell
        notifications={[notification('n2', true), notification('n1', false)]}
        onMarkRead={vi.fn()}
      />,
    );
    expect(screen.getByTestId('unread-dot')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, some unread' })).toBeTruthy();

    rerender(
      <NotificationBell
        notifications={[notification('n2', true), notification('n1', true)]}
        onMarkRead={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('marks everything read on opening when the newest is unread, listing newest first', async () => {
    const user = userEvent.setup();
    const onMarkRead = vi.fn();
    renderWithProviders(
      <NotificationBell
        notifications={[
          notification('n2', false, 'Your session was accepted'),
          notification('n1', true, 'Welcome aboard'),
        ]}
        onMarkRead={onMarkRead}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Notifications/ }));

    expect(onMarkRead).toHaveBeenCalledTimes(1);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Your session was accepted',
      'Welcome aboard',
    ]);
    expect(items[0]?.querySelector('time')?.textContent).toBe('05 Mar 2025, 4:30 pm');
  });

  it('does not call the server when the newest is already read', async () => {
    const user = userEvent.setup();
    const onMarkRead = vi.fn();
    renderWithProviders(
      <NotificationBell notifications={[notification('n1', true)]} onMarkRead={onMarkRead} />,
    );
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Message n1')).toBeTruthy();
    expect(onMarkRead).not.toHaveBeenCalled();
  });

  it('says so when there are none', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell notifications={[]} onMarkRead={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });

  it('focuses the list on opening, so the keyboard scrolls it', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, index) => notification(`n${index}`, true));
    renderWithProviders(<NotificationBell notifications={many} onMarkRead={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));

    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(panel.tabIndex).toBe(0);
    await waitFor(() => expect(document.activeElement).toBe(panel));
  });
});
