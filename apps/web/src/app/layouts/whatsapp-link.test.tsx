import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhatsAppLink } from './whatsapp-link.tsx';

/** The page's length and the browser's size reports, in the test's hands. */
function pageOfLength(initial: number) {
  let length = initial;
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => length });
  const reports: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        reports.push(() => this.report());
      }
      disconnect() {
        reports.length = 0;
      }
    },
  );
  return {
    grow(to: number) {
      length = to;
      act(() => reports.forEach((report) => report()));
    },
  };
}

const shown = () => screen.getByRole('link', { name: 'Chat with us on WhatsApp' }).dataset.shown;

describe('WhatsAppLink', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('steps aside when the page grows under a visitor who has not moved, and comes back when it ends', () => {
    // The layout first shows before the page's own part: header and footer only, at the end.
    const page = pageOfLength(window.innerHeight);
    render(<WhatsAppLink />);
    expect(shown()).toBe('true');
    // The page's part arrives; the visitor is still at the top of what is now a long page.
    page.grow(window.innerHeight * 4);
    expect(shown()).toBe('false');
    // Growing again changes nothing; shrinking back to one screen is the end again.
    page.grow(window.innerHeight * 5);
    expect(shown()).toBe('false');
    page.grow(window.innerHeight);
    expect(shown()).toBe('true');
  });
});
