import { configure, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataSaverProvider } from '../../lib/data-saver.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { AuthLayout } from './auth-layout.tsx';

// The slideshow's pictures and the layout's parts render in turn; a busy shared machine is slow at it.
configure({ asyncUtilTimeout: 15_000 });

function renderLayout(dataSaver: boolean) {
  return renderWithProviders(
    <DataSaverProvider initial={dataSaver}>
      <Routes>
        <Route element={<AuthLayout />}>
          <Route path="/login" element={<p>form</p>} />
        </Route>
      </Routes>
    </DataSaverProvider>,
    { route: '/login', language: 'hi' },
  );
}

describe('the sign-in frame', () => {
  it('speaks Hindi, offers English and leads back home', async () => {
    renderLayout(false);
    expect((await screen.findByRole('link', { name: 'होमपेज पर वापस जाएँ' })).getAttribute('href')).toBe('/');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/login');
    // The slideshow column shows from the md breakpoint only: jsdom, without media queries, hides it.
    expect(screen.getByRole('complementary', { name: 'छात्र हमें क्यों चुनते हैं', hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'स्लाइडशो रोकें', hidden: true })).toBeTruthy();
  }, 60_000);

  it('in data-saver mode keeps the slideshow still and its pictures waiting for a tap', async () => {
    const { container } = renderLayout(true);
    const show = await screen.findByRole('button', { name: 'फ़ोटो दिखाएँ', hidden: true });
    expect(container.querySelector('aside img')).toBeNull();
    expect(screen.getByRole('button', { name: 'स्लाइडशो चलाएँ', hidden: true })).toBeTruthy();
    fireEvent.click(show);
    expect(container.querySelectorAll('aside img').length).toBe(3);
  }, 60_000);
});
