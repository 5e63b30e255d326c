import { BarChart } from '@mui/x-charts/BarChart';
import { formatDayAndMonth } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import type { ChartSeries } from './weekly-chart.tsx';

export interface WeeklyBarsProps {
  /** The Monday starting each week, as YYYY-MM-DD, oldest first. */
  weeks: string[];
  /** Several series are stacked. */
  series: ChartSeries[];
  /** A value in the tooltip. */
  format: (value: number) => string;
  /** A value on the axis. */
  formatTick: (value: number) => string;
  height: number;
}

/**
 * The bars of a weekly chart (negative values below the zero line), loaded with the chart library only
 * when a chart is shown.
 */
export function WeeklyBars({ weeks, series, format, formatTick, height }: WeeklyBarsProps) {
  const language = useLanguage();
  return (
    <BarChart
      height={height}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      grid={{ horizontal: true }}
      sx={{ '& .MuiChartsAxis-directionX .MuiChartsAxis-tick': { stroke: 'transparent' } }}
      hideLegend
      // The picture is hidden from screen readers (the summary and the table speak for it), so it takes no
      // tab stop either.
      disableKeyboardNavigation
      // The bars stand at once: no frame-by-frame work for a slow phone to do before the figures read.
      skipAnimation
      xAxis={[
        {
          scaleType: 'band',
          data: weeks,
          valueFormatter: (week: string) => formatDayAndMonth(week, language),
          // Room for a date ("22 Sept") and a gap: the weeks are named at a steady rhythm, each one, every
          // second or every third, as the chart's width allows.
          tickSpacing: 50,
          tickLabelStyle: { fontSize: 11 },
          // The weeks sit 10 px under the axis (the ticks drawn, but transparent, since the library places
          // labels under ticks of 4 px when they are switched off): a narrow first week's date would
          // otherwise run into the value axis's lowest label at the corner.
          tickSize: 10,
          height: 32,
        },
      ]}
      yAxis={[
        {
          tickNumber: 4,
          valueFormatter: (value: number) => formatTick(value),
          tickLabelStyle: { fontSize: 12 },
          width: 'auto',
          disableLine: true,
          disableTicks: true,
        },
      ]}
      series={series.map((line) => ({
        label: line.label,
        color: line.color,
        data: line.values,
        stack: 'week',
        valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
      }))}
    />
  );
}
