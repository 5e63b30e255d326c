import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPrerendered } from '../../../test/prerender.tsx';
import { envelopeResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

const CONTACT_SENT = 'Your message has been sent successfully';
const LIMIT_REACHED =
  'You have reached the limit of 5,000 characters: anything more you type or paste is not added.';

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Message'), 'How do refunds work?');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('ContactForm', () => {
  it('confirms the message and clears the form', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(null, 200, CONTACT_SENT));
    renderWithProviders(<ContactForm />);
    await fillAndSubmit();
    expect(await screen.findByText('Your message has been sent successfully')).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      message: 'How do refunds work?',
    });
  });

  it('shows a refused field’s message once, under the field, and the unknown problem in the alert', async () => {
    stubFetch(() =>
      envelopeResponse(
        {
          errors: [
            { path: 'message', message: 'Please write a message.' },
            { path: '', message: '"topic" is not a field of this request.' },
          ],
        },
        400,
        'Please write a message. "topic" is not a field of this request.',
      ),
    );
    renderWithProviders(<ContactForm />);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      '"topic" is not a field of this request. Please check the field marked below.',
    );
    expect(screen.getAllByText('Please write a message.')).toHaveLength(1);
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the values and shows the server’s message when sending fails', async () => {
    stubFetch(() => envelopeResponse(null, 429, 'Too many requests. Please try again in a minute.'));
    renderWithProviders(<ContactForm />);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again in a minute.',
    );
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('How do refunds work?');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Verma');
  });

  it('counts the message’s characters and says so clearly at the limit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    const message = screen.getByLabelText('Message') as HTMLTextAreaElement;
    const counter = document.getElementById(String(message.getAttribute('aria-describedby')));
    expect(counter?.textContent).toBe('0 / 5,000 characters');

    await user.type(message, 'Refunds?');
    expect(counter?.textContent).toBe('8 / 5,000 characters');
    expect(screen.queryByText(LIMIT_REACHED)).toBeNull();

    // A long paste is cut at the limit by the field itself; the form then says so instead of cutting silently.
    await user.click(message);
    await user.paste('x'.repeat(5100));
    expect(message.value).toHaveLength(5000);
    expect(counter?.textContent).toContain('5,000 / 5,000 characters');
    const note = screen.getByText(LIMIT_REACHED);
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toBe(
      'You have reached the limit of 5,000 characters: anything more you type or paste is not added.',
    );
  });

  it('sends what was typed before the scripts ran', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(null, 200, CONTACT_SENT));
    const page = renderPrerendered(<ContactForm />);
    screen.getByLabelText<HTMLInputElement>('Name').value = 'Asha Verma';
    screen.getByLabelText<HTMLInputElement>('Email').value = 'asha@example.com';
    screen.getByLabelText<HTMLTextAreaElement>('Message').value = 'How do refunds work?';
    page.hydrate();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(CONTACT_SENT)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      message: 'How do refunds work?',
    });
  });

  it('checks the fields before sending and points to them', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse(null, 200, CONTACT_SENT));
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields marked below.');
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please write a message.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Asha');
    expect(screen.queryByText('Please enter your name.')).toBeNull();
  });
});

describe('ContactForm in Hindi', () => {
  it('labels the fields in Hindi and says in Hindi what is wrong with them', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => envelopeResponse(null, 200, CONTACT_SENT));
    renderWithProviders(<ContactForm />, { language: 'hi' });
    expect(screen.getByRole('heading', { name: 'हमें मैसेज भेजें' })).toBeTruthy();
    const message = screen.getByLabelText('मैसेज');
    const counter = document.getElementById(String(message.getAttribute('aria-describedby')));
    expect(counter?.textContent).toBe('0 / 5,000 अक्षर');

    await user.type(screen.getByLabelText('ई-मेल'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'भेजें' }));

    expect((await screen.findByRole('alert')).textContent).toBe('कृपया नीचे बताए गए फ़ील्ड ठीक करें।');
    expect(screen.getByText('कृपया अपना नाम लिखें।')).toBeTruthy();
    expect(screen.getByText('सही ई-मेल पता डालें।')).toBeTruthy();
    expect(screen.getByText('कृपया अपना मैसेज लिखें।')).toBeTruthy();
    expect(screen.getByLabelText('नाम').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says in Hindi, with the limit grouped, that a message the server refused is too long', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      envelopeResponse(
        { errors: [{ path: 'message', message: 'The message is too long (5000 characters at most).' }] },
        400,
        'The message is too long (5000 characters at most).',
      ),
    );
    renderWithProviders(<ContactForm />, { language: 'hi' });
    await user.type(screen.getByLabelText('नाम'), 'आशा वर्मा');
    await user.type(screen.getByLabelText('ई-मेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('मैसेज'), 'रिफ़ंड कैसे मिलता है?');
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('कृपया नीचे बताया गया फ़ील्ड ठीक करें।');
    expect(screen.getByText('मैसेज बहुत लंबा है (ज़्यादा से ज़्यादा 5,000 अक्षर)।')).toBeTruthy();
  });

  it('confirms in Hindi, and shows the Hindi of a refusal the server explains in English', async () => {
    const user = userEvent.setup();
    stubFetch(() => envelopeResponse(null, 429, 'Too many requests. Please try again in a minute.'));
    renderWithProviders(<ContactForm />, { language: 'hi' });
    await user.type(screen.getByLabelText('नाम'), 'आशा वर्मा');
    await user.type(screen.getByLabelText('ई-मेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('मैसेज'), 'रिफ़ंड कैसे मिलता है?');
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'बहुत बार कोशिश हो गई। थोड़ी देर रुककर फिर कोशिश करें।',
    );

    stubFetch(() => envelopeResponse(null, 200, CONTACT_SENT));
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByText('आपका मैसेज भेज दिया गया है')).toBeTruthy();
  });
});
