import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text.tsx';

describe('RichText', () => {
  it('keeps formatting and drops anything that could run script', () => {
    const { container } = render(
      <RichText
        html={'<p>Revise <strong>daily</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'}
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('daily');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
