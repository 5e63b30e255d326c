import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { blogSummary } from '../../../test/blog-fixture.ts';
import { BlogsPage } from './blogs-page.tsx';

describe('BlogsPage', () => {
  it('shows the heading, the newsletter box and a card per blog', async () => {
    stubFetch(() =>
      envelopeResponse([
        blogSummary(),
        blogSummary({ _id: 'b-2', slug: 'physics', title: 'Physics for NEET' }),
      ]),
    );
    renderWithProviders(<BlogsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your NEET Success Guide' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy();
    expect(screen.getByText('Loading blogs...').getAttribute('role')).toBe('status');

    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getAllByRole('link', { name: 'View' })).toHaveLength(2);
  });

  it('says so when there are no blogs yet', async () => {
    stubFetch(() => envelopeResponse([]));
    renderWithProviders(<BlogsPage />);
    expect(await screen.findByText('No blogs yet')).toBeTruthy();
  });
});
