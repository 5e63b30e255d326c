import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { FAQ_ENTRIES } from '../home-content.ts';
import { FaqSection } from './faq-section.tsx';

function expandedStates(): boolean[] {
  return FAQ_ENTRIES.map(
    (entry) => screen.getByRole('button', { name: entry.question }).getAttribute('aria-expanded') === 'true',
  );
}

describe('FaqSection', () => {
  it('has four questions, all closed at first', () => {
    renderWithProviders(<FaqSection />);
    expect(FAQ_ENTRIES).toHaveLength(4);
    expect(expandedStates()).toEqual([false, false, false, false]);
  });

  it('keeps one answer open at a time, and clicking the open one closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqSection />);
    const [first, second] = FAQ_ENTRIES;
    if (!first || !second) throw new Error('FAQ entries missing');

    await user.click(screen.getByRole('button', { name: first.question }));
    expect(expandedStates()).toEqual([true, false, false, false]);
    expect(screen.getByRole('region', { name: first.question }).textContent).toBe(first.answer);

    await user.click(screen.getByRole('button', { name: second.question }));
    expect(expandedStates()).toEqual([false, true, false, false]);
    expect(screen.queryByRole('region', { name: first.question })).toBeNull();
    expect(screen.getByRole('region', { name: second.question }).textContent).toBe(second.answer);

    await user.click(screen.getByRole('button', { name: second.question }));
    expect(expandedStates()).toEqual([false, false, false, false]);
  });
});
