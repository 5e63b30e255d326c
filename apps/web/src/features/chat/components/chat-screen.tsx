import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ConversationSummary } from '@neetmentor/contract';
import { PageLoading } from '../../../components/page-loading.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useConversations, type ChatRole } from '../api/get-conversations.ts';
import { useChatRealtime } from '../use-chat-realtime.ts';
import { ChatPane } from './chat-pane.tsx';
import { ConversationList } from './conversation-list.tsx';

/** From this width the pane sits beside the list; below it replaces the list (spec part 2 §2, §9). */
export const SIDE_BY_SIDE_MEDIA = '(min-width: 1280px)';

const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'height' && prop !== 'wide' })<{
  height: string;
  wide: boolean;
}>(({ theme, height, wide }) => ({
  display: 'grid',
  gridTemplateColumns: wide ? '340px minmax(0, 1fr)' : 'minmax(0, 1fr)',
  // One row as tall as the box: the history scrolls inside it instead of stretching the page.
  gridTemplateRows: 'minmax(0, 1fr)',
  height,
  minHeight: 440,
  overflow: 'hidden',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  background: theme.palette.background.paper,
}));

const ListColumn = styled('nav', { shouldForwardProp: (prop) => prop !== 'wide' })<{ wide: boolean }>(
  ({ theme, wide }) => ({
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    borderRight: wide ? `1px solid ${theme.palette.divider}` : 0,
  }),
);

const ListHeading = styled('h2')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(2),
  borderBottom: `1px solid ${theme.palette.divider}`,
  fontSize: '1.0625rem',
  fontWeight: 800,
}));

const Note = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: theme.spacing(1.5),
  height: '100%',
  padding: theme.spacing(4, 2),
  color: theme.palette.text.secondary,
  textAlign: 'center',
}));

/**
 * The chat's one polite live region: a new announcement replaces the last (keyed, so the same words
 * twice are read twice), and nothing of the history is read again.
 */
function useAnnouncer() {
  const [said, setSaid] = useState<{ id: number; text: string } | null>(null);
  const announce = useCallback((text: string) => setSaid((last) => ({ id: (last?.id ?? 0) + 1, text })), []);
  const region = (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {said && <span key={said.id}>{said.text}</span>}
    </VisuallyHidden>
  );
  return { announce, region };
}

/**
 * Messages arriving in conversations that are not open: the list's unread counts grow. The open one
 * announces its own news, with the words.
 */
function useUnreadNews(
  conversations: ConversationSummary[] | undefined,
  openId: string | undefined,
  announce: (text: string) => void,
) {
  const { t } = useTranslation('chat');
  const counts = useRef<Map<string, number> | null>(null);
  useEffect(() => {
    if (!conversations) return;
    const before = counts.current;
    counts.current = new Map(conversations.map((item) => [item._id, item.unreadCount]));
    if (!before) return;
    for (const item of conversations) {
      const grown = item.unreadCount - (before.get(item._id) ?? 0);
      if (item._id === openId || grown <= 0) continue;
      const name = `${item.firstName} ${item.lastName}`.trim();
      announce(
        grown === 1
          ? t('announce.newMessageIn', { name })
          : t('announce.newMessages', { name, count: grown }),
      );
    }
  }, [conversations, openId, announce, t]);
}

interface ChatScreenProps {
  me: string;
  role: ChatRole;
  /** The address of the list alone, where the back button leads on narrow screens. */
  listPath: string;
  linkTo: (partnerId: string) => string;
  /** What the list shows before any session was accepted. */
  emptyList: ReactNode;
  /** CSS height of the whole chat box; the history scrolls inside it. */
  height: string;
  /**
   * Scrolls the page to the box when a conversation opens and the box is not wholly in view, for a page
   * with more above the chat than a screen leaves room for (the student's profile).
   */
  revealOnOpen?: boolean;
}

/**
 * The conversations and the open one, for students and mentors alike: side by side from 1280 px, one at a
 * time below (the pane with a back button). The realtime connection lives as long as this screen.
 */
export function ChatScreen({
  me,
  role,
  listPath,
  linkTo,
  emptyList,
  height,
  revealOnOpen = false,
}: ChatScreenProps) {
  const { id: openId } = useParams();
  const box = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery(SIDE_BY_SIDE_MEDIA, { noSsr: true });
  const socket = useChatRealtime(me, role);
  const conversations = useConversations(role);
  const { t } = useTranslation('chat');
  const { announce, region } = useAnnouncer();
  useUnreadNews(conversations.data, openId, announce);

  useEffect(() => {
    const element = box.current;
    if (!revealOnOpen || !openId || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    // The theme's scroll padding keeps the box below the sticky site header.
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'start' });
  }, [revealOnOpen, openId]);

  let list: ReactNode;
  if (conversations.isPending) list = <PageLoading />;
  else if (conversations.isError)
    list = (
      <Note>
        {t('list.loadFailed')}
        <Button variant="outlined" onClick={() => void conversations.refetch()}>
          {t('actions.tryAgain')}
        </Button>
      </Note>
    );
  else if (conversations.data.length === 0) list = emptyList;
  else
    list = (
      <ConversationList
        conversations={conversations.data}
        me={me}
        openId={openId}
        online={socket.online}
        linkTo={linkTo}
      />
    );

  return (
    <Root ref={box} height={height} wide={wide}>
      {region}
      {(wide || !openId) && (
        <ListColumn wide={wide} aria-labelledby="chat-list-heading">
          <ListHeading id="chat-list-heading">{t('list.heading')}</ListHeading>
          {list}
        </ListColumn>
      )}
      {openId ? (
        <ChatPane
          key={openId}
          me={me}
          role={role}
          partnerId={openId}
          socket={socket}
          backTo={wide ? null : listPath}
          announce={announce}
        />
      ) : (
        wide && <Note>{t('list.choose')}</Note>
      )}
    </Root>
  );
}
