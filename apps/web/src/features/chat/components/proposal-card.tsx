import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { ChatMessage, Proposal } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import { formatSessionTime } from '../chat-time.ts';
import { CalendarIcon } from './chat-icons.tsx';

const Card = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  width: 'min(100%, 360px)',
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${theme.palette.primary.main}`,
  borderRadius: 14,
  background: '#ffffff',
  color: theme.palette.text.primary,
}));

const Title = styled('p')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  margin: 0,
  fontWeight: 700,
  '& svg': { flexShrink: 0 },
});

const Slots = styled('ul')({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 });

// The time and its Choose button in two columns: every button sits at the same place on every row,
// however long its time, and a long time wraps beside its button instead of pushing it under.
const Slot = styled('li', { shouldForwardProp: (prop) => prop !== 'chosen' })<{ chosen: boolean }>(
  ({ theme, chosen }) => ({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: 8,
    padding: theme.spacing(0.75, 1),
    borderRadius: 10,
    background: chosen ? theme.palette.secondary.light : '#f6f9fc',
    fontWeight: chosen ? 700 : 400,
  }),
);

const Note = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.secondary,
  fontSize: '0.8125rem',
}));

interface ProposalCardProps {
  proposal: Proposal;
  me: string;
  partnerName: string;
  /** Whether the two still share an active session (an offer in a closed chat cannot be answered). */
  canAnswer: boolean;
  choosing: string | null;
  onChoose: (slot: string) => void;
}

function statusNote(t: TFunction<'chat'>, proposal: Proposal, mine: boolean, partnerName: string): string {
  if (proposal.status === 'replaced') return t('proposal.replaced');
  if (proposal.status === 'accepted') return t('proposal.accepted');
  return mine ? t('proposal.waitingFor', { name: partnerName }) : t('proposal.chooseOne');
}

/**
 * An offer of session times (India time). The person it was made to sees a Choose button beside each
 * time while it is open; the chosen time stays marked once agreed.
 */
export function ProposalCard({
  proposal,
  me,
  partnerName,
  canAnswer,
  choosing,
  onChoose,
}: ProposalCardProps) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const mine = proposal.proposedBy === me;
  const answerable = !mine && proposal.status === 'open' && canAnswer;
  return (
    <Card>
      <Title>
        <CalendarIcon size={20} />
        {mine
          ? t('proposal.youOffered', { packageName: proposal.packageName })
          : t('proposal.partnerOffered', { name: partnerName, packageName: proposal.packageName })}
      </Title>
      <Slots aria-label={t('proposal.slotsLabel')}>
        {proposal.slots.map((slot) => {
          const label = formatSessionTime(slot, language);
          const chosen = proposal.chosenSlot === slot;
          return (
            <Slot key={slot} chosen={chosen}>
              <span>
                {label}
                {chosen && t('proposal.chosenMark')}
              </span>
              {answerable && (
                <Button
                  size="small"
                  variant="contained"
                  disabled={choosing !== null}
                  onClick={() => onChoose(slot)}
                  aria-label={t('proposal.chooseLabel', { time: label })}
                >
                  {choosing === slot ? t('proposal.choosing') : t('proposal.choose')}
                </Button>
              )}
            </Slot>
          );
        })}
      </Slots>
      <Note>{statusNote(t, proposal, mine, partnerName)}</Note>
    </Card>
  );
}

/** The note that a time was agreed, from a chosen offer. */
export function ScheduledCard({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const slot = message.proposal?.chosenSlot;
  return (
    <Card>
      <Title>
        <CalendarIcon size={20} />
        {t('scheduled.title')}
      </Title>
      <span>{slot ? t('indiaTime', { time: formatSessionTime(slot, language) }) : message.message}</span>
      {message.proposal && <Note>{message.proposal.packageName}</Note>}
    </Card>
  );
}
