import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
  { home: string; signIn: string; logout: (id: string) => Promise<unknown> }
> = {
  student: { home: ROUTES.studentProfile, signIn: ROUTES.login, logout: logoutStudent },
  mentor: { home: ROUTES.mentorDashboard, signIn: ROUTES.login, logout: logoutMentor },
  admin: { home: ROUTES.adminDashboard, signIn: ROUTES.adminLogin, logout: logoutAdmin },
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
  const { t } = useTranslation();
  usePageHead({ title: t('otherAccount.pageTitle') });
  const [logoutOpen, setLogoutOpen] = useState(false);
  const email = useAccountEmail(session);
  const own = ROLE_AREAS[session.role];
  const needed = ROLE_AREAS[wanted];

  const notice = (
    <Card aria-labelledby="other-account-title">
      <Title id="other-account-title">{t('otherAccount.title', { wanted })}</Title>
      <Text>
        <Trans
          t={t}
          i18nKey="otherAccount.signedInAs"
          values={{ role: session.role, hasEmail: email ? 'yes' : 'no', email: email ?? '' }}
          components={{ strong: <strong /> }}
        />
      </Text>
      <Text>{t('otherAccount.signInAgain', { wanted })}</Text>
      <Actions>
        <ButtonLink to={own.home}>{t('otherAccount.home', { role: session.role })}</ButtonLink>
        <SignOutButton type="button" onClick={() => setLogoutOpen(true)}>
          {t('otherAccount.signOut')}
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
  const { t } = useTranslation();
  return (
    <Frame>
      <header>
        <HomeLink to={ROUTES.home} aria-label={t('otherAccount.homeLink')}>
          <BrandLogo />
        </HomeLink>
      </header>
      <main>{children}</main>
    </Frame>
  );
}
