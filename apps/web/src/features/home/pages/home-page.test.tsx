import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeaturedMentor, Testimonial } from '@neetmentor/contract';
import { describe, expect, it } from 'vitest';
import { DataSaverProvider } from '../../../lib/data-saver.tsx';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { HomePage } from './home-page.tsx';

// The page's sections arrive one by one; on a busy shared machine that can take several seconds.
configure({ asyncUtilTimeout: 15_000 });

const MENTORS: FeaturedMentor[] = [
  {
    _id: 'm-1',
    mentorId: 'arjunmehta1001',
    firstName: 'Arjun',
    lastName: 'Mehta',
    profilePicture: null,
    institute: 'Maulana Azad Medical College',
    neetScore: 701,
    airRank: 120,
    feedBack: [{ rating: 5 }],
  },
];

const TESTIMONIALS: Testimonial[] = [
  { _id: 't-1', name: 'Ananya Gupta', image: '/uploads/ananya.webp', testimonial: 'मेरे फ़िज़िक्स के नंबर बढ़ गए।' },
];

function stubHomeCalls() {
  return stubFetch((url) => {
    if (url.endsWith('/get-featured-mentors')) return envelopeResponse(MENTORS);
    if (url.endsWith('/get-testimonial')) return envelopeResponse(TESTIMONIALS);
    return envelopeResponse([]);
  });
}

describe('the home page in Hindi', () => {
  it('shows its sections in Hindi, and user content as written', async () => {
    stubHomeCalls();
    renderWithProviders(<HomePage />, { language: 'hi' });

    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero.textContent).toBe('NEET टॉपर्स से सिर्फ़ आपके लिए मेंटरशिप');
    expect(hero.querySelector('em')?.textContent).toBe('NEET टॉपर्स');
    expect(screen.getByRole('link', { name: 'सेशन बुक करें' }).getAttribute('href')).toBe('/search-mentor');
    expect(screen.getByText('मेंटर्स हमारे साथ')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'NEET पास कर चुके छात्रों से सीखें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'वो मार्गदर्शन जो कोचिंग में नहीं मिलता' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'खास सीरीज़' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'खास सीरीज़: आगे जाएँ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल' })).toBeTruthy();

    // The mentor's name and the student's words are theirs, not translated.
    expect(await screen.findByRole('heading', { name: 'Arjun Mehta' })).toBeTruthy();
    expect(await screen.findByText('मेरे फ़िज़िक्स के नंबर बढ़ गए।')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'छात्रों की राय' })).toBeTruthy();
  }, 60_000);

  it('says a failed featured-mentors call in Hindi', async () => {
    stubFetch(() => envelopeResponse(null, 500, 'An unexpected error occurred'));
    renderWithProviders(<HomePage />, { language: 'hi' });
    expect(
      await screen.findByText('चुनिंदा मेंटर्स लोड नहीं हो पाए। कृपया थोड़ी देर बाद फिर से कोशिश करें।'),
    ).toBeTruthy();
  });
});

describe('the home page in data-saver mode', () => {
  function renderSaving() {
    return renderWithProviders(
      <DataSaverProvider initial>
        <HomePage />
      </DataSaverProvider>,
    );
  }

  it('asks no picture before a tap, and shows the banner picture when tapped', async () => {
    const user = userEvent.setup();
    stubHomeCalls();
    const { container } = renderSaving();

    const banner = screen.getByRole('region', { name: /Not sure where to start/ });
    expect(banner.querySelector('img')).toBeNull();
    expect(container.querySelector('picture')).toBeNull();
    await user.click(
      within(banner).getByRole('button', { name: /^Show picture: A student on a video call/ }),
    );
    expect(within(banner).getByRole('img', { name: /A student on a video call/ })).toBeTruthy();
  });

  it('keeps the marquee still and the testimonial photos waiting for a tap', async () => {
    const user = userEvent.setup();
    stubHomeCalls();
    const { container } = renderSaving();

    expect(screen.getByRole('button', { name: 'Play scrolling text' })).toBeTruthy();
    const showPhoto = await screen.findByRole('button', { name: 'Show the photo of Ananya Gupta' });
    expect(container.querySelector('figure img')).toBeNull();
    await user.click(showPhoto);
    expect(container.querySelector('figure img')?.getAttribute('src')).toBe('/img/96/ananya.webp');
  });
});
