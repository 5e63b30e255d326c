import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSlicedHydration, HydrationSlice } from './hydration-slices.tsx';

afterEach(() => endSlicedHydration());

describe('HydrationSlice', () => {
  it('renders its children at once in a page the browser renders, in a wrapper laid out as if absent', () => {
    render(
      <HydrationSlice>
        <p>First section</p>
        <p>Second section</p>
      </HydrationSlice>,
    );
    const first = screen.getByText('First section');
    const wrapper = first.parentElement;
    expect(wrapper?.style.display).toBe('contents');
    expect(wrapper?.children).toHaveLength(2);
  });

  it('renders nothing of its own when its part renders nothing', () => {
    const { container } = render(<HydrationSlice>{null}</HydrationSlice>);
    // Still one element, so a server page holds the same element in its place.
    expect(container.children).toHaveLength(1);
    expect(container.textContent).toBe('');
  });
});
