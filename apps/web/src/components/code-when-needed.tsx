import { Suspense, use, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/** How far outside the screen the part may be when its code is asked for: one screen's height. */
const NEAR_SCREEN = '100% 0px';

interface Gate {
  opened: Promise<void>;
  open: () => void;
  /** What a held render waits for; from the second time on the gate opens (see `AfterGate`). */
  hold: () => Promise<void>;
}

function createGate(): Gate {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let heldBefore = false;
  return {
    opened,
    open: () => open(),
    hold: () => {
      if (heldBefore) open();
      heldBefore = true;
      return opened;
    },
  };
}

/**
 * While the page hydrates, holds its children back (their server HTML stays) until `gate` opens. A page
 * the browser renders itself renders them at once, as does the server, which has no gate. React renders a
 * held part again only when an update may reach it (a navigation changes the router's context, a tap is
 * aimed at it) and would wait for the part before showing that update: the gate opens then.
 */
function AfterGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  const hydrated = useHydrated();
  if (gate && !hydrated) use(gate.hold());
  return children;
}

/**
 * Opens `gate` when the visitor may soon use the part in `place`: it comes within a screen of the
 * viewport, or something in it is focused or touched (already so when the app starts, for a visitor who
 * typed into the server's HTML). The focus and the touch are heard on the document before they go down:
 * React holds back such an event while the part it is aimed at is still the server's HTML.
 */
function useOpenWhenNear(place: RefObject<HTMLElement | null>, gate: Gate | null): void {
  useEffect(() => {
    const element = place.current;
    if (!gate || !element) return;
    if (element.contains(document.activeElement) || typeof IntersectionObserver !== 'function') {
      gate.open();
      return;
    }
    const openIfInside = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) gate.open();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    document.addEventListener('focusin', openIfInside, true);
    document.addEventListener('pointerdown', openIfInside, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', openIfInside, true);
      document.removeEventListener('pointerdown', openIfInside, true);
    };
  }, [place, gate]);
}

/**
 * A part of a prerendered page (typically a `React.lazy` one) whose code the browser fetches only when the
 * visitor may use it, not with the page: the server renders it in full, and while the page hydrates its
 * HTML stays as sent, held at this Suspense boundary (what was typed into it stays too), until it comes
 * near the screen or is focused or touched; React then brings it to life. A page the browser renders
 * itself (after a navigation in the app) asks for the part's code at once.
 */
export function CodeWhenNeeded({ className, children }: { className?: string; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  // The server renders the part in full. Nothing here changes after the first render: a new render of
  // the boundary while it still holds the server's HTML would make React drop that HTML.
  const [gate] = useState(() => (typeof document === 'undefined' ? null : createGate()));
  useOpenWhenNear(place, gate);
  return (
    <div ref={place} className={className}>
      <Suspense fallback={null}>
        <AfterGate gate={gate}>{children}</AfterGate>
      </Suspense>
    </div>
  );
}
