import { render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG, type BlogSummary, type Testimonial } from '@neetmentor/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { RecentBlogsSection } from './recent-blogs-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';
import { testI18n } from '../../../test/i18n.ts';

const BLOGS: BlogSummary[] = Array.from({ length: 6 }, (_, index) => ({
  _id: `b-${index}`,
  slug: `blog-${index}`,
  title: `Blog ${index}`,
  preview: 'Preview',
  image: null,
  createdAt: '2025-01-10T10:00:00.000Z',
}));

const TESTIMONIALS: Testimonial[] = [
  {
    _id: 't-1',
    name: 'Ananya Gupta',
    image: '/uploads/ananya.webp',
    testimonial: 'My Physics scores went up.',
  },
  { _id: 't-2', name: 'Faizan Mir', image: null, testimonial: 'The chat support helped a lot.' },
];

describe('recent blogs and testimonials', () => {
  it('shows the four newest blogs', async () => {
    stubFetch(() => envelopeResponse(BLOGS));
    renderWithProviders(<RecentBlogsSection />);
    expect(await screen.findByRole('heading', { name: 'Recent Blogs' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 3, name: 'Blog 0' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'View' })).toHaveLength(4);
  });

  it('shows each testimonial with its name', async () => {
    stubFetch(() => envelopeResponse(TESTIMONIALS));
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByText('My Physics scores went up.')).toBeTruthy();
    expect(screen.getByText('Faizan Mir')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Testimonials' })).toBeTruthy();
  });

  it('asks for the avatar at a resized width, not the full upload', async () => {
    stubFetch(() => envelopeResponse(TESTIMONIALS));
    const { container } = renderWithProviders(<TestimonialsSection />);
    await screen.findByText('My Physics scores went up.');
    const avatar = container.querySelector('figure img');
    expect(avatar?.getAttribute('src')).toBe('/img/96/ananya.webp');
    expect(avatar?.getAttribute('srcset')).toBe('/img/96/ananya.webp 96w');
    expect(avatar?.getAttribute('sizes')).toBe('48px');
    expect([avatar?.getAttribute('width'), avatar?.getAttribute('height')]).toEqual(['48', '48']);
  });

  it('only logs a failed fetch and leaves both sections out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => envelopeResponse(null, 404, 'Not found'));
    const { container } = render(
      <AppProviders queryClient={createQueryClient()} siteConfig={DEFAULT_SITE_CONFIG} i18n={testI18n()}>
        <MemoryRouter>
          <RecentBlogsSection />
          <TestimonialsSection />
        </MemoryRouter>
      </AppProviders>,
    );

    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
