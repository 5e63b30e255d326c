import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { fieldContainerClasses } from 'mui-tiptap';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { theme } from '../theme.ts';
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
    // Its outline turns red, as a text field's does.
    const outline = document.querySelector(`.${fieldContainerClasses.notchedOutline}`);
    if (!outline) throw new Error('no outline');
    const errorColour = document.createElement('i').style;
    errorColour.borderColor = theme.palette.error.main; // read back as the browser writes it, rgb(…)
    expect(getComputedStyle(outline).borderColor).toBe(errorColour.borderColor);
  });

  it('keeps the box invalid and described when the form around it draws again', async () => {
    // What a form does on every keystroke: it draws again, handing the field a new change handler.
    function Form() {
      const [, setDraws] = useState(0);
      return (
        <>
          <RichTextEditor
            label="Content"
            error="The content is too long."
            onChange={() => setDraws((draws) => draws + 1)}
          />
          <button type="button" onClick={() => setDraws((draws) => draws + 1)}>
            Draw again
          </button>
        </>
      );
    }
    renderWithProviders(<Form />);
    const box = await screen.findByRole('textbox', { name: 'Content' });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
