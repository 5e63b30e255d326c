import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPrerendered } from '../../../test/prerender.tsx';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { NewsletterBox } from './newsletter-box.tsx';

const NEWSLETTER_THANKS = 'Thank you for subscribing! NEET tips are on their way.';

describe('NewsletterBox (blogs page variant)', () => {
  it('sends the address as typed, empties the box and thanks the visitor', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse(null, 200, 'Thank you for subscribing!'));
    renderWithProviders(<NewsletterBox />);
    const input = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;

    await user.type(input, 'Asha@Example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect((await screen.findByRole('status')).textContent).toBe(NEWSLETTER_THANKS);
    expect(input.value).toBe('');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ gmail: 'Asha@Example.com' });
  });

  it('keeps a refused address and says why, tied to the input', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      envelopeResponse(
        { errors: [{ path: 'gmail', message: 'Please enter a valid e-mail address.' }] },
        400,
        'Please enter a valid e-mail address.',
      ),
    );
    renderWithProviders(<NewsletterBox />);
    const input = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;

    await user.type(input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const reason = await screen.findByText('Please enter a valid e-mail address.');
    expect(screen.getByRole('status')).toBe(reason);
    expect(input.value).toBe('not-an-address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('keeps the address and says why when the server refuses it', async () => {
    const user = userEvent.setup();
    stubFetch(() => envelopeResponse(null, 429, 'Too many requests. Please try again in a minute.'));
    renderWithProviders(<NewsletterBox />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });

    await user.type(input, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const reason = await screen.findByText('Too many requests. Please try again in a minute.');
    expect(input.value).toBe('asha@example.com');
    expect(input.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('subscribes with the address typed before the scripts ran', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(null, 200, 'Thank you for subscribing!'));
    const page = renderPrerendered(<NewsletterBox />);
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' }).value = 'asha@example.com';
    page.hydrate();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(NEWSLETTER_THANKS)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ gmail: 'asha@example.com' });
  });
});

describe('NewsletterBox in Hindi', () => {
  it('asks in Hindi for a valid address and thanks in Hindi', async () => {
    const user = userEvent.setup();
    stubFetch(() => envelopeResponse(null, 200, 'Thank you for subscribing!'));
    renderWithProviders(<NewsletterBox />, { language: 'hi' });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'ई-मेल पता' });
    await user.type(input, 'asha@');
    await user.click(screen.getByRole('button', { name: 'सब्सक्राइब करें' }));
    expect(await screen.findByText('सही ई-मेल पता डालें।')).toBeTruthy();

    await user.clear(input);
    await user.type(input, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'सब्सक्राइब करें' }));
    expect(await screen.findByText('सब्सक्राइब करने के लिए धन्यवाद! NEET टिप्स जल्द आपके पास पहुँचेंगी।')).toBeTruthy();
  });
});
