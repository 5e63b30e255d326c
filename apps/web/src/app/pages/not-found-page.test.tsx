import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('says the page is missing, in English', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/');
    expect(document.title).toMatch(/^Page not found/);
  });

  it('says the page is missing, in Hindi', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere', language: 'hi' });
    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeTruthy();
    expect(screen.getByText('आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होमपेज पर जाएँ' })).toBeTruthy();
    expect(document.title).toMatch(/^पेज नहीं मिला/);
  });
});
