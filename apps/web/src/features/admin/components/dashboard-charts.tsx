import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  abbreviateRupees,
  BOOKING_STATUSES,
  formatDayAndMonth,
  formatCount,
  formatRupeeAmount,
  type BookingStatus,
  type DashboardWeek,
  type SiteLanguage,
} from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useDashboardCharts } from '../api/get-dashboard-charts.ts';
import { WeeklyChart, WeeklyChartPlaceholder } from './weekly-chart.tsx';

// Bars keep at least 3:1 against white.
const STATUS_COLORS: Record<BookingStatus, string> = {
  pending: '#b45309',
  active: '#0b5fa5',
  complete: '#0f766e',
  cancelled: '#64748b',
};

const Grid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: '1fr 1fr' },
}));

function rupeesOnAxis(value: number): string {
  return `₹${abbreviateRupees(value)}`;
}

function revenueSummary(weeks: DashboardWeek[], t: TFunction<'admin'>, language: SiteLanguage): string {
  const total = weeks.reduce((sum, week) => sum + week.revenue, 0);
  const best = weeks.reduce((top, week) => (week.revenue > top.revenue ? week : top));
  return best.revenue > 0
    ? t('dashboard.charts.revenueSummary', {
        total: formatRupeeAmount(total, language),
        weeks: weeks.length,
        bestWeek: formatDayAndMonth(best.weekStart, language),
        best: formatRupeeAmount(best.revenue, language),
      })
    : t('dashboard.charts.noRevenue', { weeks: weeks.length });
}

function bookingsSummary(weeks: DashboardWeek[], t: TFunction<'admin'>): string {
  const count = (week: DashboardWeek) =>
    BOOKING_STATUSES.reduce((sum, status) => sum + week.bookings[status], 0);
  const total = weeks.reduce((sum, week) => sum + count(week), 0);
  const latest = weeks.at(-1);
  return t('dashboard.charts.bookingsSummary', {
    total,
    weeks: weeks.length,
    thisWeek: latest ? count(latest) : 0,
  });
}

/** Beyond the spec: revenue and bookings of the last 12 India weeks (Monday to Sunday). */
export function DashboardCharts() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const charts = useDashboardCharts();
  const revenueTitle = t('dashboard.charts.revenueTitle');
  const bookingsTitle = t('dashboard.charts.bookingsTitle');
  const revenueLabel = t('dashboard.charts.revenue');
  const statusLabel = (status: BookingStatus) => t(`dashboard.charts.status.${status}`);
  const rupees = (value: number) => formatRupeeAmount(value, language);
  if (charts.isPending)
    return (
      <Grid>
        <WeeklyChartPlaceholder title={revenueTitle} legend={[revenueLabel]} />
        <WeeklyChartPlaceholder title={bookingsTitle} legend={BOOKING_STATUSES.map(statusLabel)} />
      </Grid>
    );
  if (charts.isError)
    return (
      <LoadFailure
        what={t('dashboard.charts.loadFailed')}
        error={charts.error}
        onRetry={() => void charts.refetch()}
      />
    );
  const { weeks } = charts.data;
  if (weeks.length === 0) return null;
  const weekStarts = weeks.map((week) => week.weekStart);
  return (
    <Grid>
      <WeeklyChart
        title={revenueTitle}
        summary={revenueSummary(weeks, t, language)}
        weeks={weekStarts}
        series={[{ label: revenueLabel, color: '#0b5fa5', values: weeks.map((week) => week.revenue) }]}
        format={rupees}
        formatTick={rupeesOnAxis}
      />
      <WeeklyChart
        title={bookingsTitle}
        summary={bookingsSummary(weeks, t)}
        weeks={weekStarts}
        series={BOOKING_STATUSES.map((status) => ({
          label: statusLabel(status),
          color: STATUS_COLORS[status],
          values: weeks.map((week) => week.bookings[status]),
        }))}
        format={(value) => formatCount(value, language)}
      />
    </Grid>
  );
}
