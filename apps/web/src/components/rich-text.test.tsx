import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, ServerRichTextContext } from './rich-text.tsx';

const SAVED = '<p>Revise <strong>daily</strong></p><ul><li>Biology</li></ul>';

describe('RichText', () => {
  it('shows the cleaned HTML the API sends, formatting kept', () => {
    const { container } = render(<RichText html={SAVED} />);
    expect(container.querySelector('strong')?.textContent).toBe('daily');
    expect(container.querySelector('li')?.textContent).toBe('Biology');
  });

  it('cleans with the server’s sanitiser when the server prerenders the page', () => {
    const { container } = render(
      <ServerRichTextContext value={(html) => html.replace('<strong>daily</strong>', 'daily')}>
        <RichText html={SAVED} />
      </ServerRichTextContext>,
    );
    expect(container.querySelector('strong')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('Revise daily');
  });
});
