import { screen, within } from '@testing-library/react';
import type { Webinar } from '@neetmentor/contract';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { WebinarPage } from './webinar-page.tsx';

const WEBINAR: Webinar = {
  _id: 'w-1',
  image: '/uploads/webinars/w-1.webp',
  time: '06:00 PM',
  date: '29 November',
  day: 'Sunday',
  year: '2026',
  content: '<h2>Your last-months strategy</h2><p>Bring your <em>questions</em>.</p>',
};

describe('WebinarPage', () => {
  it('shows the webinar, its content as the server cleaned it and the registration form', async () => {
    stubFetch(() => envelopeResponse(WEBINAR));
    renderWithProviders(<WebinarPage />);
    expect(screen.getByRole('status')).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 2, name: 'Your last-months strategy' })).toBeTruthy();
    for (const value of ['06:00 PM', '29 November', '2026', 'Sunday'])
      expect(screen.getByText(value)).toBeTruthy();
    expect(screen.getByText('questions').tagName).toBe('EM');
    expect(screen.getByRole('img', { name: 'Webinar poster' }).getAttribute('src')).toBe(
      '/img/1280/webinars/w-1.webp',
    );
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows a real time, date and day in Hindi on a Hindi page', async () => {
    stubFetch(() => envelopeResponse(WEBINAR));
    renderWithProviders(<WebinarPage />, { language: 'hi' });
    const details = await screen.findByRole('article');
    for (const value of ['6:00 pm', '29 नवंबर', '2026', 'रविवार'])
      expect(within(details).getByText(value)).toBeTruthy();
    expect(within(details).queryByText('29 November')).toBeNull();
  });

  it('shows a time and date typed by hand as typed on a Hindi page', async () => {
    stubFetch(() =>
      envelopeResponse({ ...WEBINAR, time: 'After the mock test', date: '31 February', day: 'रविवार' }),
    );
    renderWithProviders(<WebinarPage />, { language: 'hi' });
    const details = await screen.findByRole('article');
    for (const value of ['After the mock test', '31 February', 'रविवार'])
      expect(within(details).getByText(value)).toBeTruthy();
  });

  it.each([
    ['no webinar', null],
    ['a webinar without a poster', { ...WEBINAR, image: null }],
  ])('says NO Webinar Available when there is %s', async (_case, answer) => {
    stubFetch(() => envelopeResponse(answer));
    renderWithProviders(<WebinarPage />);
    expect(await screen.findByRole('heading', { name: 'NO Webinar Available' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
