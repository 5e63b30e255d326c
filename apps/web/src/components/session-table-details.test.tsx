import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { SessionTable, type PagedRows } from './session-table.tsx';

interface Row {
  id: string;
  name: string;
}

const RESULT: PagedRows<Row> = {
  data: [
    { id: 'a', name: 'Intro call' },
    { id: 'b', name: 'Monthly package' },
  ],
  pagination: { currentPage: 2, totalPages: 2, pageSize: 10 },
};

function renderTable() {
  render(
    <ThemeProvider theme={theme}>
      <SessionTable<Row>
        caption="Your sessions"
        columns={[
          { header: 'S.No', cell: (_row, rowNumber) => rowNumber },
          { header: 'Package Name', cell: (row) => row.name },
        ]}
        rowKey={(row) => row.id}
        result={RESULT}
        loading={false}
        error={null}
        onRetry={() => undefined}
        emptyText="No Purchased Session yet"
        page={2}
        onPageChange={() => undefined}
        details={(row) => <p>{`All about ${row.name}`}</p>}
        detailsLabel={(row) => `Details of ${row.name}`}
      />
    </ThemeProvider>,
  );
}

describe('SessionTable row details', () => {
  it('numbers rows across pages and opens one row’s details under it', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    const table = screen.getByRole('table', { name: 'Your sessions' });
    expect(within(table).getByRole('cell', { name: '11' })).toBeTruthy();
    expect(screen.queryByText('All about Intro call')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Details of Intro call' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = screen.getByText('All about Intro call');
    expect(details.closest('td')?.id).toBe(toggle.getAttribute('aria-controls'));
    expect(screen.queryByText('All about Monthly package')).toBeNull();

    await user.click(toggle);
    expect(screen.queryByText('All about Intro call')).toBeNull();
  });
});
