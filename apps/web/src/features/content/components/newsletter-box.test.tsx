import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { NewsletterBox } from './newsletter-box.tsx';

describe('NewsletterBox (blogs page variant)', () => {
  it('sends the address as typed and empties the box without any message', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse(null, 200, 'Thank you for subscribing!'));
    renderWithProviders(<NewsletterBox />);
    const input = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;

    await user.type(input, 'Asha@Example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(input.value).toBe(''));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ gmail: 'Asha@Example.com' });
    expect(screen.queryByText(/thank you/i)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empties the box with no message after a refusal too', async () => {
    const user = userEvent.setup();
    stubFetch(() => envelopeResponse(null, 400, 'Please enter a valid e-mail address.'));
    renderWithProviders(<NewsletterBox />);
    const input = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;

    await user.type(input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(input.value).toBe(''));
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
  });
});
