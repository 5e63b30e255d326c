import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { styled } from '@mui/material/styles';
import { formatCount, type ConversationSummary } from '@neetmentor/contract';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { useNow } from '../../../lib/use-now.ts';
import { formatListTime } from '../chat-time.ts';
import { lastMessagePreview } from '../last-message-preview.ts';
import { isAwaitingReader } from '../messages.ts';
import { ChatAvatar } from './chat-avatar.tsx';

const List = styled('ul')({
  flex: 1,
  minHeight: 0,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowY: 'auto',
});

const ItemLink = styled(Link)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5, 2),
  borderBottom: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  '&:hover': { background: '#f1f6fb' },
  '&[aria-current="page"]': { background: theme.palette.primary.light },
  '&:focus-visible': { outlineOffset: -3 },
}));

const Texts = styled('span')({ display: 'grid', minWidth: 0, gap: 2 });

const NameLine = styled('span')({
  display: 'flex',
  alignItems: 'baseline',
  gap: 6,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

// The name keeps its room; the handle beside it gives way first on a narrow list.
const Name = styled('span')({
  flexShrink: 0,
  maxWidth: '100%',
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

const Handle = styled('span')(({ theme }) => ({
  minWidth: 0,
  color: theme.palette.text.secondary,
  fontSize: '0.8125rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
}));

const Preview = styled('span', { shouldForwardProp: (prop) => prop !== 'awaiting' })<{ awaiting: boolean }>(
  ({ theme, awaiting }) => ({
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: '0.875rem',
    color: awaiting ? theme.palette.primary.main : theme.palette.text.secondary,
    fontWeight: awaiting ? 700 : 400,
  }),
);

const Side = styled('span')({ display: 'grid', justifyItems: 'end', gap: 4 });

const Time = styled('span')(({ theme }) => ({ color: theme.palette.text.secondary, fontSize: '0.75rem' }));

const Badge = styled('span')(({ theme }) => ({
  minWidth: 22,
  height: 22,
  padding: '0 6px',
  borderRadius: 11,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '22px',
  textAlign: 'center',
}));

interface ConversationListProps {
  conversations: ConversationSummary[];
  me: string;
  openId: string | undefined;
  online: ReadonlySet<string>;
  linkTo: (partnerId: string) => string;
}

/** "@username" for a student, the display id for a mentor. */
function handleOf(conversation: ConversationSummary): string {
  if (conversation.username) return `@${conversation.username}`;
  return conversation.mentorId ?? '';
}

/**
 * The conversations, latest first (spec part 2 §4): picture with an online dot, name and handle, the last
 * message (blue and bold while it waits for the user to read it), its time and the unread count.
 */
export function ConversationList({ conversations, me, openId, online, linkTo }: ConversationListProps) {
  const now = useNow(60_000);
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const dayNames = { today: t('days.today'), yesterday: t('days.yesterday') };
  return (
    <List>
      {conversations.map((conversation) => {
        const name = `${conversation.firstName} ${conversation.lastName}`.trim();
        const last = conversation.lastMessage;
        const isOnline = online.has(conversation._id);
        const awaiting = isAwaitingReader(conversation, me);
        return (
          <li key={conversation._id}>
            <ItemLink
              to={linkTo(conversation._id)}
              aria-current={conversation._id === openId ? 'page' : undefined}
            >
              <ChatAvatar
                firstName={conversation.firstName}
                lastName={conversation.lastName}
                picture={conversation.profilePicture}
                online={isOnline}
              />
              <Texts>
                <NameLine>
                  <Name>{name}</Name>
                  <Handle>{handleOf(conversation)}</Handle>
                  {isOnline && <VisuallyHidden>{t('list.online')}</VisuallyHidden>}
                </NameLine>
                <Preview awaiting={awaiting}>
                  {last ? (
                    <>
                      {last.receiverId !== me && <span>{t('list.you')}</span>}
                      {lastMessagePreview(last, t, language)}
                    </>
                  ) : (
                    t('list.noMessages')
                  )}
                </Preview>
              </Texts>
              <Side>
                {last && <Time>{formatListTime(last.createdAt, now, language, dayNames)}</Time>}
                {conversation.unreadCount > 0 && (
                  <Badge>
                    {formatCount(conversation.unreadCount, language)}
                    <VisuallyHidden>{t('list.unread', { count: conversation.unreadCount })}</VisuallyHidden>
                  </Badge>
                )}
              </Side>
            </ItemLink>
          </li>
        );
      })}
    </List>
  );
}
