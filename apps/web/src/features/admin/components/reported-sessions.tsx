import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  formatIstDateTime,
  formatRupeeAmount,
  type HeldEarningDecision,
  type ReportedSession,
} from '@neetmentor/contract';
import type { Notice } from '../../../components/action-notice.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useReportedSessions, useResolveHeldEarning } from '../api/reported-sessions.ts';
import { LazyDisputeEvidenceDialog } from './lazy-dispute-evidence-dialog.tsx';

const Section = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  marginTop: theme.spacing(5),
  '& h2': { margin: 0, fontSize: '1.375rem', fontWeight: 800 },
  '& > p': { margin: 0, color: theme.palette.text.secondary },
}));

const List = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Item = styled('li')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  minWidth: 0,
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 12,
  background: theme.palette.background.paper,
  '& p': { margin: 0, overflowWrap: 'anywhere', lineHeight: 1.5 },
  '& blockquote': {
    margin: 0,
    paddingLeft: theme.spacing(1.5),
    borderLeft: `3px solid ${theme.palette.divider}`,
  },
}));

const Buttons = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
}));

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/**
 * Sessions whose student reported that they did not take place as they should. Their earning stays on hold
 * until an admin, having looked at the evidence, releases it to the mentor's wallet or cancels it (a paid
 * session's student is then refunded in full).
 */
export function ReportedSessions({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
  const rupees = (amount: number) => formatRupeeAmount(amount, language);
  const reported = useReportedSessions();
  const resolve = useResolveHeldEarning();
  const [examined, setExamined] = useState<ReportedSession | null>(null);
  const decisionNotice = (session: ReportedSession, decision: HeldEarningDecision) => {
    if (decision === 'release') return 'reported.released';
    return session.paid ? 'reported.refunded' : 'reported.cancelled';
  };
  const decide = (session: ReportedSession, decision: HeldEarningDecision) =>
    resolve.mutate(
      { requestId: session._id, decision },
      {
        onSuccess: () => {
          setExamined(null);
          onNotice({
            severity: 'success',
            text: t(decisionNotice(session, decision), {
              amount: rupees(session.amount),
              price: rupees(session.price),
              mentorId: session.mentor.mentorId,
            }),
          });
        },
        onError: (error) => onNotice({ severity: 'error', text: errorText(error) }),
      },
    );

  let content;
  if (reported.isPending) content = <PageLoading />;
  else if (reported.isError)
    content = (
      <LoadFailure
        what={t('reported.loadFailed')}
        error={reported.error}
        onRetry={() => void reported.refetch()}
      />
    );
  else if (reported.data.length === 0) content = <p>{t('reported.empty')}</p>;
  else
    content = (
      <List>
        {reported.data.map((session) => (
          <Item key={session._id}>
            <p>
              <strong>{`${nameOf(session.mentor)} (${session.mentor.mentorId})`}</strong>
              {` · ${t('reported.with', {
                packageName: session.packageName,
                student: `${nameOf(session.student)} (${session.student.username})`,
              })}`}
            </p>
            <p>
              {t(session.paid ? 'reported.paidFacts' : 'reported.facts', {
                amount: rupees(session.amount),
                price: rupees(session.price),
                completed: session.completedAt ? formatIstDateTime(session.completedAt, language) : '–',
                reported: formatIstDateTime(session.reportedAt, language),
              })}
            </p>
            <p>
              <strong>{t(`reported.kinds.${session.problemKind}`)}</strong>
            </p>
            <blockquote>{session.reason}</blockquote>
            <Buttons>
              <Button variant="outlined" size="small" onClick={() => setExamined(session)}>
                {t('reported.evidence.open')}
              </Button>
              <Button
                variant="contained"
                size="small"
                disabled={resolve.isPending}
                onClick={() => decide(session, 'release')}
              >
                {t('reported.release')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                size="small"
                disabled={resolve.isPending}
                onClick={() => decide(session, 'cancel')}
              >
                {t(session.paid ? 'reported.refund' : 'reported.cancelEarning')}
              </Button>
            </Buttons>
          </Item>
        ))}
      </List>
    );

  return (
    <Section aria-labelledby="reported-sessions-title">
      <h2 id="reported-sessions-title">{t('reported.title')}</h2>
      <p>{t('reported.lead')}</p>
      {content}
      <LazyDisputeEvidenceDialog
        session={examined}
        deciding={resolve.isPending}
        onDecide={decide}
        onClose={() => setExamined(null)}
      />
    </Section>
  );
}
