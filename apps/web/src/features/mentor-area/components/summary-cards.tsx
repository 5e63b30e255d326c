import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { abbreviateRupees, formatRupeeAmount, ROUTES, type MentorSummary } from '@neetmentor/contract';
import { NO_FIGURE, StatCard, StatCards } from '../../../components/stat-cards.tsx';

function requestsNote(pending: number): ReactNode {
  if (pending === 0) return 'No requests waiting';
  return (
    <Link to={ROUTES.mentorSessionRequests}>
      {pending === 1 ? '1 request waiting for you' : `${pending} requests waiting for you`}
    </Link>
  );
}

interface SummaryCardsProps {
  /** Undefined while loading or after a failure. */
  summary: MentorSummary | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}

/**
 * The dashboard's four cards (spec part 2 §2), earnings abbreviated from ₹1,000 (§9), with the wallet
 * balance under the earnings and the waiting requests under the active sessions.
 */
export function SummaryCards({ summary, loading, error, onRetry }: SummaryCardsProps) {
  const figure = (value: (loaded: MentorSummary) => string) => (summary ? value(summary) : NO_FIGURE);
  return (
    <>
      {!summary && !loading && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {`Your figures could not be loaded. ${error?.message ?? ''}`}
        </Alert>
      )}
      <StatCards aria-busy={loading}>
        <StatCard
          label="Active Sessions"
          figure={figure((loaded) => String(loaded.activeSessions))}
          // A placeholder line while loading, so the card keeps its height when the figures arrive.
          note={summary ? requestsNote(summary.pendingRequests) : NO_FIGURE}
        />
        <StatCard
          label="Total Earnings"
          figure={figure((loaded) => `₹${abbreviateRupees(loaded.totalEarnings)}`)}
          note={`Wallet balance: ${summary ? formatRupeeAmount(summary.wallet) : NO_FIGURE}`}
        />
        <StatCard label="Completed Sessions" figure={figure((loaded) => String(loaded.completeSessions))} />
        <StatCard label="Referred People" figure={figure((loaded) => String(loaded.totalReferrals))} />
      </StatCards>
    </>
  );
}
