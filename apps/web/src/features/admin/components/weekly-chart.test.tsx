import { render, screen, waitFor, within } from '@testing-library/react';
import { abbreviateRupees } from '@neetmentor/contract';
import { describe, expect, it } from 'vitest';
import { WeeklyChart, WeeklyChartPlaceholder, type ChartSeries } from './weekly-chart.tsx';

const WEEKS = ['2025-02-24', '2025-03-03', '2025-03-10'];
const rupeesOnAxis = (value: number) => `₹${abbreviateRupees(value)}`;

function renderChart(title: string, series: ChartSeries[], formatTick?: (value: number) => string) {
  render(
    <WeeklyChart
      title={title}
      summary={`What ${title} shows.`}
      weeks={WEEKS}
      series={series}
      format={(value) => `${value} in all`}
      formatTick={formatTick}
    />,
  );
}

/** The figure of a title, once the chart library has drawn its picture. */
async function drawnFigure(title: string) {
  const figure = screen.getByText(title, { selector: 'figcaption' }).closest('figure');
  if (!figure) throw new Error(`No figure for ${title}`);
  const svg = await waitFor(() => {
    const drawn = figure.querySelector('svg');
    if (!drawn) throw new Error('Not drawn yet');
    return drawn;
  });
  const picture = figure.querySelector<HTMLElement>(':scope > [aria-hidden="true"]');
  if (!picture?.contains(svg)) throw new Error('The picture is not hidden from screen readers');
  return { figure, picture, texts: Array.from(svg.querySelectorAll('text'), (text) => text.textContent) };
}

/** A bar's top and bottom, from what the chart drew. */
function bars(picture: HTMLElement, color: string) {
  return Array.from(picture.querySelectorAll(`rect[fill="${color}"]`), (rect) => {
    const top = Number(rect.getAttribute('y'));
    return { top, bottom: top + Number(rect.getAttribute('height')) };
  });
}

describe('WeeklyChart', () => {
  it('names the figure by its title and says what it shows, the picture hidden and out of the tab order', async () => {
    renderChart('Revenue per week', [{ label: 'Revenue', color: '#0b5fa5', values: [1500, 4200, 0] }]);
    const { figure, picture } = await drawnFigure('Revenue per week');

    expect(figure.firstElementChild?.textContent).toBe('Revenue per week');
    expect(within(figure).getByText('What Revenue per week shows.').tagName).toBe('P');
    const tabStops = Array.from(picture.querySelectorAll('[tabindex], a[href], button')).filter(
      (element) => element.getAttribute('tabindex') !== '-1',
    );
    expect(tabStops).toEqual([]);
    // One series needs no legend: the title names it.
    expect(within(figure).queryByRole('list', { hidden: true })).toBeNull();
  });

  it('names the weeks on the axis and writes its values in the short form, negative ones below zero', async () => {
    renderChart(
      'Revenue per week',
      [{ label: 'Revenue', color: '#0b5fa5', values: [1500, 12500, -2000] }],
      rupeesOnAxis,
    );
    const { picture, texts } = await drawnFigure('Revenue per week');

    // jsdom lays nothing out, so the chart takes a 100 px width: room to name the first week only.
    expect(texts[0]).toBe('24 Feb');
    expect(texts.slice(-5)).toEqual(['₹-5.0k', '₹0', '₹5.0k', '₹10.0k', '₹15.0k']);
    const [first, , refunded] = bars(picture, '#0b5fa5');
    // The refund week's bar hangs from the zero line the first week's stands on.
    expect(refunded?.top).toBe(first?.bottom);
  });

  it('stacks the series of a week, each in its colour, with a legend, and gives every figure in a table', async () => {
    renderChart('Bookings per week by status', [
      { label: 'Pending', color: '#b45309', values: [1, 0, 2] },
      { label: 'Active', color: '#0f766e', values: [3, 4, 1] },
    ]);
    const { figure, picture } = await drawnFigure('Bookings per week by status');

    const [pending] = bars(picture, '#b45309');
    const [active] = bars(picture, '#0f766e');
    expect(active?.bottom).toBe(pending?.top);
    expect(Array.from(figure.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Pending',
      'Active',
    ]);
    const table = within(figure).getByRole('table', { name: 'Bookings per week by status' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Week ofPendingActive',
      '24 Feb1 in all3 in all',
      '3 Mar0 in all4 in all',
      '10 Mar2 in all1 in all',
    ]);
  });

  it('keeps the room of the chart while the figures load, so nothing below moves', async () => {
    renderChart('Revenue per week', [{ label: 'Revenue', color: '#0b5fa5', values: [1, 2, 3] }]);
    const { picture } = await drawnFigure('Revenue per week');
    render(<WeeklyChartPlaceholder title="Loading revenue" legend={['Revenue']} />);

    const placeholder = screen.getByText('Loading revenue', { selector: 'figcaption' }).closest('figure');
    expect(placeholder?.getAttribute('aria-busy')).toBe('true');
    const room = placeholder?.querySelector<HTMLElement>(':scope > [aria-hidden="true"]');
    expect(room && getComputedStyle(room).height).toBe(getComputedStyle(picture).height);
    expect(getComputedStyle(picture).height).toMatch(/^[1-9]\d+px$/);
  });
});
