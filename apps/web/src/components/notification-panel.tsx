import { useId, useRef } from 'react';
import Popover from '@mui/material/Popover';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime, type Notification } from '@neetmentor/contract';
import { useLanguage } from '../i18n/language.ts';

const Panel = styled('section')(({ theme }) => ({
  width: 'min(360px, calc(100vw - 24px))',
  maxHeight: 'min(440px, 70dvh)',
  overflowY: 'auto',
  padding: theme.spacing(1.5, 0),
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
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

export interface NotificationPanelProps {
  /** Newest first, as the server sends them. */
  notifications: readonly Notification[];
  /** The bell the panel hangs from; the panel is open while there is one. */
  anchor: HTMLElement | null;
  /** The panel's id, which the bell names in `aria-controls`. */
  panelId: string;
  /** What was unread when the panel opened, highlighted while it stays open. */
  newIds: ReadonlySet<string>;
  onClose: () => void;
}

/** The bell's panel: the notifications, newest first, in a popover under the bell. */
export function NotificationPanel({
  notifications,
  anchor,
  panelId,
  newIds,
  onClose,
}: NotificationPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  // The panel is the part that scrolls: focusable and focused once shown, so the arrow keys, Page Up/Down
  // and Space scroll a long list for someone without a mouse (the popover would otherwise hold the focus).
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { mt: 1, borderRadius: 3 } },
        transition: { onEntered: () => panel.current?.focus() },
      }}
    >
      <Panel ref={panel} id={panelId} aria-labelledby={headingId} tabIndex={0}>
        <Heading id={headingId}>{t('notifications.heading')}</Heading>
        {notifications.length === 0 ? (
          <Empty>{t('notifications.empty')}</Empty>
        ) : (
          <List>
            {notifications.map((notification) => (
              <Item key={notification._id} data-unread={newIds.has(notification._id) || !notification.isRead}>
                <Message>{notification.message}</Message>
                <Time dateTime={notification.createdAt}>
                  {formatIstDateTime(notification.createdAt, language)}
                </Time>
              </Item>
            ))}
          </List>
        )}
      </Panel>
    </Popover>
  );
}
