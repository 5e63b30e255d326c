import { styled } from '@mui/material/styles';
import { formatDayAndMonth } from '@neetmentor/contract';

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

const PLOT_HEIGHT = 200;
const TICKS = 4;

const Figure = styled('figure')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  containerType: 'inline-size',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2.5) },
}));

const Title = styled('figcaption')({ fontSize: '1.125rem', fontWeight: 800 });

const Summary = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 2),
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

const Chart = styled('div')({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: 8,
});

const Axis = styled('div')(({ theme }) => ({
  position: 'relative',
  height: PLOT_HEIGHT,
  minWidth: 36,
  color: theme.palette.text.secondary,
  fontSize: '0.75rem',
  textAlign: 'right',
  '& span': { position: 'absolute', right: 0, transform: 'translateY(50%)', whiteSpace: 'nowrap' },
}));

const Plot = styled('div')(({ theme }) => ({
  position: 'relative',
  height: PLOT_HEIGHT,
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  '& > hr': {
    position: 'absolute',
    left: 0,
    right: 0,
    margin: 0,
    border: 0,
    borderTop: `1px solid ${theme.palette.divider}`,
  },
  '& > hr[data-zero="true"]': { borderTopColor: theme.palette.text.secondary },
}));

const Column = styled('div')({ position: 'relative', gridRow: 1 });

// A bar takes the middle of its week's column, leaving a gap to the next week.
const Bar = styled('div')({ position: 'absolute', left: '18%', right: '18%', borderRadius: 3 });

const Labels = styled('div')(({ theme }) => ({
  gridColumn: 2,
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  marginTop: 6,
  color: theme.palette.text.secondary,
  fontSize: '0.6875rem',
  textAlign: 'center',
  '& span': { whiteSpace: 'nowrap' },
  // On a phone every other week is named, so the dates do not run into each other.
  '@container (max-width: 559.98px)': { '& span:nth-of-type(even)': { visibility: 'hidden' } },
}));

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

/** A round step (1, 2 or 5 times a power of ten) that splits the range into about `TICKS` parts. */
function niceStep(range: number): number {
  const rough = range / TICKS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

/** The axis: from the lowest to the highest value, zero included, in round steps. */
function scaleOf(series: ChartSeries[], weekCount: number) {
  const totals = Array.from({ length: weekCount }, (_, week) =>
    series.reduce((sum, line) => sum + Math.max(0, line.values[week] ?? 0), 0),
  );
  const lowest = Math.min(0, ...series.flatMap((line) => line.values));
  const highest = Math.max(0, ...totals);
  const step = niceStep(highest - lowest || 1);
  const min = Math.floor(lowest / step) * step;
  const max = Math.max(Math.ceil(highest / step) * step, min + step);
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(tick);
  return { min, max, ticks, at: (value: number) => ((value - min) / (max - min)) * 100 };
}

/**
 * A bar chart of one value a week (stacked when there are several series), drawn with plain boxes so it
 * costs next to nothing to download. The picture is hidden from screen readers: the summary says what
 * it shows and the table under it gives every figure.
 */
export function WeeklyChart({
  title,
  summary,
  weeks,
  series,
  format,
  formatTick = format,
}: WeeklyChartProps) {
  const scale = scaleOf(series, weeks.length);
  const zero = scale.at(0);
  return (
    <Figure>
      <Title>{title}</Title>
      <Summary>{summary}</Summary>
      <Chart aria-hidden="true">
        <Axis>
          {scale.ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${scale.at(tick)}%` }}>
              {formatTick(tick)}
            </span>
          ))}
        </Axis>
        <Plot>
          {scale.ticks.map((tick) => (
            <hr key={tick} data-zero={tick === 0} style={{ bottom: `${scale.at(tick)}%` }} />
          ))}
          {weeks.map((week, index) => {
            let base = 0;
            return (
              <Column key={week}>
                {series.map((line) => {
                  const value = line.values[index] ?? 0;
                  const from = value < 0 ? scale.at(value) : scale.at(base);
                  const to = value < 0 ? zero : scale.at(base + value);
                  if (value > 0) base += value;
                  return (
                    <Bar
                      key={line.label}
                      style={{ bottom: `${from}%`, height: `${to - from}%`, background: line.color }}
                    />
                  );
                })}
              </Column>
            );
          })}
        </Plot>
        <Labels>
          {weeks.map((week) => (
            <span key={week}>{formatDayAndMonth(week)}</span>
          ))}
        </Labels>
      </Chart>
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
        <summary>Show the figures as a table</summary>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
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
                <th scope="row">{formatDayAndMonth(week)}</th>
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
 * A chart's frame while its figures load: the same boxes and lines (title, summary, plot, week labels,
 * legend, the table's link), so nothing below moves when the figures arrive.
 */
export function WeeklyChartPlaceholder({ title, legend }: { title: string; legend: readonly string[] }) {
  return (
    <Figure aria-busy="true">
      <Title>{title}</Title>
      <Summary role="status">Loading the figures…</Summary>
      <Chart aria-hidden="true">
        <Axis />
        <Plot />
        <Labels>
          <span>&nbsp;</span>
        </Labels>
      </Chart>
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
      <PendingLink aria-hidden="true">Show the figures as a table</PendingLink>
    </Figure>
  );
}
