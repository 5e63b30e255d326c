import { lazy, Suspense } from 'react';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatDayAndMonth } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';

// The chart library comes with the first chart, in its own chunk: no other page downloads it.
const WeeklyBars = lazy(() => import('./weekly-bars.tsx').then((module) => ({ default: module.WeeklyBars })));

export interface ChartSeries {
  label: string;
  /** Keeps at least 3:1 against white, as WCAG asks of meaningful graphics. */
  color: string;
  /** One value a week, oldest first. */
  values: number[];
}

interface WeeklyChartProps {
  title: string;
  /** One or two sentences saying what the chart shows: read by everyone, not only screen readers. */
  summary: string;
  /** The Monday starting each week, as YYYY-MM-DD, oldest first. */
  weeks: string[];
  /** Several series are stacked. */
  series: ChartSeries[];
  /** A value in the table. */
  format: (value: number) => string;
  /** A value on the axis, shorter where needed; the table's form without it. */
  formatTick?: (value: number) => string;
}

const CHART_HEIGHT = 240;

const Figure = styled('figure')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2.5) },
}));

const Title = styled('figcaption')({ fontSize: '1.125rem', fontWeight: 800 });

const Summary = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 2),
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

// The chart's room, kept while the library loads and while the figures do, so nothing below moves.
const Drawing = styled('div')({ height: CHART_HEIGHT });

const Legend = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5, 2),
  margin: theme.spacing(1.5, 0, 0),
  padding: 0,
  listStyle: 'none',
  fontSize: '0.875rem',
  '& li': { display: 'flex', alignItems: 'center', gap: 6 },
  '& i': { width: 12, height: 12, borderRadius: 3 },
}));

const Details = styled('details')(({ theme }) => ({
  marginTop: theme.spacing(1.5),
  '& summary': { cursor: 'pointer', color: theme.palette.primary.main, fontWeight: 700 },
  '& table': { width: '100%', marginTop: theme.spacing(1), borderCollapse: 'collapse', fontSize: '0.875rem' },
  '& caption': { textAlign: 'left', fontWeight: 700 },
  '& th, & td': {
    padding: theme.spacing(0.5, 1),
    borderBottom: `1px solid ${theme.palette.divider}`,
    textAlign: 'right',
  },
  '& th:first-of-type': { textAlign: 'left' },
}));

/**
 * A bar chart of one value a week (stacked when there are several series). The picture is hidden from
 * screen readers: the summary says what it shows and the table under it gives every figure.
 */
export function WeeklyChart({
  title,
  summary,
  weeks,
  series,
  format,
  formatTick = format,
}: WeeklyChartProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <Figure>
      <Title>{title}</Title>
      <Summary>{summary}</Summary>
      <Drawing aria-hidden="true">
        <Suspense fallback={null}>
          <WeeklyBars
            weeks={weeks}
            series={series}
            format={format}
            formatTick={formatTick}
            height={CHART_HEIGHT}
          />
        </Suspense>
      </Drawing>
      {series.length > 1 && (
        <Legend aria-hidden="true">
          {series.map((line) => (
            <li key={line.label}>
              <i style={{ background: line.color }} />
              {line.label}
            </li>
          ))}
        </Legend>
      )}
      <Details>
        <summary>{t('dashboard.charts.showTable')}</summary>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.charts.weekOf')}</th>
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week}>
                <th scope="row">{formatDayAndMonth(week, language)}</th>
                {series.map((line) => (
                  <td key={line.label}>{format(line.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Details>
    </Figure>
  );
}

// The table link's line, while there is no table yet.
const PendingLink = styled('p')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 0),
  color: theme.palette.text.secondary,
  fontWeight: 700,
}));

/**
 * A chart's frame while its figures load: the same boxes and lines (title, summary, the chart's room,
 * legend, the table's link), so nothing below moves when the figures arrive.
 */
export function WeeklyChartPlaceholder({ title, legend }: { title: string; legend: readonly string[] }) {
  const { t } = useTranslation('admin');
  return (
    <Figure aria-busy="true">
      <Title>{title}</Title>
      <Summary role="status">{t('dashboard.charts.loading')}</Summary>
      <Drawing aria-hidden="true" />
      {legend.length > 1 && (
        <Legend aria-hidden="true">
          {legend.map((label) => (
            <li key={label}>
              <i />
              {label}
            </li>
          ))}
        </Legend>
      )}
      <PendingLink aria-hidden="true">{t('dashboard.charts.showTable')}</PendingLink>
    </Figure>
  );
}
