import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { styled } from '@mui/material/styles';
import {
  formatIstDateTime,
  formatRupeeAmount,
  type HeldEarningDecision,
  type ReportedSession,
  type ReportedSessionEvidence,
} from '@neetmentor/contract';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { PrivateImage } from '../../../components/private-image-dialog.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { useReportedSessionEvidence } from '../api/get-reported-session-evidence.ts';

// Side by side from a laptop's width; one under the other on a phone.
const Panes = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

const Pane = styled('section')(({ theme }) => ({
  display: 'grid',
  alignContent: 'start',
  gap: theme.spacing(1),
  minWidth: 0,
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 12,
  '& h3': { margin: 0, fontSize: '1rem', fontWeight: 800 },
  '& p, & li': { margin: 0, overflowWrap: 'anywhere', lineHeight: 1.5 },
  '& ul, & ol': { display: 'grid', gap: theme.spacing(0.75), margin: 0, paddingLeft: theme.spacing(2.5) },
}));

// The conversation scrolls inside its pane, so the decision stays in reach.
const Conversation = styled('ol')(({ theme }) => ({
  maxHeight: 320,
  overflowY: 'auto',
  '& .from': { fontWeight: 700 },
  '& .when': { color: theme.palette.text.secondary, fontSize: '0.8125rem' },
}));

interface DisputeEvidenceDialogProps {
  /** The reported session shown; the dialog is open while there is one. */
  session: ReportedSession | null;
  deciding: boolean;
  onDecide: (session: ReportedSession, decision: HeldEarningDecision) => void;
  onClose: () => void;
}

/**
 * What an admin weighs before deciding a reported session, side by side: the report, the agreed time and
 * the offers of times, the pair's conversation and the mentor's proof.
 */
export function DisputeEvidenceDialog({ session, deciding, onDecide, onClose }: DisputeEvidenceDialogProps) {
  const { t } = useTranslation('admin');
  const { t: common } = useTranslation();
  const titleId = useId();
  return (
    // The whole dialog scrolls with the page (`scroll="body"`): a long conversation and a proof on a phone
    // would otherwise make its content a scrolling region of its own, out of reach of the keyboard.
    <Dialog
      open={session !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      scroll="body"
    >
      <DialogTitle id={titleId}>
        {session && t('reported.evidence.title', { packageName: session.packageName })}
      </DialogTitle>
      <DialogContent>{session && <Evidence session={session} />}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{common('actions.close')}</Button>
        {session && (
          <>
            <Button
              variant="outlined"
              color="error"
              disabled={deciding}
              onClick={() => onDecide(session, 'cancel')}
            >
              {t(session.paid ? 'reported.refund' : 'reported.cancelEarning')}
            </Button>
            <Button variant="contained" disabled={deciding} onClick={() => onDecide(session, 'release')}>
              {t('reported.release')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Evidence({ session }: { session: ReportedSession }) {
  const { t } = useTranslation('admin');
  const evidence = useReportedSessionEvidence(session._id);
  if (evidence.isPending) return <PageLoading />;
  if (evidence.isError) {
    return (
      <LoadFailure
        what={t('reported.evidence.loadFailed')}
        error={evidence.error}
        onRetry={() => void evidence.refetch()}
      />
    );
  }
  return <EvidencePanes evidence={evidence.data} />;
}

function EvidencePanes({ evidence }: { evidence: ReportedSessionEvidence }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const when = (moment: string) => formatIstDateTime(moment, language);
  const { session } = evidence;
  const person = (side: 'student' | 'mentor') =>
    side === 'student'
      ? `${session.student.firstName} ${session.student.lastName}`
      : `${session.mentor.firstName} ${session.mentor.lastName}`;
  return (
    <Panes>
      <Pane aria-labelledby="evidence-report">
        <h3 id="evidence-report">{t('reported.evidence.report')}</h3>
        <p>
          <strong>{t(`reported.kinds.${session.problemKind}`)}</strong>
        </p>
        <p>{session.reason}</p>
        <p>
          {t(session.paid ? 'reported.evidence.paidFacts' : 'reported.evidence.freeFacts', {
            price: formatRupeeAmount(session.price, language),
            amount: formatRupeeAmount(session.amount, language),
            completed: session.completedAt ? when(session.completedAt) : '–',
            reported: when(session.reportedAt),
          })}
        </p>
      </Pane>
      <Pane aria-labelledby="evidence-times">
        <h3 id="evidence-times">{t('reported.evidence.times')}</h3>
        <p>
          {evidence.scheduledAt
            ? t('reported.evidence.agreed', { time: when(evidence.scheduledAt) })
            : t('reported.evidence.noAgreedTime')}
        </p>
        <ul aria-label={t('reported.evidence.joins')}>
          {(['student', 'mentor'] as const).map((side) => {
            const joinedAt = evidence.joins[side === 'student' ? 'studentJoinedAt' : 'mentorJoinedAt'];
            return (
              <li key={side}>
                {joinedAt
                  ? t('reported.evidence.joined', { who: person(side), time: when(joinedAt) })
                  : t('reported.evidence.notJoined', { who: person(side) })}
              </li>
            );
          })}
        </ul>
        {evidence.proposals.length === 0 ? (
          <p>{t('reported.evidence.noOffers')}</p>
        ) : (
          <ul>
            {evidence.proposals.map((proposal) => (
              <li key={`${proposal.proposedAt}-${proposal.proposedBy}`}>
                {t('reported.evidence.offer', {
                  who: person(proposal.proposedBy),
                  at: when(proposal.proposedAt),
                  slots: proposal.slots.map(when).join(', '),
                  status: t(`reported.evidence.offerStatuses.${proposal.status}`),
                })}
              </li>
            ))}
          </ul>
        )}
      </Pane>
      <Pane aria-labelledby="evidence-chat">
        <h3 id="evidence-chat">{t('reported.evidence.chat')}</h3>
        {evidence.messages.length === 0 ? (
          <p>{t('reported.evidence.noMessages')}</p>
        ) : (
          <Conversation tabIndex={0} aria-labelledby="evidence-chat">
            {evidence.messages.map((message, index) => (
              <li key={`${message.sentAt}-${index}`}>
                <span className="from">{person(message.from)}</span>{' '}
                <span className="when">{when(message.sentAt)}</span>
                <br />
                {message.kind === 'text' ? message.text : t(`reported.evidence.messageKinds.${message.kind}`)}
              </li>
            ))}
          </Conversation>
        )}
      </Pane>
      <Pane aria-labelledby="evidence-proof">
        <h3 id="evidence-proof">{t('reported.evidence.proof')}</h3>
        <PrivateImage address={session.imageOfProof} alt={t('shared.imageOfProof')} />
      </Pane>
    </Panes>
  );
}
