import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  abbreviateRupees,
  formatCount,
  formatRupeeAmount,
  ROUTES,
  type DashboardData,
} from '@neetmentor/contract';
import { NO_FIGURE, StatCard, StatCards } from '../../../components/stat-cards.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';

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
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
  const figure = (value: (loaded: DashboardData) => string) => (data ? value(data) : NO_FIGURE);
  const count = (value: (loaded: DashboardData) => number) =>
    figure((loaded) => formatCount(value(loaded), language));
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
              {t('shared.tryAgain')}
            </Button>
          }
        >
          {`${t('dashboard.stats.loadFailed')} ${error ? errorText(error) : ''}`}
        </Alert>
      )}
      <StatCards aria-busy={loading}>
        <StatCard
          label={t('dashboard.stats.revenue')}
          figure={figure((loaded) => `₹${abbreviateRupees(loaded.totalRevenue)}`)}
          note={t('dashboard.stats.revenueNote')}
        />
        <StatCard
          label={t('dashboard.stats.pending')}
          figure={count((loaded) => loaded.totalPendingSessions)}
          note={link(ROUTES.adminPendingSessions, t('dashboard.stats.pendingLink'))}
        />
        <StatCard
          label={t('dashboard.stats.active')}
          figure={count((loaded) => loaded.totalActiveSessions)}
          note={link(ROUTES.adminActiveSessions, t('dashboard.stats.activeLink'))}
        />
        <StatCard
          label={t('dashboard.stats.completed')}
          figure={count((loaded) => loaded.totalNoOfSessions)}
        />
        <StatCard
          label={t('dashboard.stats.mentors')}
          figure={count((loaded) => loaded.totalMentors)}
          note={link(ROUTES.adminMentors, t('dashboard.stats.mentorsLink'))}
        />
        <StatCard
          label={t('dashboard.stats.students')}
          figure={count((loaded) => loaded.totalStudents)}
          note={link(ROUTES.adminStudents, t('dashboard.stats.studentsLink'))}
        />
        <StatCard
          label={t('dashboard.stats.wallet')}
          figure={figure((loaded) => formatRupeeAmount(loaded.totalWalletAmount, language))}
          note={link(ROUTES.adminPayouts, t('dashboard.stats.walletLink'))}
        />
        <StatCard label={t('dashboard.stats.referred')} figure={count((loaded) => loaded.totalReferred)} />
      </StatCards>
    </>
  );
}
