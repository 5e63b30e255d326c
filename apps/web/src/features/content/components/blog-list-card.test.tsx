import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { readOpenedBlog } from '../blog-state.ts';
import { blog } from '../test/blog-fixture.ts';
import { BlogListCard } from './blog-list-card.tsx';

function visibleTitle(): string | null | undefined {
  return screen.getByRole('heading', { level: 2 }).querySelector('[aria-hidden="true"]')?.textContent;
}

function OpenedBlog() {
  return <p>Opened: {readOpenedBlog(useLocation().state)?.title ?? 'nothing'}</p>;
}

describe('BlogListCard (blogs page truncation)', () => {
  it('keeps a title of up to 30 characters whole', () => {
    renderWithProviders(<BlogListCard blog={blog({ title: 'Mastering NCERT Biology for NE' })} />);
    expect(visibleTitle()).toBe('Mastering NCERT Biology for NE');
  });

  it('cuts a longer title to 30 characters, marks the cut, and still reads out the whole title', () => {
    const title = 'The Last 60 Days Before NEET: A Revision Blueprint';
    renderWithProviders(<BlogListCard blog={blog({ title })} />);
    expect(visibleTitle()).toBe(`${title.slice(0, 30)}…`);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
  });

  it('shows a preview of up to 180 characters whole, as plain text', () => {
    const text = 'a'.repeat(180);
    renderWithProviders(<BlogListCard blog={blog({ content: `<p>${text}</p>` })} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('cuts a preview longer than 180 characters to its first 170 plus "..."', () => {
    const text = 'Revise every chapter twice. '.repeat(10).trim();
    expect(text.length).toBeGreaterThan(180);
    renderWithProviders(<BlogListCard blog={blog({ content: `<h2>Plan</h2><p>${text}</p>` })} />);
    expect(screen.getByText(`${`Plan ${text}`.slice(0, 170)}...`)).toBeTruthy();
  });

  it('opens the blog by its slug with the blog in the navigation state', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/" element={<BlogListCard blog={blog()} />} />
        <Route path="/single-blog/:slug" element={<OpenedBlog />} />
      </Routes>,
    );
    const view = screen.getByRole('link', { name: 'View' });
    expect(view.getAttribute('href')).toBe('/single-blog/how-to-revise-biology');
    await user.click(view);
    expect(screen.getByText('Opened: How to revise Biology')).toBeTruthy();
  });

  it('uses the resized cover pictures', () => {
    renderWithProviders(<BlogListCard blog={blog()} />);
    const cover = document.querySelector('img');
    expect(cover?.getAttribute('src')).toBe('/img/640/blogs/biology.webp');
    expect(cover?.getAttribute('srcset')).toContain('/img/320/blogs/biology.webp 320w');
  });
});
