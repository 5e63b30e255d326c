import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { NEWSLETTER_THANKS } from '../use-newsletter-form.ts';
import { NewsletterBox } from './newsletter-box.tsx';

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
});
