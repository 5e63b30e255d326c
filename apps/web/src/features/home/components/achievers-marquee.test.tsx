import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataSaverProvider } from '../../../lib/data-saver.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { AchieversMarquee } from './achievers-marquee.tsx';

describe('AchieversMarquee', () => {
  it('lets screen readers hear the phrase once', () => {
    renderWithProviders(<AchieversMarquee />);
    const copies = screen.getAllByText('MENTORSHIP FROM ACHIEVERS');
    expect(copies.length).toBeGreaterThan(1);
    expect(copies.filter((copy) => copy.getAttribute('aria-hidden') !== 'true')).toHaveLength(1);
  });

  it('can be paused and played again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AchieversMarquee />);
    await user.click(screen.getByRole('button', { name: 'Pause scrolling text' }));
    await user.click(screen.getByRole('button', { name: 'Play scrolling text' }));
    expect(screen.getByRole('button', { name: 'Pause scrolling text' })).toBeTruthy();
  });

  it('stands still in data-saver mode until the visitor presses play', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <DataSaverProvider initial>
        <AchieversMarquee />
      </DataSaverProvider>,
    );
    const track = () => container.querySelector('[data-paused]')?.getAttribute('data-paused');
    expect(track()).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Play scrolling text' }));
    expect(track()).toBe('false');
  });

  it('speaks Hindi on a Hindi page', () => {
    renderWithProviders(<AchieversMarquee />, { language: 'hi' });
    expect(screen.getAllByText('कामयाब छात्रों से मेंटरशिप').length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: 'चलता हुआ टेक्स्ट रोकें' })).toBeTruthy();
  });
});
