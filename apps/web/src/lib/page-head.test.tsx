import { act, render } from '@testing-library/react';
import { HOME_PAGE_TEXT } from '@neetmentor/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageHead } from './page-head.ts';

function Page({ title, description }: { title?: string; description?: string }) {
  usePageHead({ title, description });
  return null;
}

const headContent = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute);

/** The tags the server writes into the first page's HTML. */
function serverHead() {
  document.head.innerHTML = [
    '<meta name="description" content="Server description" />',
    '<link rel="canonical" href="https://mentors.example.in/search-mentor" />',
    '<meta property="og:title" content="Server title" />',
    '<meta property="og:description" content="Server description" />',
    '<meta property="og:url" content="https://mentors.example.in/search-mentor" />',
  ].join('');
}

describe('usePageHead', () => {
  beforeEach(serverHead);
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('updates the title, description, Open Graph tags and canonical link on client-side navigation', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/search-mentor',
          element: <Page title="Find a NEET mentor" description="Browse mentors." />,
        },
        { path: '/contact-us', element: <Page title="Contact us" description="Write to support." /> },
      ],
      { initialEntries: ['/search-mentor'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Find a NEET mentor | NEET Mentor Connect');
    expect(headContent('meta[name="description"]')).toBe('Browse mentors.');

    await act(() => router.navigate('/contact-us'));
    expect(document.title).toBe('Contact us | NEET Mentor Connect');
    expect(headContent('meta[name="description"]')).toBe('Write to support.');
    expect(headContent('meta[property="og:title"]')).toBe('Contact us | NEET Mentor Connect');
    expect(headContent('meta[property="og:description"]')).toBe('Write to support.');
    // The server's public address stays; only the path follows the page.
    expect(headContent('meta[property="og:url"]')).toBe('https://mentors.example.in/contact-us');
    expect(headContent('link[rel="canonical"]', 'href')).toBe('https://mentors.example.in/contact-us');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('falls back to the brand and the site description, and adds a description tag when there is none', () => {
    document.head.innerHTML = '';
    const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('NEET Mentor Connect');
    expect(headContent('meta[name="description"]')).toBe(HOME_PAGE_TEXT.description);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
