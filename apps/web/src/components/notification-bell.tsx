import { useId, useState, type MouseEvent } from 'react';
import Popover from '@mui/material/Popover';
import { styled } from '@mui/material/styles';
import { formatIstDateTime, type Notification } from '@neetmentor/contract';
import { BellIcon } from './account-icons.tsx';

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

const Panel = styled('section')(({ theme }) => ({
  width: 'min(360px, calc(100vw - 24px))',
  maxHeight: 'min(440px, 70dvh)',
  overflowY: 'auto',
  padding: theme.spacing(1.5, 0),
}));

const Heading = styled('h2')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(0, 2, 1),
  fontSize: '1rem',
  fontWeight: 800,
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

const Item = styled('li')(({ theme }) => ({
  display: 'grid',
  gap: 4,
  padding: theme.spacing(1.25, 2),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '&:last-of-type': { borderBottom: 0 },
  '&[data-unread="true"]': { background: theme.palette.primary.light },
}));

const Message = styled('p')({ margin: 0, fontSize: '0.9375rem', lineHeight: 1.45 });

const Time = styled('time')(({ theme }) => ({ color: theme.palette.text.secondary, fontSize: '0.8125rem' }));

const Empty = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(3, 2),
  color: theme.palette.text.secondary,
  textAlign: 'center',
}));

/**
 * The bell of the spec (part 1 §4): a red dot while anything is unread; opening the panel marks
 * everything read when the newest notification is unread.
 */
export function NotificationBell({ notifications, onMarkRead }: NotificationBellProps) {
  const panelId = useId();
  const headingId = useId();
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
        aria-label={hasUnread ? 'Notifications, some unread' : 'Notifications'}
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={toggle}
      >
        <BellIcon size={24} />
        {hasUnread && <Dot data-testid="unread-dot" />}
      </BellButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, borderRadius: 3 } } }}
      >
        <Panel id={panelId} aria-labelledby={headingId}>
          <Heading id={headingId}>Notifications</Heading>
          {notifications.length === 0 ? (
            <Empty>No notifications yet</Empty>
          ) : (
            <List>
              {notifications.map((notification) => (
                <Item
                  key={notification._id}
                  data-unread={newIds.has(notification._id) || !notification.isRead}
                >
                  <Message>{notification.message}</Message>
                  <Time dateTime={notification.createdAt}>{formatIstDateTime(notification.createdAt)}</Time>
                </Item>
              ))}
            </List>
          )}
        </Panel>
      </Popover>
    </>
  );
}
