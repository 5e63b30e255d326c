import { useId, useState, type MouseEvent } from 'react';
import { styled } from '@mui/material/styles';
import type { Notification } from '@neetmentor/contract';
import { lazyOnFirstOpen } from '../lib/lazy-on-first-open.tsx';
import { BellIcon } from './account-icons.tsx';
import { useTranslation } from 'react-i18next';

// The panel, with MUI's Popover and Modal (about 9 KB gzip), is fetched when the bell is first opened.
const NotificationPanel = lazyOnFirstOpen(
  () => import('./notification-panel.tsx').then((m) => m.NotificationPanel),
  (props) => props.anchor !== null,
);

interface NotificationBellProps {
  /** Newest first, as the server sends them. */
  notifications: readonly Notification[];
  /** Marks everything read on the server; the caller re-fetches afterwards. */
  onMarkRead: () => void;
}

const BellButton = styled('button')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: '50%',
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  cursor: 'pointer',
  '&:hover': { background: theme.palette.primary.light },
}));

const Dot = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 8,
  right: 9,
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: '#d32f2f',
  boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
}));

/**
 * The bell of the spec (part 1 §4): a red dot while anything is unread; opening the panel marks
 * everything read when the newest notification is unread.
 */
export function NotificationBell({ notifications, onMarkRead }: NotificationBellProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Kept from the moment of opening, so what was new stays highlighted after the read call re-fetches.
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const hasUnread = notifications.some((notification) => !notification.isRead);

  function toggle(event: MouseEvent<HTMLButtonElement>) {
    if (anchor) {
      setAnchor(null);
      return;
    }
    setAnchor(event.currentTarget);
    setNewIds(new Set(notifications.filter((item) => !item.isRead).map((item) => item._id)));
    if (notifications[0] && !notifications[0].isRead) onMarkRead();
  }

  return (
    <>
      <BellButton
        type="button"
        aria-label={hasUnread ? t('notifications.labelUnread') : t('notifications.label')}
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={toggle}
      >
        <BellIcon size={24} />
        {hasUnread && <Dot data-testid="unread-dot" />}
      </BellButton>
      <NotificationPanel
        notifications={notifications}
        anchor={anchor}
        panelId={panelId}
        newIds={newIds}
        onClose={() => setAnchor(null)}
      />
    </>
  );
}
