import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import type { BookingStatus } from '@neetmentor/contract';
import { createIcon } from './icons.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

/** How a booking's status reads in the tables (the spec's pending, active, complete, and ours, cancelled). */
export const SESSION_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  complete: 'Completed',
  cancelled: 'Cancelled',
};

// Each pair keeps at least 4.5:1 between text and background.
const STATUS_TONES: Record<BookingStatus, { background: string; color: string }> = {
  pending: { background: '#fff4e0', color: '#7a4100' },
  active: { background: '#e8f1fa', color: '#084a80' },
  complete: { background: '#e6f4f1', color: '#0b5c56' },
  cancelled: { background: '#eef1f4', color: '#4b5b6e' },
};

const CheckIcon = createIcon(['M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z']);
const CrossIcon = createIcon([
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
]);

const Chip = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.25, 1.25),
  borderRadius: 999,
  fontSize: '0.8125rem',
  fontWeight: 700,
  lineHeight: 1.6,
  whiteSpace: 'nowrap',
}));

/** A booking's status as the page's language names it (`SESSION_STATUS_LABELS` are the English ones). */
export function useSessionStatusLabel(): (status: BookingStatus) => string {
  const { t } = useTranslation();
  return (status) => t(`sessionStatus.${status}`);
}

/** The Service Status cell: the status as a coloured label (`label` says more, as "Declined by mentor"). */
export function SessionStatusChip({ status, label }: { status: BookingStatus; label?: string }) {
  const statusLabel = useSessionStatusLabel();
  return <Chip style={STATUS_TONES[status]}>{label ?? statusLabel(status)}</Chip>;
}

const DOT_SIZE = 28;

const Steps = styled('ol')({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  maxWidth: 480,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Step = styled('li')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
  fontWeight: 600,
  textAlign: 'center',
  // The stretch of line that leads from the previous step to this one.
  '&:not(:first-of-type)::before': {
    content: '""',
    position: 'absolute',
    top: DOT_SIZE / 2 - 2,
    right: '50%',
    width: '100%',
    height: 4,
    background: theme.palette.divider,
  },
  '&[data-reached="true"]': { color: theme.palette.text.primary },
  '&[data-reached="true"]::before': { background: theme.palette.primary.main },
  '&[data-tone="stopped"]::before': { background: '#8a96a3' },
}));

const Dot = styled('span')(({ theme }) => ({
  // Above the stretch of line that the next step draws from this dot's centre.
  position: 'relative',
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  width: DOT_SIZE,
  height: DOT_SIZE,
  borderRadius: '50%',
  border: `3px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  color: '#ffffff',
  '[data-reached="true"] > &': {
    borderColor: theme.palette.primary.main,
    background: theme.palette.primary.main,
  },
  '[data-tone="stopped"] > &': { borderColor: '#5f6b7a', background: '#5f6b7a' },
}));

interface StepView {
  status: BookingStatus;
  reached: boolean;
  current: boolean;
  stopped?: boolean;
}

function stepsFor(status: BookingStatus): StepView[] {
  if (status === 'cancelled') {
    // A request is cancelled only while it waits, so the line ends after its first step.
    return [
      { status: 'pending', reached: true, current: false },
      { status: 'cancelled', reached: true, current: true, stopped: true },
    ];
  }
  const steps: BookingStatus[] = ['pending', 'active', 'complete'];
  const reachedUpTo = steps.indexOf(status);
  return steps.map((step, index) => ({
    status: step,
    reached: index <= reachedUpTo,
    current: index === reachedUpTo,
  }));
}

/**
 * The three-step progress line of a booking (spec part 1 §2, §4): Pending, Active, Completed, filled up to
 * where the session is; a cancelled request shows where it stopped. Read out as a list of steps, the
 * current one marked as such.
 */
export function SessionProgress({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  const statusLabel = useSessionStatusLabel();
  return (
    <Steps aria-label={t('sessionStatus.progress')}>
      {stepsFor(status).map((step) => (
        <Step
          key={step.status}
          data-reached={step.reached}
          data-tone={step.stopped ? 'stopped' : undefined}
          aria-current={step.current ? 'step' : undefined}
        >
          <Dot>{step.stopped ? <CrossIcon size={16} /> : step.reached ? <CheckIcon size={16} /> : null}</Dot>
          <span>
            {statusLabel(step.status)}
            {!step.current && (
              <VisuallyHidden>
                {step.reached ? t('sessionStatus.done') : t('sessionStatus.notYet')}
              </VisuallyHidden>
            )}
          </span>
        </Step>
      ))}
    </Steps>
  );
}
