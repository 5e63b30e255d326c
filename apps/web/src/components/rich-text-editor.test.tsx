import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

describe('RichTextEditor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a labelled multi-line text box holding the initial HTML, with the formatting buttons', async () => {
    renderWithProviders(
      <RichTextEditor
        label="Content"
        initialHtml="<h2>Plan</h2><p>Read <strong>NCERT</strong> first.</p>"
        onChange={vi.fn()}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Content' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.querySelector('h2')?.textContent).toBe('Plan');
    expect(box.querySelector('strong')?.textContent).toBe('NCERT');
    for (const name of ['Bold', 'Italic', 'Underline', 'Bulleted list', 'Ordered list', 'Link', 'Undo'])
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeTruthy();
  });

  it('marks the box invalid and describes it with the message', async () => {
    renderWithProviders(
      <RichTextEditor
        label="Content"
        hint="Write the blog."
        error="The content is required."
        onChange={vi.fn()}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Content' });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('The content is required.');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
