import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { abbreviateRupees, formatRupeeAmount, ROUTES, type DashboardData } from '@neetmentor/contract';
import { NO_FIGURE, StatCard, StatCards } from '../../../components/stat-cards.tsx';

interface StatGridProps {
  /** Undefined while loading or after a failure. */
  data: DashboardData | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}

/**
 * The admin dashboard's eight cards (spec part 2 §2): revenue abbreviated with k from ₹1,000 (§9), each
 * count linked to the page that lists it.
 */
export function StatGrid({ data, loading, error, onRetry }: StatGridProps) {
  const figure = (value: (loaded: DashboardData) => string) => (data ? value(data) : NO_FIGURE);
  const count = (value: (loaded: DashboardData) => number) => figure((loaded) => String(value(loaded)));
  // The notes show while the figures load too, so the cards keep their height when the figures arrive.
  const link = (to: string, text: string) => <Link to={to}>{text}</Link>;
  return (
    <>
      {!data && !loading && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {`The figures could not be loaded. ${error?.message ?? ''}`}
        </Alert>
      )}
      <StatCards aria-busy={loading}>
        <StatCard
          label="Total Revenue"
          figure={figure((loaded) => `₹${abbreviateRupees(loaded.totalRevenue)}`)}
          note="Payments captured, less refunds"
        />
        <StatCard
          label="Pending Sessions"
          figure={count((loaded) => loaded.totalPendingSessions)}
          note={link(ROUTES.adminPendingSessions, 'See pending sessions')}
        />
        <StatCard
          label="Active Sessions"
          figure={count((loaded) => loaded.totalActiveSessions)}
          note={link(ROUTES.adminActiveSessions, 'See active sessions')}
        />
        <StatCard label="Completed Sessions" figure={count((loaded) => loaded.totalNoOfSessions)} />
        <StatCard
          label="Total Mentors"
          figure={count((loaded) => loaded.totalMentors)}
          note={link(ROUTES.adminMentors, 'See mentors')}
        />
        <StatCard
          label="Total Students"
          figure={count((loaded) => loaded.totalStudents)}
          note={link(ROUTES.adminStudents, 'See students')}
        />
        <StatCard
          label="Wallet"
          figure={figure((loaded) => formatRupeeAmount(loaded.totalWalletAmount))}
          note={link(ROUTES.adminPayouts, 'Owed to mentors: see payouts')}
        />
        <StatCard label="Referred People" figure={count((loaded) => loaded.totalReferred)} />
      </StatCards>
    </>
  );
}
