import { useEffect } from 'react';
import { Link } from 'react-router';
import Avatar from '@mui/material/Avatar';
import { styled } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { useStudentDetails } from '../../features/student/api/get-student-details.ts';
import { useReadNotifications } from '../../features/student/api/read-notifications.ts';
import { ApiError } from '../../lib/api-client.ts';
import { clearAuth } from '../../lib/auth-storage.ts';
import { MOBILE_MAX_WIDTH } from './header-media.ts';
import { MENU_ID, type HeaderMenuControls } from './public-header.tsx';

interface StudentHeaderAccountProps extends HeaderMenuControls {
  studentId: string;
}

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
const PictureButton = styled('button')(pictureControlStyles);

/**
 * A student's corner of the public header (spec part 1 §2): the bell and the profile picture. The picture
 * opens the profile on wide screens; at 768px and below it opens the menu, which holds a Profile link.
 */
export function StudentHeaderAccount({ studentId, isMenuOpen, toggleMenu }: StudentHeaderAccountProps) {
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const details = useStudentDetails(studentId);
  const readNotifications = useReadNotifications(studentId);
  const student = details.data;

  // A 401 already ended the session in the api client; an account that is gone or not a student's
  // ends it here. A network failure keeps it: a slow connection must not log anyone out.
  useEffect(() => {
    if (details.error instanceof ApiError && [403, 404].includes(details.error.statusCode)) clearAuth();
  }, [details.error]);

  const picture = (
    <Avatar
      src={student?.profilePicture ?? undefined}
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
      {isPhone ? (
        <PictureButton
          type="button"
          aria-label="Account menu"
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
          onClick={toggleMenu}
        >
          {picture}
        </PictureButton>
      ) : (
        <PictureLink to="/student-profile" aria-label="My profile">
          {picture}
        </PictureLink>
      )}
    </Root>
  );
}
