import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import { paths, ROUTES } from '@neetmentor/contract';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { usePageHead } from '../../../lib/page-head.ts';
import { ChatScreen } from '../components/chat-screen.tsx';

const Title = styled('h1')(({ theme }) => ({
  ...theme.typography.h1,
  margin: theme.spacing(0, 0, 2),
  fontSize: 'clamp(1.5rem, 1.3rem + 0.8vw, 1.875rem)',
}));

const Empty = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(4, 2),
  color: theme.palette.text.secondary,
  textAlign: 'center',
}));

/** /mentor-dashboard/chat and /mentor-dashboard/chat/:id (spec part 2 §2): conversations and chat pane. */
export function MentorChatPage() {
  const { t } = useTranslation('chat');
  usePageHead({ title: t('mentorPage.title') });
  const { id } = useSignedIn();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1, sm: 2 } }}>
      <Title>{t('mentorPage.title')}</Title>
      <ChatScreen
        me={id}
        role="mentor"
        listPath={ROUTES.mentorChats}
        linkTo={paths.mentorChat}
        // The dashboard header (64 px), the title and the page's padding stay in view above the box.
        height="calc(100dvh - 150px)"
        emptyList={<Empty>{t('mentorPage.empty')}</Empty>}
      />
    </Container>
  );
}
