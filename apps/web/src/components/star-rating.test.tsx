import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

function filledCount(container: HTMLElement): number {
  return container.querySelectorAll('svg[data-filled="true"]').length;
}

describe('StarRating', () => {
  it('draws five stars, filled up to the rating', () => {
    const { container } = render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(container.querySelectorAll('svg')).toHaveLength(5);
    expect(filledCount(container)).toBe(4);
  });

  it('rounds and clamps the rating to 0–5', () => {
    const { container, rerender } = render(<StarRating rating={3.6} />);
    expect(filledCount(container)).toBe(4);
    rerender(<StarRating rating={9} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    rerender(<StarRating rating={-1} />);
    expect(filledCount(container)).toBe(0);
  });
});
