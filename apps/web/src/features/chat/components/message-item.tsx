import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { ChatMessage } from '@neetmentor/contract';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatClockTime } from '../chat-time.ts';
import type { OutboxEntry } from '../outbox.ts';
import { ClockIcon, ReadIcon, SentIcon } from './chat-icons.tsx';

const Row = styled('div', { shouldForwardProp: (prop) => prop !== 'mine' })<{ mine: boolean }>(
  ({ mine }) => ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: mine ? 'flex-end' : 'flex-start',
    gap: 4,
  }),
);

type Tone = 'mine' | 'theirs' | 'waiting' | 'failed';

const Bubble = styled('div', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: Tone }>(
  ({ theme, tone }) => ({
    maxWidth: 'min(78%, 560px)',
    padding: theme.spacing(1, 1.5),
    borderRadius: 16,
    borderBottomRightRadius: tone === 'theirs' ? 16 : 4,
    borderBottomLeftRadius: tone === 'theirs' ? 4 : 16,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    ...(tone === 'mine' && { background: theme.palette.primary.main, color: '#ffffff' }),
    ...(tone === 'theirs' && {
      background: '#ffffff',
      border: `1px solid ${theme.palette.divider}`,
      color: theme.palette.text.primary,
    }),
    ...(tone === 'waiting' && {
      background: theme.palette.primary.light,
      border: `1px dashed ${theme.palette.primary.main}`,
      color: theme.palette.text.primary,
    }),
    ...(tone === 'failed' && {
      background: '#fdecec',
      border: '1px solid #b42318',
      color: theme.palette.text.primary,
    }),
  }),
);

const Meta = styled('span', { shouldForwardProp: (prop) => prop !== 'read' })<{ read?: boolean }>(
  ({ theme, read }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    color: read ? theme.palette.primary.main : theme.palette.text.secondary,
    fontSize: '0.75rem',
  }),
);

const Failure = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: 8,
  maxWidth: 'min(78%, 560px)',
  color: '#b42318',
  fontSize: '0.8125rem',
});

interface StoredMessageProps {
  message: ChatMessage;
  mine: boolean;
}

/** A stored text message; the user's own shows Sent (✓) until the partner reads it (✓✓). */
export function StoredMessage({ message, mine }: StoredMessageProps) {
  const { t } = useTranslation('chat');
  const time = formatClockTime(message.createdAt, useLanguage());
  return (
    <Row mine={mine}>
      <Bubble tone={mine ? 'mine' : 'theirs'}>{message.message}</Bubble>
      <Meta read={mine && message.read}>
        <time dateTime={message.createdAt}>{time}</time>
        {mine &&
          (message.read ? (
            <>
              <ReadIcon size={16} />
              <span>{t('message.read')}</span>
            </>
          ) : (
            <>
              <SentIcon size={16} />
              <span>{t('message.sent')}</span>
            </>
          ))}
      </Meta>
    </Row>
  );
}

interface WaitingMessageProps {
  entry: OutboxEntry;
  offline: boolean;
  onRetry: () => void;
  onDelete: () => void;
}

/**
 * A message typed on this device that the server has not stored yet: "Sending…" (or waiting for the
 * connection), or refused for good with the reason and the choice to try again or delete it.
 */
export function WaitingMessage({ entry, offline, onRetry, onDelete }: WaitingMessageProps) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const errorText = useErrorText();
  const failed = entry.failure !== null;
  // English keeps the server's own reason, stored with the message; another language translates its code.
  const reason =
    language === 'en' || entry.failureCode === undefined
      ? (entry.failure ?? '')
      : errorText(new ApiError(entry.failure ?? '', 400, entry.failureCode));
  return (
    <Row mine>
      <Bubble tone={failed ? 'failed' : 'waiting'}>{entry.text}</Bubble>
      {failed ? (
        <Failure role="alert">
          <span>{t('message.notSent', { reason })}</span>
          <Button size="small" variant="outlined" onClick={onRetry} aria-label={t('message.retryLabel')}>
            {t('message.retry')}
          </Button>
          <Button size="small" color="error" onClick={onDelete} aria-label={t('message.deleteLabel')}>
            {t('message.delete')}
          </Button>
        </Failure>
      ) : (
        <Meta>
          <ClockIcon size={14} />
          <span>{offline ? t('message.waitingForConnection') : t('message.sending')}</span>
        </Meta>
      )}
    </Row>
  );
}
