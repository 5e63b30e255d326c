import { styled } from '@mui/material/styles';
import {
  abbreviateRupees,
  BOOKING_STATUSES,
  formatDayAndMonth,
  formatRupeeAmount,
  type BookingStatus,
  type DashboardWeek,
} from '@neetmentor/contract';
import { SESSION_STATUS_LABELS } from '../../../components/session-status.tsx';
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

const REVENUE_TITLE = 'Revenue per week';
const BOOKINGS_TITLE = 'Bookings per week by status';

function rupeesOnAxis(value: number): string {
  return `₹${abbreviateRupees(value)}`;
}

function revenueSummary(weeks: DashboardWeek[]): string {
  const total = weeks.reduce((sum, week) => sum + week.revenue, 0);
  const best = weeks.reduce((top, week) => (week.revenue > top.revenue ? week : top));
  return best.revenue > 0
    ? `${formatRupeeAmount(total)} in ${weeks.length} weeks; the best week began ${formatDayAndMonth(best.weekStart)} with ${formatRupeeAmount(best.revenue)}.`
    : `No revenue in the last ${weeks.length} weeks.`;
}

function bookingsSummary(weeks: DashboardWeek[]): string {
  const count = (week: DashboardWeek) =>
    BOOKING_STATUSES.reduce((sum, status) => sum + week.bookings[status], 0);
  const total = weeks.reduce((sum, week) => sum + count(week), 0);
  const latest = weeks.at(-1);
  return `${total} bookings bought in ${weeks.length} weeks, ${latest ? count(latest) : 0} of them this week, each counted by the state it is in now.`;
}

/** Beyond the spec: revenue and bookings of the last 12 India weeks (Monday to Sunday). */
export function DashboardCharts() {
  const charts = useDashboardCharts();
  if (charts.isPending)
    return (
      <Grid>
        <WeeklyChartPlaceholder title={REVENUE_TITLE} legend={['Revenue']} />
        <WeeklyChartPlaceholder
          title={BOOKINGS_TITLE}
          legend={BOOKING_STATUSES.map((status) => SESSION_STATUS_LABELS[status])}
        />
      </Grid>
    );
  if (charts.isError)
    return (
      <LoadFailure
        what="The weekly charts could not be loaded."
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
        title={REVENUE_TITLE}
        summary={revenueSummary(weeks)}
        weeks={weekStarts}
        series={[{ label: 'Revenue', color: '#0b5fa5', values: weeks.map((week) => week.revenue) }]}
        format={formatRupeeAmount}
        formatTick={rupeesOnAxis}
      />
      <WeeklyChart
        title={BOOKINGS_TITLE}
        summary={bookingsSummary(weeks)}
        weeks={weekStarts}
        series={BOOKING_STATUSES.map((status) => ({
          label: SESSION_STATUS_LABELS[status],
          color: STATUS_COLORS[status],
          values: weeks.map((week) => week.bookings[status]),
        }))}
        format={String}
      />
    </Grid>
  );
}
