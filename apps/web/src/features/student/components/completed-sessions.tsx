import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { StudentSession } from '@neetmentor/contract';
import { StarIcon } from '../../../components/icons.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useCompletedSessions } from '../api/get-completed-sessions.ts';
import { useCheckFeedbackGiven } from '../api/is-feedback-given.ts';
import { EmptyTab } from './empty-tab.tsx';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { FeedbackThanksDialog } from './feedback-thanks-dialog.tsx';
import { mentorName, sessionDetailsLabel, studentSessionColumns } from './session-columns.tsx';
import { StudentSessionDetails } from './student-session-details.tsx';

type FeedbackStep = { kind: 'rate' | 'thanks'; session: StudentSession };

interface FeedbackCellProps {
  session: StudentSession;
  checking: boolean;
  onOpen: () => void;
}

/** Only a completed session invites feedback (spec part 1 §4); it says whether the mentor is rated. */
function FeedbackCell({ session, checking, onOpen }: FeedbackCellProps) {
  const { t } = useTranslation('student');
  const complete = session.status === 'complete';
  const label = session.feedbackGiven ? t('completed.rated') : t('completed.rate');
  return (
    <Button
      size="small"
      variant={complete && !session.feedbackGiven ? 'outlined' : 'text'}
      color={complete ? 'primary' : 'inherit'}
      disabled={!complete || checking}
      startIcon={<StarIcon size={20} style={complete ? { color: '#d97706' } : undefined} />}
      onClick={onOpen}
    >
      {checking ? t('completed.checking') : label} <VisuallyHidden>{mentorName(session)}</VisuallyHidden>
    </Button>
  );
}

/** The Completed Sessions tab (spec part 1 §2): the finished sessions, and the feedback for each mentor. */
export function CompletedSessions() {
  const { t } = useTranslation('student');
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const sessions = useCompletedSessions(page);
  const check = useCheckFeedbackGiven();
  const [step, setStep] = useState<FeedbackStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function openFeedback(session: StudentSession) {
    setFailure(null);
    check.mutate(session.mentor._id, {
      onSuccess: (given) => setStep({ kind: given ? 'thanks' : 'rate', session }),
      onError: (error) => setFailure(errorText(error)),
    });
  }

  const columns: TableColumn<StudentSession>[] = [
    ...studentSessionColumns(t),
    {
      header: t('completed.feedback'),
      cell: (session) => (
        <FeedbackCell
          session={session}
          checking={check.isPending && check.variables === session.mentor._id}
          onOpen={() => openFeedback(session)}
        />
      ),
    },
  ];

  if (sessions.data?.data.length === 0) {
    return <EmptyTab title={t('completed.emptyTitle')} text={t('completed.emptyText')} />;
  }

  return (
    <>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <SessionTable
        caption={t('completed.caption')}
        columns={columns}
        rowKey={(session) => session._id}
        result={sessions.data}
        loading={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        stale={sessions.isPlaceholderData}
        emptyText={t('completed.emptyTitle')}
        page={page}
        onPageChange={setPage}
        details={(session) => <StudentSessionDetails session={session} />}
        detailsLabel={sessionDetailsLabel(t)}
      />
      {step?.kind === 'rate' && (
        <FeedbackDialog
          session={step.session}
          onClose={() => setStep(null)}
          onGiven={() => setStep({ kind: 'thanks', session: step.session })}
        />
      )}
      {step?.kind === 'thanks' && (
        <FeedbackThanksDialog session={step.session} onClose={() => setStep(null)} />
      )}
    </>
  );
}
