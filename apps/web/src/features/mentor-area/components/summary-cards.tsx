import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  abbreviateRupees,
  formatCount,
  formatRupeeAmount,
  ROUTES,
  type MentorSummary,
} from '@neetmentor/contract';
import { NO_FIGURE, StatCard, StatCards } from '../../../components/stat-cards.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';

function RequestsNote({ pending }: { pending: number }) {
  const { t } = useTranslation('mentor');
  if (pending === 0) return t('dashboard.summary.noRequests');
  return (
    <Link to={ROUTES.mentorSessionRequests}>
      {t('dashboard.summary.requestsWaiting', { count: pending })}
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
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const errorText = useErrorText();
  const figure = (value: (loaded: MentorSummary) => string) => (summary ? value(summary) : NO_FIGURE);
  return (
    <>
      {!summary && !loading && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('dashboard.summary.tryAgain')}
            </Button>
          }
        >
          {error
            ? `${t('dashboard.summary.loadFailed')} ${errorText(error)}`
            : t('dashboard.summary.loadFailed')}
        </Alert>
      )}
      <StatCards aria-busy={loading}>
        <StatCard
          label={t('dashboard.summary.activeSessions')}
          figure={figure((loaded) => formatCount(loaded.activeSessions, language))}
          // A placeholder line while loading, so the card keeps its height when the figures arrive.
          note={summary ? <RequestsNote pending={summary.pendingRequests} /> : NO_FIGURE}
        />
        <StatCard
          label={t('dashboard.summary.totalEarnings')}
          figure={figure((loaded) => `₹${abbreviateRupees(loaded.totalEarnings)}`)}
          note={t('dashboard.summary.walletBalance', {
            amount: summary ? formatRupeeAmount(summary.wallet, language) : NO_FIGURE,
          })}
        />
        <StatCard
          label={t('dashboard.summary.completedSessions')}
          figure={figure((loaded) => formatCount(loaded.completeSessions, language))}
        />
        <StatCard
          label={t('dashboard.summary.referredPeople')}
          figure={figure((loaded) => formatCount(loaded.totalReferrals, language))}
        />
      </StatCards>
    </>
  );
}
