import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSlicedFirstPage, PageSlice, startSlicedFirstPage } from './page-slices.tsx';

afterEach(() => endSlicedFirstPage());

describe('PageSlice', () => {
  it('renders its children at once in a page the browser renders, in a wrapper laid out as if absent', () => {
    render(
      <PageSlice>
        <p>First section</p>
        <p>Second section</p>
      </PageSlice>,
    );
    const first = screen.getByText('First section');
    const wrapper = first.parentElement;
    expect(wrapper?.style.display).toBe('contents');
    expect(wrapper?.children).toHaveLength(2);
  });

  it('renders nothing of its own when its part renders nothing', () => {
    const { container } = render(<PageSlice>{null}</PageSlice>);
    // Still one element, so a server page holds the same element in its place.
    expect(container.children).toHaveLength(1);
    expect(container.textContent).toBe('');
  });

  it('in the first page the browser renders, shows nothing of a part until its turn, top part first', async () => {
    const rendered: string[] = [];
    function Part({ name }: { name: string }) {
      rendered.push(name);
      return <p>{name}</p>;
    }
    startSlicedFirstPage('render');
    render(
      <>
        <PageSlice>
          <Part name="Figures" />
        </PageSlice>
        <PageSlice>
          <Part name="Table" />
        </PageSlice>
      </>,
    );
    expect(screen.queryByText('Figures')).toBeNull();
    expect(screen.queryByText('Table')).toBeNull();
    expect(rendered).toEqual([]);
    expect(await screen.findByText('Table')).toBeTruthy();
    expect(screen.getByText('Figures')).toBeTruthy();
    expect(rendered.indexOf('Figures')).toBeLessThan(rendered.indexOf('Table'));
  });

  it('renders at once once the visitor has moved to another address', () => {
    startSlicedFirstPage('render');
    window.history.pushState(null, '', '/another-page');
    try {
      render(
        <PageSlice>
          <p>Figures</p>
        </PageSlice>,
      );
      expect(screen.getByText('Figures')).toBeTruthy();
    } finally {
      window.history.back();
    }
  });
});
