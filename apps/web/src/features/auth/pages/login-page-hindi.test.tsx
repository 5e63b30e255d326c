import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { clearStorages, tokenFor } from '../../../test/session.ts';
import { LoginPage } from './login-page.tsx';

function renderLogin() {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/search-mentor" element={<p>Find a Mentor page</p>} />
    </Routes>,
    { route: '/login', language: 'hi' },
  );
}

async function logIn(user: ReturnType<typeof userEvent.setup>, password = 'Secret@123') {
  await user.type(screen.getByRole('textbox', { name: 'ई-मेल' }), 'riya@example.com');
  if (password) await user.type(screen.getByLabelText('पासवर्ड *'), password);
  await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
}

describe('LoginPage in Hindi', () => {
  afterEach(() => {
    clearStorages();
    document.cookie = 'nm_lang=; path=/; max-age=0';
    vi.unstubAllGlobals();
  });

  it('speaks Hindi', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'स्टूडेंट के रूप में लॉग इन करें' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'मेंटर' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'मुझे याद रखें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'स्टूडेंट के रूप में जुड़ें' })).toBeTruthy();
  });

  it('says a wrong password in Hindi, not with the server’s English sentence', async () => {
    const user = userEvent.setup();
    stubFetch(() => envelopeResponse(null, 401, 'Invalid email or password', 'INVALID_CREDENTIALS'));
    renderLogin();
    await logIn(user, 'Wrong@123');

    const dialog = await screen.findByRole('dialog', { name: 'गड़बड़ी' });
    expect(dialog.textContent).toContain('ई-मेल या पासवर्ड गलत है।');
    expect(dialog.textContent).not.toContain('Invalid email or password');
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeTruthy();
  });

  it('shows the form’s own checks in Hindi', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse(null));
    renderLogin();
    await logIn(user, '');

    expect(await screen.findByText('अपना पासवर्ड डालें।')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes on in the same language when the account’s language is this page’s', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(() => {
      document.cookie = 'nm_lang=hi; path=/';
      return envelopeResponse({ token: tokenFor({ id: 's-1' }), studentId: 's-1' });
    });
    renderLogin();
    await logIn(user);

    expect(await screen.findByText('Find a Mentor page')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the destination in the account’s language when it is another one', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(() => {
      document.cookie = 'nm_lang=en; path=/';
      return envelopeResponse({ token: tokenFor({ id: 's-1' }), studentId: 's-1' });
    });
    renderLogin();
    await logIn(user);

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/search-mentor'));
    expect(screen.queryByText('Find a Mentor page')).toBeNull();
  });
});
