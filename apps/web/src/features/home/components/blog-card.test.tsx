import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Blog } from '@neetmentor/contract';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { BlogCard } from './blog-card.tsx';

function blog(overrides: Partial<Blog> = {}): Blog {
  return {
    _id: 'b-1',
    slug: 'how-to-revise-biology',
    title: 'How to revise Biology',
    content: '<p>Short and <strong>sweet</strong>.</p>',
    image: '/uploads/biology.webp',
    createdAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

function OpenedBlog() {
  const state: unknown = useLocation().state;
  const title =
    typeof state === 'object' && state !== null && 'blog' in state
      ? (state.blog as Blog).title
      : 'no blog in state';
  return <p>Opened: {title}</p>;
}

describe('BlogCard', () => {
  it('keeps short titles and previews whole, as plain text', () => {
    renderWithProviders(<BlogCard blog={blog()} />);
    expect(screen.getByRole('link', { name: 'How to revise Biology' })).toBeTruthy();
    expect(screen.getByText('Short and sweet.')).toBeTruthy();
  });

  it('loads the cover at the width the card shows, with its size reserved', () => {
    const { container } = renderWithProviders(<BlogCard blog={blog()} />);
    const cover = container.querySelector('img');
    expect(cover?.getAttribute('src')).toBe('/img/640/biology.webp');
    expect(cover?.getAttribute('srcset')).toBe(
      '/img/320/biology.webp 320w, /img/480/biology.webp 480w, /img/640/biology.webp 640w',
    );
    expect(cover?.getAttribute('sizes')).toContain('100vw');
    expect([cover?.getAttribute('width'), cover?.getAttribute('height')]).toEqual(['400', '225']);
  });

  it('cuts a title longer than 30 characters to 60 plus "..."', () => {
    const title = 'The complete NEET Physics revision plan for the last ninety days before the exam';
    renderWithProviders(<BlogCard blog={blog({ title })} />);
    expect(screen.getByRole('link').textContent).toBe(`${title.slice(0, 60)}...`);
  });

  it('adds "..." to a title of 31 to 60 characters without cutting it', () => {
    const title = 'NEET Chemistry: the 10 key topics';
    renderWithProviders(<BlogCard blog={blog({ title })} />);
    expect(screen.getByRole('link').textContent).toBe(`${title}...`);
  });

  it('cuts content longer than 150 characters to 150 plus "..."', () => {
    const sentence = 'Revise every chapter twice and solve previous papers under exam conditions. ';
    const text = sentence.repeat(4).trim();
    renderWithProviders(<BlogCard blog={blog({ content: `<h2>Plan</h2><p>${text}</p>` })} />);
    const expected = `Plan ${text}`.slice(0, 150);
    expect(screen.getByText(`${expected}...`)).toBeTruthy();
  });

  it('links to the blog by slug and passes the blog in the navigation state', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/" element={<BlogCard blog={blog()} />} />
        <Route path="/single-blog/:slug" element={<OpenedBlog />} />
      </Routes>,
    );
    const link = screen.getByRole('link', { name: 'How to revise Biology' });
    expect(link.getAttribute('href')).toBe('/single-blog/how-to-revise-biology');

    await user.click(link);
    expect(screen.getByText('Opened: How to revise Biology')).toBeTruthy();
  });
});
