import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { paths, ROUTES } from '@neetmentor/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { ChatScreen } from '../components/chat-screen.tsx';

const Empty = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(4, 2),
  textAlign: 'center',
}));

const EmptyTitle = styled('p')({ margin: 0, fontSize: '1.125rem', fontWeight: 700 });

const EmptyText = styled('p')(({ theme }) => ({
  margin: 0,
  maxWidth: '46ch',
  color: theme.palette.text.secondary,
}));

/** The Chats tab of /student-profile and /student-profile/:id (spec part 1 §2, part 2 §2). */
export function StudentChats() {
  const { id } = useSignedIn();
  const { t } = useTranslation('chat');
  return (
    <ChatScreen
      me={id}
      role="student"
      listPath={ROUTES.studentProfile}
      linkTo={paths.studentChat}
      // Scrolled into view when a conversation opens, the box fills the screen below the site header.
      height="calc(100dvh - 96px)"
      revealOnOpen
      emptyList={
        <Empty>
          <EmptyTitle>{t('studentEmpty.title')}</EmptyTitle>
          <EmptyText>{t('studentEmpty.text')}</EmptyText>
          <ButtonLink to={ROUTES.searchMentor}>{t('studentEmpty.findMentor')}</ButtonLink>
        </Empty>
      }
    />
  );
}
