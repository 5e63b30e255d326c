import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { ACCEPT_REMINDER_HOURS_BEFORE, formatIstDateTime } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** "5 h 20 min left", "45 min left", "Less than a minute left", "Expired". */
export function describeTimeLeft(ms: number, t: TFunction<'mentor'>): string {
  if (ms <= 0) return t('shared.timeLeft.expired');
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 1) return t('shared.timeLeft.lessThanAMinute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('shared.timeLeft.minutes', { minutes: rest });
  return rest === 0
    ? t('shared.timeLeft.hours', { hours })
    : t('shared.timeLeft.hoursAndMinutes', { hours, minutes: rest });
}

const Root = styled('div')({ display: 'grid', gap: 2 });

const Left = styled('span')(({ theme }) => ({
  fontWeight: 700,
  // Amber-700 and the error red both keep 4.5:1 on white.
  '&[data-urgency="soon"]': { color: '#b45309' },
  '&[data-urgency="over"]': { color: theme.palette.error.main },
}));

const Deadline = styled('span')(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

interface AcceptDeadlineProps {
  /** When the request is cancelled if not accepted (ISO). */
  acceptBy: string;
  /** The time the countdown is measured from (renewed by the page). */
  now: number;
}

/**
 * How long the mentor has left to accept, and the deadline in India time. The last hours (from when the
 * reminder e-mail goes out) stand out.
 */
export function AcceptDeadline({ acceptBy, now }: AcceptDeadlineProps) {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const left = new Date(acceptBy).getTime() - now;
  let urgency = 'normal';
  if (left <= 0) urgency = 'over';
  else if (left <= ACCEPT_REMINDER_HOURS_BEFORE * HOUR_MS) urgency = 'soon';
  return (
    <Root>
      <Left data-urgency={urgency}>{describeTimeLeft(left, t)}</Left>
      <Deadline>
        <Trans
          t={t}
          i18nKey="shared.acceptBy"
          values={{ date: formatIstDateTime(acceptBy, language) }}
          components={{ deadline: <time dateTime={acceptBy} /> }}
        />
      </Deadline>
    </Root>
  );
}
