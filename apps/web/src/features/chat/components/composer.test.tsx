import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { clearStorages } from '../../../test/session.ts';
import { Composer } from './composer.tsx';

/** The composer of student s-1's conversation with m-1, with what it sends recorded. */
function renderComposer() {
  const user = userEvent.setup();
  const onSend = vi.fn();
  renderWithProviders(<Composer me="s-1" partnerId="m-1" onSend={onSend} />);
  return { user, onSend, field: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('Composer', () => {
  afterEach(clearStorages);

  it('sends on Enter, keeps Shift+Enter for a new line, and stays in the field', async () => {
    const { user, onSend, field } = renderComposer();

    await user.type(field, 'First line{Shift>}{Enter}{/Shift}second{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond');
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('brings the focus back to the field after sending with the button from the keyboard', async () => {
    const { user, onSend, field } = renderComposer();

    await user.type(field, 'When can we talk?');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('When can we talk?');
    // The button is disabled now that the field is empty; the focus did not fall to the page.
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(field);
  });
});
