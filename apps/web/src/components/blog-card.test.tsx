import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blogSummary } from '../test/blog-fixture.ts';
import { renderWithProviders } from '../test/render.tsx';
import { BlogCard } from './blog-card.tsx';

const SIZES = '(min-width: 600px) 45vw, 100vw';

function visibleTitle(level: 2 | 3): string | null | undefined {
  return screen.getByRole('heading', { level }).querySelector('[aria-hidden="true"]')?.textContent;
}

function OpenedBlog() {
  return <p>Opened with {JSON.stringify(useLocation().state)}</p>;
}

describe('BlogCard on the blogs page', () => {
  const renderCard = (overrides: Parameters<typeof blogSummary>[0] = {}) =>
    renderWithProviders(
      <BlogCard blog={blogSummary(overrides)} cut="blogs-page" headingLevel="h2" sizes={SIZES} />,
    );

  it('keeps a title of up to 30 characters whole', () => {
    renderCard({ title: 'Mastering NCERT Biology for NE' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Mastering NCERT Biology for NE');
  });

  it('cuts a longer title to 30 characters, marks the cut, and still reads out the whole title', () => {
    const title = 'The Last 60 Days Before NEET: A Revision Blueprint';
    renderCard({ title });
    expect(visibleTitle(2)).toBe(`${title.slice(0, 30)}…`);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
  });

  it('shows a preview of up to 180 characters whole, as plain text', () => {
    const text = 'a'.repeat(180);
    renderCard({ content: `<p>${text}</p>` });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('cuts a preview longer than 180 characters to its first 170 plus "..."', () => {
    const text = 'Revise every chapter twice. '.repeat(10).trim();
    renderCard({ content: `<h2>Plan</h2><p>${text}</p>` });
    expect(screen.getByText(`${`Plan ${text}`.slice(0, 170)}...`)).toBeTruthy();
  });
});

describe('BlogCard on the home page', () => {
  const renderCard = (overrides: Parameters<typeof blogSummary>[0] = {}) =>
    renderWithProviders(
      <BlogCard blog={blogSummary(overrides)} cut="home" headingLevel="h3" sizes={SIZES} />,
    );

  it('keeps short titles and previews whole, as plain text', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 3, name: 'How to revise Biology' })).toBeTruthy();
    expect(screen.getByText('Short and sweet.')).toBeTruthy();
  });

  it('cuts a title longer than 30 characters to 60 plus "...", reading out the whole title', () => {
    const title = 'The complete NEET Physics revision plan for the last ninety days before the exam';
    renderCard({ title });
    expect(visibleTitle(3)).toBe(`${title.slice(0, 60)}...`);
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
  });

  it('adds "..." to a title of 31 to 60 characters without cutting it', () => {
    const title = 'NEET Chemistry: the 10 key topics';
    renderCard({ title });
    expect(visibleTitle(3)).toBe(`${title}...`);
  });

  it('cuts content longer than 150 characters to 150 plus "..."', () => {
    const text = 'Revise every chapter twice and solve previous papers under exam conditions. '
      .repeat(4)
      .trim();
    renderCard({ content: `<h2>Plan</h2><p>${text}</p>` });
    expect(screen.getByText(`${`Plan ${text}`.slice(0, 150)}...`)).toBeTruthy();
  });
});

describe('BlogCard', () => {
  it('opens the blog by its slug with its summary in the navigation state', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={<BlogCard blog={blogSummary()} cut="home" headingLevel="h3" sizes={SIZES} />}
        />
        <Route path="/single-blog/:slug" element={<OpenedBlog />} />
      </Routes>,
    );
    const view = screen.getByRole('link', { name: 'View' });
    expect(view.getAttribute('href')).toBe('/single-blog/how-to-revise-biology');
    await user.click(view);
    expect(screen.getByText(/^Opened with/).textContent).toContain(JSON.stringify({ blog: blogSummary() }));
  });

  it('loads the cover at the width the list shows, with its size reserved', () => {
    renderWithProviders(
      <BlogCard blog={blogSummary()} cut="blogs-page" headingLevel="h2" sizes={SIZES} eager />,
    );
    const cover = document.querySelector('img');
    expect(cover?.getAttribute('src')).toBe('/img/640/blogs/biology.webp');
    expect(cover?.getAttribute('srcset')).toBe(
      '/img/320/blogs/biology.webp 320w, /img/480/blogs/biology.webp 480w, /img/640/blogs/biology.webp 640w',
    );
    expect(cover?.getAttribute('sizes')).toBe(SIZES);
    expect([cover?.getAttribute('width'), cover?.getAttribute('height')]).toEqual(['1200', '630']);
    expect(cover?.getAttribute('loading')).toBe('eager');
  });
});
