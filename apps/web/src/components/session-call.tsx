import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  formatIstDateTime,
  isJoinOpen,
  paths,
  type CallProvider,
  type JoinTimes as JoinTimesValue,
  type SessionCall,
} from '@neetmentor/contract';
import { useLanguage } from '../i18n/language.ts';
import { useNow } from '../lib/use-now.ts';
import { ButtonLink } from './button-link.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

/** How often a list looks again whether a session's join address has opened; its moments come on time. */
const JOIN_TICK_MS = 60_000;

/** The service's name as the reader sees it: the known ones by their own names, others as "Video call". */
export function callProviderName(t: TFunction, provider: CallProvider): string {
  switch (provider) {
    case 'google_meet':
      return t('sessionCall.providers.googleMeet');
    case 'zoom':
      return t('sessionCall.providers.zoom');
    case 'jitsi':
      return t('sessionCall.providers.jitsi');
    case 'other':
      return t('sessionCall.providers.other');
  }
}

const JoinButton = styled(ButtonLink)({ minHeight: 36, padding: '4px 14px', fontSize: '0.875rem' });

interface JoinLinkProps {
  sessionId: string;
  call: SessionCall;
  /** Who the session is with, for screen readers: "Join the session with …". */
  withName: string;
}

/** "Join": the session's join address, shown while it is open (10 minutes before until after the end). */
export function JoinLink({ sessionId, call, withName }: JoinLinkProps) {
  const { t } = useTranslation();
  const moments = [call.opensAt, call.closesAt].flatMap((value) => (value ? [Date.parse(value)] : []));
  const now = useNow(JOIN_TICK_MS, moments);
  if (!isJoinOpen(call, now)) return null;
  return (
    <JoinButton to={paths.joinSession(sessionId)}>
      {t('sessionCall.join')} <VisuallyHidden>{t('sessionCall.joinWith', { name: withName })}</VisuallyHidden>
    </JoinButton>
  );
}

const Lines = styled('span')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.25),
  '& > span': { overflowWrap: 'anywhere' },
}));

interface JoinTimesProps {
  joins: JoinTimesValue;
  /** Whether the join address has closed: then a side without a time "did not join". */
  ended: boolean;
}

/** "Student joined 4:58 pm, mentor joined 5:01 pm", or who did not join (yet). */
export function JoinTimes({ joins, ended }: JoinTimesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const line = (side: 'student' | 'mentor', at: string | null) => {
    if (at) {
      return (
        <span>
          {t(`sessionCall.joined.${side}`)} <time dateTime={at}>{formatIstDateTime(at, language)}</time>
        </span>
      );
    }
    return <span>{t(ended ? `sessionCall.didNotJoin.${side}` : `sessionCall.notYet.${side}`)}</span>;
  };
  return (
    <Lines>
      {line('student', joins.studentJoinedAt)}
      {line('mentor', joins.mentorJoinedAt)}
    </Lines>
  );
}

/** Whether a session's join address has closed by `now` (its session is over, or it ended). */
export function joinEnded(call: Pick<SessionCall, 'closesAt'>, now: number): boolean {
  return call.closesAt !== null && Date.parse(call.closesAt) <= now;
}
