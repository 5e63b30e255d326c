import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ErrorDialog } from './error-dialog.tsx';

describe('ErrorDialog', () => {
  it('is titled Error and shows the default text without a message', () => {
    renderWithProviders(<ErrorDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('An unexpected error occurred. Please try again.');
  });

  it('shows the given message and closes with Dismiss', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<ErrorDialog open message="Invalid email or password" onClose={onClose} />);
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
