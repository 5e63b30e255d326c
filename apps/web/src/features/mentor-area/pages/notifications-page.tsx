import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatCount, formatIstDateTime, type Notification } from '@neetmentor/contract';
import { BellIcon } from '../../../components/account-icons.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { useMentorDetails } from '../api/get-mentor-details.ts';
import { useReadMentorNotifications } from '../api/read-mentor-notifications.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { useLanguage } from '../../../i18n/language.ts';

const List = styled('ol')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  maxWidth: 760,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Item = styled('li')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  '&[data-new="true"]': {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
  },
}));

const Message = styled('p')({ margin: 0, lineHeight: 1.5, overflowWrap: 'anywhere' });

const Meta = styled('p')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  margin: 0,
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

const NewBadge = styled('span')(({ theme }) => ({
  padding: '1px 8px',
  borderRadius: 999,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontSize: '0.75rem',
  fontWeight: 700,
}));

const Empty = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(1),
  maxWidth: 760,
  padding: theme.spacing(5, 2),
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: 16,
  background: theme.palette.background.paper,
  color: theme.palette.text.secondary,
  textAlign: 'center',
  '& p': { margin: 0 },
  '& strong': { color: theme.palette.text.primary },
}));

/** A long history is shown a screenful at a time: the newest matter, older ones are a tap away. */
export const NOTIFICATIONS_STEP = 20;

function NotificationList({ notifications }: { notifications: readonly Notification[] }) {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const { id } = useSignedIn();
  const { mutate: markRead } = useReadMentorNotifications(id);
  // What was unread when the page opened stays marked as new after the read call re-fetches the list.
  const [newIds] = useState<ReadonlySet<string>>(
    () => new Set(notifications.filter((item) => !item.isRead).map((item) => item._id)),
  );

  const [shownCount, setShownCount] = useState(NOTIFICATIONS_STEP);

  useEffect(() => {
    if (newIds.size > 0) markRead();
  }, [newIds, markRead]);

  if (notifications.length === 0) {
    return (
      <Empty>
        <BellIcon size={32} />
        <p>
          <strong>{t('notifications.empty')}</strong>
        </p>
        <p>{t('notifications.emptyHint')}</p>
      </Empty>
    );
  }
  const hidden = notifications.length - shownCount;
  return (
    <>
      <List aria-label={t('notifications.listLabel')}>
        {notifications.slice(0, shownCount).map((notification) => {
          const isNew = newIds.has(notification._id);
          return (
            <Item key={notification._id} data-new={isNew}>
              <Message>{notification.message}</Message>
              <Meta>
                {isNew && <NewBadge>{t('notifications.new')}</NewBadge>}
                <time dateTime={notification.createdAt}>
                  {formatIstDateTime(notification.createdAt, language)}
                </time>
              </Meta>
            </Item>
          );
        })}
      </List>
      {hidden > 0 && (
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => setShownCount((count) => count + NOTIFICATIONS_STEP)}
        >
          {t('notifications.showOlder', { hidden: formatCount(hidden, language) })}
        </Button>
      )}
    </>
  );
}

/** /mentor-dashboard/notifications: every notification, newest first; opening the page marks them read. */
export function NotificationsPage() {
  const { t } = useTranslation('mentor');
  const { id } = useSignedIn();
  const details = useMentorDetails(id);

  let content;
  if (details.isPending) content = <PageLoading />;
  else if (details.isError)
    content = (
      <LoadFailure
        what={t('notifications.loadFailed')}
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  else content = <NotificationList notifications={details.data.notifications} />;

  return (
    <DashboardPageFrame title={t('notifications.title')} lead={t('notifications.lead')}>
      {content}
    </DashboardPageFrame>
  );
}
