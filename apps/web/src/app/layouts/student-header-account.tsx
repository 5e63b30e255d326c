import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Avatar from '@mui/material/Avatar';
import { styled } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ROUTES, type ErrorCode } from '@neetmentor/contract';
import { ChatIcon } from '../../components/account-icons.tsx';
import { CloseIcon, MenuIcon } from '../../components/icons.tsx';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { useStudentDetails } from '../../features/student/api/get-student-details.ts';
import { useReadNotifications } from '../../features/student/api/read-notifications.ts';
import { hasErrorCode } from '../../lib/api-client.ts';
import { useDataSaver } from '../../lib/data-saver.tsx';
import { clearAuth } from '../../lib/auth-storage.ts';
import { CHATS_TAB } from '../../lib/student-profile-tab.ts';
import { useLiveUpdates } from '../../lib/use-live-updates.ts';
import { MOBILE_MAX_WIDTH, NARROW_PHONE_MEDIA } from './header-media.ts';
import { MENU_ID, type HeaderMenuControls } from './public-header.tsx';

interface StudentHeaderAccountProps extends HeaderMenuControls {
  studentId: string;
}

/** Answers saying the stored session is not a student's own account any more. */
const ACCOUNT_GONE: readonly ErrorCode[] = ['FORBIDDEN', 'NOT_YOURS', 'NOT_FOUND'];

const Root = styled('div')({ display: 'flex', alignItems: 'center', gap: 8 });

const pictureControlStyles = {
  display: 'inline-flex',
  padding: 2,
  border: '2px solid #0b5fa5',
  borderRadius: '50%',
  background: 'none',
  cursor: 'pointer',
} as const;

const PictureLink = styled(Link)(pictureControlStyles);

const ChatLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  color: theme.palette.text.primary,
  '&:hover': { background: theme.palette.primary.light },
  // The menu's Chats link stands in (public-layout.tsx).
  [NARROW_PHONE_MEDIA]: { display: 'none' },
}));

const PictureButton = styled('button')({ ...pictureControlStyles, position: 'relative' });

/** Marks the picture as the menu's button too: on phones it stands in for the separate menu button. */
const MenuBadge = styled('span')({
  position: 'absolute',
  right: -6,
  bottom: -6,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  border: '2px solid #ffffff',
  borderRadius: '50%',
  background: '#14213d',
  color: '#ffffff',
});

/**
 * A student's corner of the public header (spec part 1 §2): the bell, the chat link (to the Chats tab)
 * and the profile picture. The picture
 * opens the profile on wide screens; at 768px and below it opens the menu, which holds a Profile link, and
 * takes the place of the menu button (two buttons for one menu left the brand no room on a phone).
 * Wherever a signed-in student is, in their area or on a public page, their screens and bell follow
 * bookings live.
 */
export function StudentHeaderAccount({ studentId, isMenuOpen, toggleMenu }: StudentHeaderAccountProps) {
  useLiveUpdates();
  const { t } = useTranslation('layout');
  const dataSaver = useDataSaver();
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const details = useStudentDetails(studentId);
  const readNotifications = useReadNotifications(studentId);
  const student = details.data;

  // A 401 already ended the session in the api client; an account that is gone or not a student's
  // ends it here. A network failure keeps it: a slow connection must not log anyone out.
  useEffect(() => {
    if (ACCOUNT_GONE.some((code) => hasErrorCode(details.error, code))) clearAuth();
  }, [details.error]);

  const picture = (
    <Avatar
      // In data-saver mode the initial stands in: the picture is a control here, so there is no tap to load it.
      src={dataSaver.on ? undefined : (student?.profilePicture ?? undefined)}
      alt=""
      sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '1rem' }}
    >
      {student?.firstName.charAt(0).toUpperCase()}
    </Avatar>
  );

  return (
    <Root>
      <NotificationBell
        notifications={student?.notifications ?? []}
        onMarkRead={() => readNotifications.mutate()}
      />
      <ChatLink to={ROUTES.studentProfile} state={CHATS_TAB} aria-label={t('studentAccount.chats')}>
        <ChatIcon size={22} />
      </ChatLink>
      {isPhone ? (
        <PictureButton
          type="button"
          aria-label={t('studentAccount.accountMenu')}
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
          onClick={toggleMenu}
        >
          {picture}
          <MenuBadge>{isMenuOpen ? <CloseIcon size={12} /> : <MenuIcon size={12} />}</MenuBadge>
        </PictureButton>
      ) : (
        <PictureLink to={ROUTES.studentProfile} aria-label={t('studentAccount.myProfile')}>
          {picture}
        </PictureLink>
      )}
    </Root>
  );
}
