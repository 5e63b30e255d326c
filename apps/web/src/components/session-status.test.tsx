import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '@neetmentor/contract';
import { theme } from '../theme.ts';
import { SessionProgress, SessionStatusChip } from './session-status.tsx';

function steps(status: BookingStatus) {
  render(
    <ThemeProvider theme={theme}>
      <SessionProgress status={status} />
    </ThemeProvider>,
  );
  const line = screen.getByRole('list', { name: 'Progress' });
  return within(line)
    .getAllByRole('listitem')
    .map((item) => `${item.textContent}${item.getAttribute('aria-current') === 'step' ? ' (current)' : ''}`);
}

describe('SessionProgress', () => {
  it('fills the line up to where the session is', () => {
    expect(steps('pending')).toEqual(['Pending (current)', 'Active, not yet', 'Completed, not yet']);
  });

  it('marks earlier steps done once the session is active or completed', () => {
    expect(steps('active')).toEqual(['Pending, done', 'Active (current)', 'Completed, not yet']);
  });

  it('ends at Cancelled for a request that was cancelled', () => {
    expect(steps('cancelled')).toEqual(['Pending, done', 'Cancelled (current)']);
  });
});

describe('SessionStatusChip', () => {
  it('names each status as the tables show it', () => {
    render(
      <ThemeProvider theme={theme}>
        <SessionStatusChip status="complete" />
        <SessionStatusChip status="cancelled" />
      </ThemeProvider>,
    );
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });
});
