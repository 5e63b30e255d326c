import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../app/providers.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { blog, blogSummary } from '../../../test/blog-fixture.ts';
import { DataSaverProvider } from '../../../lib/data-saver.tsx';
import { SingleBlogPage } from './single-blog-page.tsx';

function renderAt(entry: string | { pathname: string; state: unknown }, { dataSaver = false } = {}) {
  // The app's own client: a blog handed over in the state stays fresh as long as any other answer.
  const client = createQueryClient();
  return render(
    <DataSaverProvider initial={dataSaver}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/single-blog" element={<SingleBlogPage />} />
            <Route path="/single-blog/:slug" element={<SingleBlogPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </DataSaverProvider>,
  );
}

describe('SingleBlogPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('in data-saver mode loads the cover only when asked to', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubFetch(() => envelopeResponse(null, 500));
    const { container } = renderAt(
      { pathname: '/single-blog/how-to-revise-biology', state: { blog: blog() } },
      { dataSaver: true },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'How to revise Biology' })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show picture' }));
    expect(container.querySelector('img')?.getAttribute('src')).toContain('biology.webp');
  });

  it('shows the blog handed over in the navigation state without fetching it, at the top of the page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const fetchMock = stubFetch(() => envelopeResponse(null, 500));
    renderAt({ pathname: '/single-blog/how-to-revise-biology', state: { blog: blog() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to revise Biology' })).toBeTruthy();
    expect(screen.getByText('sweet').tagName).toBe('STRONG');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('accepts the state on /single-blog without a slug, as the spec’s links do', async () => {
    stubFetch(() => envelopeResponse(null, 500));
    renderAt({ pathname: '/single-blog', state: { blog: blog() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to revise Biology' })).toBeTruthy();
  });

  it('loads the article of a summary handed over by a list card, by its slug, also on /single-blog', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const fetchMock = stubFetch(() => envelopeResponse(blog({ title: 'The whole article' })));
    renderAt({ pathname: '/single-blog', state: { blog: blogSummary() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'The whole article' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/admin/get-single-blog/how-to-revise-biology');
  });

  it('loads the blog by its slug after a refresh or from a shared link', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const fetchMock = stubFetch(() => envelopeResponse(blog({ title: 'Loaded by slug' })));
    renderAt('/single-blog/how-to-revise-biology');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded by slug' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/admin/get-single-blog/how-to-revise-biology');
  });

  it('shows a friendly not-found page for an unknown slug', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = stubFetch(() => envelopeResponse(null, 404, 'Blog not found.'));
    renderAt('/single-blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all blogs' }).getAttribute('href')).toBe('/blogs-page');
    // A missing blog is an answer, not a failure: asked once, never retried, nothing logged as failed.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls.filter(([first]) => String(first).startsWith('Request failed'))).toEqual([]);
  });

  it('shows the not-found page on /single-blog with nothing to show, without calling the server', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const fetchMock = stubFetch(() => envelopeResponse(null, 500));
    renderAt('/single-blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the page "Blog" in Hindi in the head while a Hindi reader’s article loads', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubFetch(() => new Promise<Response>(() => undefined));
    renderWithProviders(
      <Routes>
        <Route path="/single-blog/:slug" element={<SingleBlogPage />} />
      </Routes>,
      { route: '/single-blog/how-to-revise-biology', language: 'hi' },
    );
    await waitFor(() => expect(document.title).toBe('ब्लॉग | NEET Mentor Connect'));
  });
});
