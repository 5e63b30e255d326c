import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoleTabs } from './role-tabs.tsx';

function tabs() {
  return (
    <MemoryRouter>
      <RoleTabs role="Student" onChange={() => undefined}>
        <p>panel</p>
      </RoleTabs>
    </MemoryRouter>
  );
}

describe('RoleTabs', () => {
  it('marks the prerendered tabs unavailable until the page hydrates', () => {
    const html = renderToString(tabs());
    expect(
      html.match(/role="tab"[^>]*aria-disabled="true"|aria-disabled="true"[^>]*role="tab"/g),
    ).toHaveLength(2);
  });

  it('offers both tabs once rendered in the browser', () => {
    render(tabs());
    for (const tab of screen.getAllByRole('tab')) expect(tab.getAttribute('aria-disabled')).toBeNull();
  });
});
