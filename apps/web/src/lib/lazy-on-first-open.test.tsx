import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnFirstOpen } from './lazy-on-first-open.tsx';

interface PanelProps {
  open: boolean;
  text: string;
}

function Panel({ open, text }: PanelProps) {
  return <p data-open={String(open)}>{text}</p>;
}

describe('lazyOnFirstOpen', () => {
  it('fetches nothing until the first opening, then stays mounted with the props it is given', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const LazyPanel = lazyOnFirstOpen(load, (props: PanelProps) => props.open);

    const { rerender } = render(<LazyPanel open={false} text="first" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('first')).toBeNull();

    rerender(<LazyPanel open text="opened" />);
    expect((await screen.findByText('opened')).dataset.open).toBe('true');

    // Closed again: still mounted, so a closing transition and the focus's return can run.
    await act(async () => rerender(<LazyPanel open={false} text="closed" />));
    expect(screen.getByText('closed').dataset.open).toBe('false');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
