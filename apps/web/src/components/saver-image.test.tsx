import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataSaverProvider } from '../lib/data-saver.tsx';
import { blogSummary } from '../test/blog-fixture.ts';
import { renderWithProviders } from '../test/render.tsx';
import { BlogCard } from './blog-card.tsx';
import { MentorAvatar } from './mentor-avatar.tsx';
import { SaverImage } from './saver-image.tsx';

const PHOTO = <img src="/uploads/riya.webp" alt="Riya Sharma" />;

function renderSaver(ui: ReactElement, on: boolean, language: 'en' | 'hi' = 'en') {
  return renderWithProviders(<DataSaverProvider initial={on}>{ui}</DataSaverProvider>, { language });
}

describe('SaverImage', () => {
  it('shows the picture at once without data saver', () => {
    renderSaver(<SaverImage image={PHOTO} alt="Riya Sharma" />, false);
    expect(screen.getByRole('img', { name: 'Riya Sharma' }).getAttribute('src')).toBe('/uploads/riya.webp');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in data-saver mode requests nothing until the picture is asked for', async () => {
    const user = userEvent.setup();
    const { container } = renderSaver(<SaverImage image={PHOTO} alt="Riya Sharma" />, true);
    expect(container.querySelector('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show picture: Riya Sharma' }));
    expect(screen.getByRole('img', { name: 'Riya Sharma' }).getAttribute('src')).toBe('/uploads/riya.webp');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the picture on Enter, for the keyboard', async () => {
    const user = userEvent.setup();
    renderSaver(<SaverImage image={PHOTO} alt="Riya Sharma" />, true);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Show picture: Riya Sharma');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: 'Riya Sharma' })).toBeTruthy();
  });

  it('says "Show picture" in Hindi', () => {
    renderSaver(<SaverImage image={PHOTO} alt="" />, true, 'hi');
    expect(screen.getByRole('button', { name: 'फ़ोटो दिखाएँ' })).toBeTruthy();
  });
});

describe('pictures of the shared components in data-saver mode', () => {
  it('shows a mentor’s initials in place of the photo until tapped', async () => {
    const user = userEvent.setup();
    const { container } = renderSaver(
      <MentorAvatar name="Riya Sharma" initials="rs" picture={{ src: '/uploads/riya.webp' }} size={96} />,
      true,
    );
    expect(container.querySelector('img')).toBeNull();
    const placeholder = screen.getByRole('button', { name: 'Show picture: Riya Sharma' });
    expect(placeholder.textContent).toContain('RS');

    await user.click(placeholder);
    expect(screen.getByRole('img', { name: 'Riya Sharma' }).getAttribute('src')).toBe('/uploads/riya.webp');
  });

  it('keeps a blog’s cover back until tapped', async () => {
    const user = userEvent.setup();
    const { container } = renderSaver(
      <BlogCard blog={blogSummary()} cut="home" headingLevel="h3" sizes="100vw" />,
      true,
    );
    expect(container.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show picture' }));
    expect(container.querySelector('img')).not.toBeNull();
  });
});
