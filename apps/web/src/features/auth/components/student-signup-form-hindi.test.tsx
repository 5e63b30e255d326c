import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { StudentSignupForm } from './student-signup-form.tsx';

describe('StudentSignupForm in Hindi', () => {
  it('labels its fields and says what is wrong with them in Hindi', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudentSignupForm onTypedBeforeHydration={() => undefined} />, { language: 'hi' });

    const firstName = screen.getByRole('textbox', { name: 'पहला नाम' });
    await user.click(firstName);
    await user.tab();
    expect(await screen.findByText('पहला नाम ज़रूरी है।')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'ई-मेल' }), 'riya@');
    await user.tab();
    expect(await screen.findByText('सही ई-मेल पता डालें।')).toBeTruthy();

    await user.type(screen.getByLabelText('पासवर्ड *'), 'short');
    await user.tab();
    expect(await screen.findByText('पासवर्ड में कम से कम 8 अक्षर होने चाहिए।')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'नियम व शर्तों' }).getAttribute('href')).toBe('/terms-condition');
    expect(screen.getByRole('button', { name: 'साइन अप करें' })).toBeTruthy();
    expect(screen.queryByText(/is required|valid e-mail/)).toBeNull();
  });

  it('says in Hindi that the passwords differ', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudentSignupForm onTypedBeforeHydration={() => undefined} />, { language: 'hi' });
    await user.type(screen.getByRole('textbox', { name: 'पहला नाम' }), 'Riya');
    await user.type(screen.getByRole('textbox', { name: 'उपनाम' }), 'Sharma');
    await user.type(screen.getByRole('textbox', { name: 'ई-मेल' }), 'riya@example.com');
    await user.type(screen.getByLabelText('पासवर्ड *'), 'Secret@123');
    await user.type(screen.getByLabelText('पासवर्ड दोबारा डालें *'), 'Secret@124');
    await user.click(screen.getByRole('checkbox', { name: /सहमत हूँ/ }));
    await user.click(screen.getByRole('button', { name: 'साइन अप करें' }));

    expect(await screen.findByText('पासवर्ड और कन्फ़र्म पासवर्ड एक जैसे नहीं हैं')).toBeTruthy();
  });
});
