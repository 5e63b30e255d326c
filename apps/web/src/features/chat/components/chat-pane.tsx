import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { ChatMessage, SiteLanguage } from '@neetmentor/contract';
import { ArrowBackIcon } from '../../../components/icons.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useDataSaver } from '../../../lib/data-saver.tsx';
import type { SocketSnapshot } from '../../../lib/socket.ts';
import { useChooseTime } from '../api/choose-time.ts';
import type { ChatRole } from '../api/get-conversations.ts';
import { historyPageSize, useHistory, useOlderMessages } from '../api/get-history.ts';
import { usePartner } from '../api/get-partner.ts';
import { useSharedSessions } from '../api/get-shared-sessions.ts';
import { useReadMessages } from '../api/read-messages.ts';
import { useBrowserOnline, useLasting, usePageVisible } from '../browser-state.ts';
import { formatSessionTime } from '../chat-time.ts';
import { queueMessage, removeMessage, retryMessage, useOutbox } from '../outbox.ts';
import { CalendarIcon } from './chat-icons.tsx';
import { ChatAvatar } from './chat-avatar.tsx';
import { Composer } from './composer.tsx';
import { MessageHistory, type HistoryItem } from './message-history.tsx';
import { StoredMessage, WaitingMessage } from './message-item.tsx';
import { ProposalCard, ScheduledCard } from './proposal-card.tsx';
import { ProposeTimesDialog } from './propose-times-dialog.tsx';

const Root = styled('section')({ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0 });

const Header = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5, 2),
  borderBottom: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
}));

const BackLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  marginLeft: theme.spacing(-1),
  borderRadius: '50%',
  color: theme.palette.text.primary,
  '&:hover': { background: theme.palette.primary.light },
}));

const Who = styled('div')({ display: 'grid', minWidth: 0, flex: 1 });

const Name = styled('h2')({
  margin: 0,
  fontSize: '1.0625rem',
  fontWeight: 800,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const Sub = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.secondary,
  fontSize: '0.8125rem',
}));

/** The session line under the partner: the agreed time, and the offer button beside it. */
const SessionLine = styled('div')({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 8,
  width: '100%',
});

const Agreed = styled('p')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  margin: 0,
  color: theme.palette.text.primary,
  fontSize: '0.875rem',
  '& svg': { flexShrink: 0 },
}));

const Closed = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.5, 2),
  borderTop: `1px solid ${theme.palette.divider}`,
  background: '#fff8e6',
  color: theme.palette.text.primary,
  fontSize: '0.875rem',
}));

const Banner = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(0.75, 2),
  background: '#fff8e6',
  color: theme.palette.text.primary,
  fontSize: '0.8125rem',
}));

/** Offers and agreed times sit on their sender's side, like messages. */
const CardSide = styled('div', { shouldForwardProp: (prop) => prop !== 'mine' })<{ mine: boolean }>(
  ({ mine }) => ({ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '100%' }),
);

const Empty = styled('p')(({ theme }) => ({
  margin: 'auto',
  maxWidth: '36ch',
  color: theme.palette.text.secondary,
  textAlign: 'center',
}));

interface ChatPaneProps {
  me: string;
  role: ChatRole;
  partnerId: string;
  socket: SocketSnapshot;
  /** The list's address, for the back button on narrow screens (the pane replaces the list there). */
  backTo: string | null;
  /** Says something to screen readers through the chat's one polite live region. */
  announce: (text: string) => void;
}

/**
 * One conversation (spec part 2 §4): the partner with their online state and the agreed session time,
 * the history, and the composer. Messages typed show at once and wait in the outbox until stored.
 * Opening it, and new messages arriving while it is on screen, mark read what the user received.
 */
/**
 * The header's word on the partner: their presence while connected, "Connecting…" while a connection is
 * on its way, nothing while there is none (this tab sends through the API then; presence is unknown).
 */
function connectionLine(
  t: TFunction<'chat'>,
  status: SocketSnapshot['status'],
  partnerOnline: boolean,
): string {
  if (status === 'connected') return partnerOnline ? t('pane.online') : t('pane.offline');
  return status === 'connecting' ? t('pane.connecting') : '';
}

/** The messages written after `seenUpTo` (the latest seen so far): pages of older ones are no news. */
function newsSince(messages: readonly ChatMessage[], seenUpTo: ChatMessage): ChatMessage[] {
  return messages.filter(
    (message) =>
      message.createdAt > seenUpTo.createdAt ||
      (message.createdAt === seenUpTo.createdAt && message._id > seenUpTo._id),
  );
}

/**
 * What a screen reader hears of new messages: who wrote (and what, for a single one), offers of times
 * and agreed times; the user's own messages are no news to them, an agreed time is (it confirms a choice).
 */
function describeNews(
  t: TFunction<'chat'>,
  language: SiteLanguage,
  news: readonly ChatMessage[],
  me: string,
  name: string,
): string[] {
  const said: string[] = [];
  const texts = news.filter((message) => message.kind === 'text' && message.senderId !== me);
  const [onlyText] = texts;
  if (texts.length === 1 && onlyText)
    said.push(t('announce.newMessage', { name, message: onlyText.message }));
  else if (texts.length > 1) said.push(t('announce.newMessages', { name, count: texts.length }));
  for (const message of news) {
    const proposal = message.proposal;
    if (!proposal) continue;
    if (message.kind === 'proposal' && message.senderId !== me)
      said.push(t('announce.offered', { name, packageName: proposal.packageName }));
    if (message.kind === 'scheduled' && proposal.chosenSlot)
      said.push(
        t('announce.agreed', {
          packageName: proposal.packageName,
          time: formatSessionTime(proposal.chosenSlot, language),
        }),
      );
  }
  return said;
}

export function ChatPane({ me, role, partnerId, socket, backTo, announce }: ChatPaneProps) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const errorText = useErrorText();
  const { on: dataSaver } = useDataSaver();
  const pageSize = historyPageSize(dataSaver);
  const partner = usePartner(role, partnerId);
  const history = useHistory(partnerId, pageSize);
  const sessions = useSharedSessions(role, partnerId);
  const older = useOlderMessages(partnerId, pageSize);
  const outbox = useOutbox(me, partnerId);
  const { mutate: markRead, isPending: marking } = useReadMessages(me, partnerId);
  const chooseTime = useChooseTime(me, partnerId);
  const browserOnline = useBrowserOnline();
  const visible = usePageVisible();
  const reconnecting = useLasting(browserOnline && socket.status !== 'connected', 3000);
  const [proposing, setProposing] = useState(false);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const messages = history.data?.messages;
  const unread = (messages ?? []).filter((message) => message.receiverId === me && !message.read);
  const unreadKey = unread.map((message) => message._id).join(',');

  // Tried once per state of the history: a failed call is not repeated until something changes, and a
  // message that arrived while a call was on its way gets its own call when that one ends.
  const lastAttempt = useRef('');
  useEffect(() => {
    if (unreadKey === '' || !visible || marking) return;
    const attempt = `${unreadKey}@${history.dataUpdatedAt}`;
    if (lastAttempt.current === attempt) return;
    lastAttempt.current = attempt;
    markRead(new Set(unreadKey.split(',')));
  }, [unreadKey, visible, marking, markRead, history.dataUpdatedAt]);

  const person = partner.data;
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : '';

  // New messages are announced once the conversation is on screen: what it opened with is no news.
  const seen = useRef<{ upTo: ChatMessage | null } | null>(null);
  useEffect(() => {
    if (!messages) return;
    const latest = messages.at(-1) ?? null;
    const before = seen.current;
    if (!before) {
      seen.current = { upTo: latest };
      return;
    }
    const news = before.upTo ? newsSince(messages, before.upTo) : messages;
    if (news.length === 0) return;
    seen.current = { upTo: latest };
    const said = describeNews(t, language, news, me, name);
    if (said.length > 0) announce(said.join(' '));
  }, [messages, t, language, me, name, announce]);

  const failedCode = partner.error ?? history.error;
  if (hasErrorCode(failedCode, 'NOT_YOURS') || hasErrorCode(failedCode, 'NOT_FOUND')) {
    return (
      <Root aria-label={t('pane.conversation')}>
        {backTo && (
          <Header>
            <BackLink to={backTo} aria-label={t('pane.back')}>
              <ArrowBackIcon size={24} />
            </BackLink>
            <Name>{t('pane.conversation')}</Name>
          </Header>
        )}
        <Empty>{t('pane.notAvailable')}</Empty>
      </Root>
    );
  }

  const canSend = person?.canSend ?? false;
  const shared = sessions.data ?? [];
  const agreed = shared.filter((session) => session.scheduledAt !== null);
  const isOnline = socket.online.has(partnerId);

  function choose(proposalId: string, slot: string) {
    setChoosing(slot);
    setNotice(null);
    chooseTime.mutate(
      { proposalId, slot },
      { onError: (error) => setNotice(errorText(error)), onSettled: () => setChoosing(null) },
    );
  }

  function renderMessage(message: ChatMessage) {
    const mine = message.senderId === me;
    if (message.kind === 'proposal' && message.proposal) {
      const proposal = message.proposal;
      return (
        <CardSide mine={mine}>
          <ProposalCard
            proposal={proposal}
            me={me}
            partnerName={name}
            canAnswer={canSend}
            choosing={choosing}
            onChoose={(slot) => choose(proposal._id, slot)}
          />
        </CardSide>
      );
    }
    if (message.kind === 'scheduled')
      return (
        <CardSide mine={mine}>
          <ScheduledCard message={message} />
        </CardSide>
      );
    return <StoredMessage message={message} mine={mine} />;
  }

  const storedClientIds = new Set((messages ?? []).map((message) => message.clientMessageId));
  const items: HistoryItem[] = [
    ...(messages ?? []).map((message) => ({
      key: message.clientMessageId ?? message._id,
      at: message.createdAt,
      mine: message.senderId === me,
      node: renderMessage(message),
    })),
    ...outbox
      .filter((entry) => !storedClientIds.has(entry.clientMessageId))
      .map((entry) => ({
        key: entry.clientMessageId,
        at: entry.createdAt,
        mine: true,
        node: (
          <WaitingMessage
            entry={entry}
            offline={!browserOnline}
            onRetry={() => retryMessage(me, partnerId, entry.clientMessageId)}
            onDelete={() => removeMessage(me, partnerId, entry.clientMessageId)}
          />
        ),
      })),
  ];

  return (
    <Root aria-label={name ? t('pane.conversationWith', { name }) : t('pane.conversation')}>
      <Header>
        {backTo && (
          <BackLink to={backTo} aria-label={t('pane.back')}>
            <ArrowBackIcon size={24} />
          </BackLink>
        )}
        <ChatAvatar
          firstName={person?.firstName ?? ''}
          lastName={person?.lastName ?? ''}
          picture={person?.profilePicture ?? null}
          online={isOnline}
          tapToShow
        />
        <Who>
          <Name>{name || '\u00a0'}</Name>
          <Sub>
            {[
              connectionLine(t, socket.status, isOnline),
              person?.handle && `${role === 'mentor' ? '@' : ''}${person.handle}`,
            ]
              .filter(Boolean)
              .join(' · ') || '\u00a0'}
          </Sub>
        </Who>
        {shared.length > 0 && (
          <SessionLine>
            <Agreed>
              <CalendarIcon size={18} />
              {agreed.length > 0
                ? agreed
                    .map((session) => {
                      const time = formatSessionTime(session.scheduledAt ?? '', language);
                      return shared.length > 1
                        ? t('pane.agreedFor', { packageName: session.packageName, time })
                        : t('pane.agreed', { time });
                    })
                    .join('; ')
                : t('pane.noTimeYet')}
            </Agreed>
            {canSend && (
              <Button
                variant="outlined"
                size="small"
                startIcon={<CalendarIcon />}
                onClick={() => setProposing(true)}
              >
                {t('pane.propose')}
              </Button>
            )}
          </SessionLine>
        )}
      </Header>
      {!browserOnline && <Banner role="status">{t('pane.offlineBanner')}</Banner>}
      {reconnecting && <Banner role="status">{t('pane.reconnecting')}</Banner>}
      {notice && (
        <Alert severity="warning" onClose={() => setNotice(null)} sx={{ borderRadius: 0 }}>
          {notice}
        </Alert>
      )}
      {history.isPending ? (
        <PageLoading />
      ) : history.isError ? (
        <Empty>
          {t('pane.loadFailed')}{' '}
          <Button onClick={() => void history.refetch()}>{t('actions.tryAgain')}</Button>
        </Empty>
      ) : (
        <MessageHistory
          label={name ? t('history.labelWith', { name }) : t('history.label')}
          items={items}
          hasOlder={history.data.hasOlder}
          loadingOlder={older.isPending}
          onLoadOlder={() => older.mutate()}
          loadOlderOnRequest={dataSaver}
          empty={<Empty>{t('history.empty')}</Empty>}
        />
      )}
      {person &&
        (canSend ? (
          <Composer me={me} partnerId={partnerId} onSend={(text) => queueMessage(me, partnerId, text)} />
        ) : (
          <Closed role="note">{t('pane.closed')}</Closed>
        ))}
      {proposing && (
        <ProposeTimesDialog
          open
          onClose={() => setProposing(false)}
          me={me}
          partnerId={partnerId}
          partnerName={name}
          sessions={shared}
        />
      )}
    </Root>
  );
}
