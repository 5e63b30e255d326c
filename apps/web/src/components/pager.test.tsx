import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme.ts';
import { Pager } from './pager.tsx';

function renderPager(page: number, totalPages: number, disabled = false) {
  const onPageChange = vi.fn();
  const { container } = render(
    <ThemeProvider theme={theme}>
      <Pager
        label="Pages of your sessions"
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        disabled={disabled}
      />
    </ThemeProvider>,
  );
  return { onPageChange, container };
}

describe('Pager', () => {
  it('shows nothing when everything fits on one page', () => {
    const { container } = renderPager(1, 1);
    expect(container.textContent).toBe('');
  });

  it('says Page X of Y and moves one page either way, each button disabled at its end', async () => {
    const user = userEvent.setup({ delay: null });
    const { onPageChange } = renderPager(1, 3);
    const pager = screen.getByRole('navigation', { name: 'Pages of your sessions' });
    expect(pager.textContent).toContain('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('goes back from the last page, where Next is disabled', async () => {
    const user = userEvent.setup({ delay: null });
    const { onPageChange } = renderPager(3, 3);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('waits while a page is on its way', () => {
    renderPager(2, 3, true);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });
});
