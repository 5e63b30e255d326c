import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { formatIstDateTime, formatRupeeAmount, type ReportedSession } from '@neetmentor/contract';
import type { Notice } from '../../../components/action-notice.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useReportedSessions, useResolveHeldEarning } from '../api/reported-sessions.ts';

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
 * Free sessions whose student reported that they did not take place as they should. Their earning stays on
 * hold until an admin releases it to the mentor's wallet or cancels it.
 */
export function ReportedSessions({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const reported = useReportedSessions();
  const resolve = useResolveHeldEarning();
  const decide = (session: ReportedSession, decision: 'release' | 'cancel') =>
    resolve.mutate(
      { requestId: session._id, decision },
      {
        onSuccess: () =>
          onNotice({
            severity: 'success',
            text:
              decision === 'release'
                ? `${formatRupeeAmount(session.amount)} released to ${session.mentor.mentorId}'s wallet.`
                : `The held ${formatRupeeAmount(session.amount)} of ${session.mentor.mentorId} was cancelled.`,
          }),
        onError: (error) => onNotice({ severity: 'error', text: error.message }),
      },
    );

  let content;
  if (reported.isPending) content = <PageLoading />;
  else if (reported.isError)
    content = (
      <LoadFailure
        what="The reported sessions could not be loaded."
        error={reported.error}
        onRetry={() => void reported.refetch()}
      />
    );
  else if (reported.data.length === 0) content = <p>No free session is waiting for a decision.</p>;
  else
    content = (
      <List>
        {reported.data.map((session) => (
          <Item key={session._id}>
            <p>
              <strong>{`${nameOf(session.mentor)} (${session.mentor.mentorId})`}</strong>
              {` · ${session.packageName} with ${nameOf(session.student)} (${session.student.username})`}
            </p>
            <p>
              {`${formatRupeeAmount(session.amount)} on hold · completed ${session.completedAt ? formatIstDateTime(session.completedAt) : '–'} · reported ${formatIstDateTime(session.reportedAt)}`}
            </p>
            <blockquote>{session.reason}</blockquote>
            <Buttons>
              <Button
                variant="contained"
                size="small"
                disabled={resolve.isPending}
                onClick={() => decide(session, 'release')}
              >
                Release
              </Button>
              <Button
                variant="outlined"
                color="error"
                size="small"
                disabled={resolve.isPending}
                onClick={() => decide(session, 'cancel')}
              >
                Cancel earning
              </Button>
            </Buttons>
          </Item>
        ))}
      </List>
    );

  return (
    <Section aria-labelledby="reported-sessions-title">
      <h2 id="reported-sessions-title">Reported free sessions</h2>
      <p>
        The student said the session did not take place as it should. Release pays the mentor; Cancel earning
        means the mentor is never paid for it. Either is recorded in the audit log.
      </p>
      {content}
    </Section>
  );
}
