import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('moves the focus with the arrow keys, Home and End, and chooses on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <MemoryRouter>
        <RoleTabs role="Student" onChange={onChange}>
          <p>panel</p>
        </RoleTabs>
      </MemoryRouter>,
    );
    const student = screen.getByRole('tab', { name: 'Student' });
    const mentor = screen.getByRole('tab', { name: 'Mentor' });
    expect(student.getAttribute('aria-selected')).toBe('true');
    expect([student.tabIndex, mentor.tabIndex]).toEqual([0, -1]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(student.id);

    await user.tab();
    expect(document.activeElement).toBe(student);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(mentor);
    expect([student.tabIndex, mentor.tabIndex]).toEqual([-1, 0]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(student);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(mentor);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(student);
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Mentor');
    await user.click(student);
    expect(onChange).toHaveBeenCalledOnce();
  });
});
