import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AchieversMarquee } from './achievers-marquee.tsx';

describe('AchieversMarquee', () => {
  it('lets screen readers hear the phrase once', () => {
    render(<AchieversMarquee />);
    const copies = screen.getAllByText('MENTORSHIP FROM ACHIEVERS');
    expect(copies.length).toBeGreaterThan(1);
    expect(copies.filter((copy) => copy.getAttribute('aria-hidden') !== 'true')).toHaveLength(1);
  });

  it('can be paused and played again', async () => {
    const user = userEvent.setup();
    render(<AchieversMarquee />);
    await user.click(screen.getByRole('button', { name: 'Pause scrolling text' }));
    await user.click(screen.getByRole('button', { name: 'Play scrolling text' }));
    expect(screen.getByRole('button', { name: 'Pause scrolling text' })).toBeTruthy();
  });
});
