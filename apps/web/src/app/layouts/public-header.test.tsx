import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PublicHeader, SCROLL_CLOSE_DEBOUNCE_MS } from './public-header.tsx';

function renderHeader() {
  renderWithProviders(
    <>
      <PublicHeader />
      <p>Page content</p>
      <a href="#after">A link on the page</a>
    </>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

/** jsdom applies no media queries, so the header renders as on a phone: the menu starts folded. */
async function renderWithOpenMenu(user: ReturnType<typeof userEvent.setup>) {
  const menuButton = renderHeader();
  await user.click(menuButton);
  return menuButton;
}

function isOpen(button: HTMLElement): boolean {
  return button.getAttribute('aria-expanded') === 'true';
}

describe('PublicHeader', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the spec menus and the guest links', async () => {
    await renderWithOpenMenu(userEvent.setup());
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    for (const name of ['For Students', 'For Mentors', 'Resources']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Signup' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('opens the mobile menu and closes it on a click outside', async () => {
    const user = userEvent.setup();
    const menuButton = renderHeader();
    expect(isOpen(menuButton)).toBe(false);

    await user.click(menuButton);
    expect(isOpen(menuButton)).toBe(true);

    await user.click(screen.getByText('Page content'));
    expect(isOpen(menuButton)).toBe(false);
  });

  it('closes the mobile menu once scrolling has paused for 150 ms', () => {
    vi.useFakeTimers();
    const menuButton = renderHeader();
    fireEvent.click(menuButton);
    expect(isOpen(menuButton)).toBe(true);

    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(SCROLL_CLOSE_DEBOUNCE_MS - 50));
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(SCROLL_CLOSE_DEBOUNCE_MS - 1));
    expect(isOpen(menuButton)).toBe(true);

    act(() => vi.advanceTimersByTime(1));
    expect(isOpen(menuButton)).toBe(false);
  });

  it('closes the mobile menu when a link is clicked', async () => {
    const user = userEvent.setup();
    const menuButton = await renderWithOpenMenu(user);
    await user.click(screen.getByRole('button', { name: 'For Students' }));
    await user.click(screen.getByRole('link', { name: 'Find a Mentor' }));

    expect(isOpen(menuButton)).toBe(false);
    expect(
      screen.getByRole('button', { name: 'For Students', hidden: true }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('works from the keyboard: Enter opens a menu, Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    await renderWithOpenMenu(user);
    const resources = screen.getByRole('button', { name: 'Resources' });
    resources.focus();

    await user.keyboard('{Enter}');
    expect(resources.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'About Us' }));

    await user.keyboard('{Escape}');
    expect(resources.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(resources);
  });

  it('takes the focus into the mobile menu when it opens, so Tab goes on through its links', async () => {
    const user = userEvent.setup();
    const menuButton = renderHeader();
    menuButton.focus();

    await user.keyboard('{Enter}');
    expect(isOpen(menuButton)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'For Students' }));
  });

  it('closes the mobile menu when the focus moves on to the page behind it', async () => {
    const user = userEvent.setup();
    const menuButton = renderHeader();
    menuButton.focus();
    await user.keyboard('{Enter}');
    // Through the menu and the bar's last control, on to the page.
    while (document.activeElement !== screen.getByRole('link', { name: 'A link on the page' })) {
      expect(isOpen(menuButton)).toBe(true);
      await user.tab();
    }
    expect(isOpen(menuButton)).toBe(false);
  });

  it('keeps one menu open at a time', async () => {
    const user = userEvent.setup();
    await renderWithOpenMenu(user);
    const students = screen.getByRole('button', { name: 'For Students' });
    const mentors = screen.getByRole('button', { name: 'For Mentors' });

    await user.click(students);
    await user.click(mentors);
    expect(students.getAttribute('aria-expanded')).toBe('false');
    expect(mentors.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Became a Mentor' }).getAttribute('href')).toBe('/became-mentor');
  });

  it('offers the page in Hindi, in the menu', async () => {
    await renderWithOpenMenu(userEvent.setup());
    const switchLink = screen.getByRole('link', { name: 'हिन्दी' });
    expect(switchLink.getAttribute('href')).toBe('/hi');
    expect(switchLink.getAttribute('hreflang')).toBe('hi');
  });

  it('speaks Hindi on a Hindi page and offers English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PublicHeader />, { language: 'hi' });
    await user.click(screen.getByRole('button', { name: 'मेन्यू' }));
    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'छात्रों के लिए' }));
    expect(screen.getByRole('link', { name: 'मेंटर खोजें' }).getAttribute('href')).toBe('/search-mentor');
    expect(screen.getByRole('link', { name: 'लॉग इन' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'साइन अप' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('hreflang')).toBe('en');
  });
});
