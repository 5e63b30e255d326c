import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { SessionTable, type PagedRows, type TableColumn } from './session-table.tsx';
import { ApiError } from '../lib/api-client.ts';

interface Row {
  id: string;
  name: string;
}

const COLUMNS: TableColumn<Row>[] = [
  { header: 'S.No', cell: (_row, rowNumber) => rowNumber },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Action', actions: true, cell: (row) => <button type="button">{`Open ${row.name}`}</button> },
];

function rows(count: number, currentPage = 1, totalPages = 1): PagedRows<Row> {
  return {
    data: Array.from({ length: count }, (_, index) => ({ id: `r-${index}`, name: `Row ${index + 1}` })),
    pagination: { currentPage, totalPages, pageSize: 10 },
  };
}

function renderTable(props: Partial<Parameters<typeof SessionTable<Row>>[0]> = {}) {
  const onRetry = vi.fn();
  const onPageChange = vi.fn();
  renderWithProviders(
    <SessionTable<Row>
      caption="Completed sessions"
      columns={COLUMNS}
      rowKey={(row) => row.id}
      result={undefined}
      loading={false}
      error={null}
      onRetry={onRetry}
      emptyText="No Completed Session yet"
      page={1}
      onPageChange={onPageChange}
      {...props}
    />,
  );
  return { onRetry, onPageChange };
}

describe('SessionTable', () => {
  it('says it is loading while the first answer is on its way', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading completed sessions…');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a failed load failed, with the reason and Try again', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderTable({ error: new ApiError('Could not reach the server.', 0, null) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Completed sessions could not be loaded.');
    expect(alert.textContent).toContain('Could not reach the server.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty text for an empty list, without a table or pager', () => {
    renderTable({ result: rows(0) });
    expect(screen.getByText('No Completed Session yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('lists the rows under their headings, numbered across pages, each value labelled for the cards', () => {
    renderTable({ result: rows(2, 3, 3), page: 3 });
    const table = screen.getByRole('table', { name: 'Completed sessions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['S.No', 'Name', 'Action']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    if (!first || !second) throw new Error('two rows expected');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['21', 'Row 1', 'Open Row 1']);
    expect(within(second).getAllByRole('cell')[0]?.textContent).toBe('22');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['S.No', 'Name', 'Action']);
  });

  it('has no pager while everything fits on one page', () => {
    renderTable({ result: rows(10) });
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages with Previous and Next beyond one page, each disabled at its end', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderTable({ result: rows(10, 1, 2) });
    const pager = screen.getByRole('navigation', { name: 'Pages of completed sessions' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('names the page asked for while it loads, over the dimmed previous rows', () => {
    renderTable({ result: rows(10, 1, 3), page: 2, stale: true });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('shows the page the server answered when it differs from the one asked for', () => {
    renderTable({ result: rows(3, 2, 2), page: 9 });
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});
