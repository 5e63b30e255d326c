import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from '@mui/material/styles';
import { ROUTES } from '@neetmentor/contract';
import { BrandLogo } from '../components/brand-logo.tsx';
import { ButtonLink, buttonStyles } from '../components/button-link.tsx';
import { LogoutDialog } from '../components/logout-dialog.tsx';
import { adminDetailsQuery } from '../features/admin/api/get-admin-details.ts';
import { logoutAdmin } from '../features/admin/api/logout-admin.ts';
import { mentorDetailsQuery } from '../features/mentor-area/api/get-mentor-details.ts';
import { logoutMentor } from '../features/mentor-area/api/logout-mentor.ts';
import { studentDetailsQuery } from '../features/student/api/get-student-details.ts';
import { logoutStudent } from '../features/student/api/logout-student.ts';
import { usePageHead } from '../lib/page-head.ts';
import type { Session, SessionRole } from '../lib/session.ts';
import { SessionEndedRedirect } from './session-ended-redirect.tsx';

/** Each role's own area, its sign-in page and its logout call. */
const ROLE_AREAS: Record<
  SessionRole,
  { noun: string; home: string; homeLabel: string; signIn: string; logout: (id: string) => Promise<unknown> }
> = {
  student: {
    noun: 'student',
    home: ROUTES.studentProfile,
    homeLabel: 'Go to your profile',
    signIn: ROUTES.login,
    logout: logoutStudent,
  },
  mentor: {
    noun: 'mentor',
    home: ROUTES.mentorDashboard,
    homeLabel: 'Go to your mentor dashboard',
    signIn: ROUTES.login,
    logout: logoutMentor,
  },
  admin: {
    noun: 'admin',
    home: ROUTES.adminDashboard,
    homeLabel: 'Go to the admin dashboard',
    signIn: ROUTES.adminLogin,
    logout: logoutAdmin,
  },
};

const Frame = styled('div')(({ theme }) => ({
  minHeight: '100dvh',
  padding: theme.spacing(2, 0),
  background: theme.palette.background.default,
  '& > header': { padding: theme.spacing(0, 2) },
}));

const HomeLink = styled(Link)({ display: 'inline-flex', textDecoration: 'none', borderRadius: 8 });

const Card = styled('section')(({ theme }) => ({
  maxWidth: 560,
  // Clear of the screen's edges on a phone, in the public layout as in its own frame.
  margin: theme.spacing(4, 2),
  padding: theme.spacing(3, 2.5),
  borderRadius: 20,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 10px 30px rgba(20, 33, 61, 0.08)',
  [theme.breakpoints.up('sm')]: { margin: theme.spacing(6, 'auto'), padding: theme.spacing(4) },
}));

const Title = styled('h1')(({ theme }) => ({
  ...theme.typography.h2,
  margin: theme.spacing(0, 0, 1.5),
}));

const Text = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 1),
  color: theme.palette.text.secondary,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  '& strong': { color: theme.palette.text.primary },
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(3),
}));

const SignOutButton = styled('button')(({ theme }) => buttonStyles(theme, { variant: 'outlined' }));

/** The signed-in account's address, from its role's details call (the one its header uses, so shared). */
function useAccountEmail({ role, id }: Session): string | undefined {
  const student = useQuery({ ...studentDetailsQuery(id), enabled: role === 'student' });
  const mentor = useQuery({ ...mentorDetailsQuery(id), enabled: role === 'mentor' });
  const admin = useQuery({ ...adminDetailsQuery(id), enabled: role === 'admin' });
  return (student.data ?? mentor.data ?? admin.data)?.email;
}

function article(noun: string): string {
  return /^[aeiou]/.test(noun) ? 'an' : 'a';
}

interface OtherAccountNoticeProps {
  /** The valid session of a role other than the page's. */
  session: Session;
  /** The role the page is for. */
  wanted: SessionRole;
  /** Outside the public layout (the mentor and admin areas) the notice brings its own page frame. */
  standalone?: boolean;
}

/**
 * Someone signed in opened a page of another role (an admin following a mentor's link): the session is
 * kept, and the notice says whose it is, with the way to that account's own area and a sign-out that
 * leads to the sign-in this page needs.
 */
export function OtherAccountNotice({ session, wanted, standalone = false }: OtherAccountNoticeProps) {
  usePageHead({ title: 'Signed in with another account' });
  const [logoutOpen, setLogoutOpen] = useState(false);
  const email = useAccountEmail(session);
  const own = ROLE_AREAS[session.role];
  const needed = ROLE_AREAS[wanted];

  const notice = (
    <Card aria-labelledby="other-account-title">
      <Title id="other-account-title">{`This page is for ${needed.noun}s`}</Title>
      <Text>
        You are signed in with {article(own.noun)} <strong>{own.noun}</strong> account
        {email && (
          <>
            {' '}
            <strong>{email}</strong>
          </>
        )}
        .
      </Text>
      <Text>
        To open this page, sign out and sign in with {article(needed.noun)} {needed.noun} account.
      </Text>
      <Actions>
        <ButtonLink to={own.home}>{own.homeLabel}</ButtonLink>
        <SignOutButton type="button" onClick={() => setLogoutOpen(true)}>
          Sign out
        </SignOutButton>
      </Actions>
      <SessionEndedRedirect />
      <LogoutDialog
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        logout={() => own.logout(session.id)}
        redirectTo={needed.signIn}
      />
    </Card>
  );

  return standalone ? <StandaloneFrame>{notice}</StandaloneFrame> : notice;
}

function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <Frame>
      <header>
        <HomeLink to={ROUTES.home} aria-label="Home">
          <BrandLogo />
        </HomeLink>
      </header>
      <main>{children}</main>
    </Frame>
  );
}
