import { Component, Suspense, useState, type ReactNode } from 'react';
import { inNextTurn } from './turns.ts';

/**
 * The first page in slices. The browser build runs on Preact, which hydrates a prerendered page, or renders
 * a page of its own, in one go: on a cheap phone that is one task of a few hundred milliseconds in which a
 * tap does nothing. A part of the page wrapped in `PageSlice` is brought to life in a task of its own
 * instead, after the parts above it: while the app's first page is coming to life, the slice suspends until
 * its turn, and the turns are taken one task apart, so the browser can handle input and paint between them.
 *
 * - Adopting the server's HTML, Preact keeps the server's element on screen while a slice waits (as it does
 *   for a lazy chunk).
 * - Rendering a page of its own (the signed-in areas, which the server does not prerender), a waiting slice
 *   shows nothing yet; the slices come in the order they were first rendered, top to bottom, so what is on
 *   screen is only ever added to below, and moves nothing already there.
 *
 * Everything rendered after the first navigation renders its slices at once.
 */

/** How the first page comes to life: adopted from the server's HTML, or rendered by the browser. */
export type FirstPageMode = 'hydrate' | 'render';

interface FirstPage {
  /** The address of the first page, while it is still the one shown. */
  address: string;
  mode: FirstPageMode;
}

let firstPage: FirstPage | null = null;

/** Called just before the app hydrates the server's HTML, or renders its first page. */
export function startSlicedFirstPage(mode: FirstPageMode): void {
  firstPage = { address: window.location.href, mode };
}

/** Called when the app shows another address: slices render at once from then on. */
export function endSlicedFirstPage(): void {
  firstPage = null;
}

function firstPageMode(): FirstPageMode | null {
  // A navigation changes the address before the new page renders, and before any effect could say so.
  if (firstPage !== null && firstPage.address !== window.location.href) firstPage = null;
  return firstPage?.mode ?? null;
}

interface Turn {
  taken: boolean;
  promise: Promise<void>;
}

function awaitTurn(): Turn {
  let give = (): void => undefined;
  const turn: Turn = { taken: false, promise: new Promise<void>((resolve) => (give = resolve)) };
  inNextTurn(() => {
    turn.taken = true;
    give();
  });
  return turn;
}

/**
 * A slice's turn and what it first rendered, kept by `PageSlice` (above its Suspense boundary, so kept while
 * the part waits: React, unlike Preact, remakes a component that suspended before it ever committed).
 */
interface SliceState {
  turn: Turn | null;
  /** What the slice was first given: while hydrating, what the server rendered. */
  firstChildren: ReactNode;
  /** Whether the part is past hydration (or never needed it). */
  hydrated: boolean;
}

/**
 * Suspends while its turn has not come.
 *
 * When its turn comes while hydrating, it hydrates the children it was first given, which are what the
 * server rendered: the page around it may have changed since (a screen-width check after hydration, say),
 * and hydration writes no attribute, so later props would leave the server's attributes standing while the
 * app believes them changed. Any such change follows at once, as an update.
 */
class SliceGate extends Component<{ slice: SliceState; children: ReactNode }> {
  private changedMeanwhile = false;

  override render(): ReactNode {
    const { slice, children } = this.props;
    if (slice.turn && !slice.turn.taken) throw slice.turn.promise;
    if (!slice.hydrated) {
      slice.hydrated = true;
      this.changedMeanwhile = slice.firstChildren !== children;
      return slice.firstChildren;
    }
    return children;
  }

  override componentDidMount(): void {
    this.followChanges();
  }

  override componentDidUpdate(): void {
    this.followChanges();
  }

  private followChanges(): void {
    if (!this.changedMeanwhile) return;
    this.changedMeanwhile = false;
    this.forceUpdate();
  }
}

/** Lays its children out as if it were not there. */
const LAYOUT_NEUTRAL = { display: 'contents' } as const;

/**
 * A part of the first page brought to life in a task of its own. It wraps its children in an element of its
 * own (laid out as if absent): while the part waits to hydrate, Preact keeps the one element of the server's
 * HTML that stands where it will render, so that element must be the part's whatever it renders (nothing,
 * or several elements).
 *
 * In a page the browser renders, a slice nested in another comes after every slice already waiting, so it
 * belongs at the bottom of its parent's part, or in a part with nothing rendered below it on screen.
 */
export function PageSlice({ children }: { children: ReactNode }) {
  const part = <div style={LAYOUT_NEUTRAL}>{children}</div>;
  const [slice] = useState((): SliceState => {
    const mode = firstPageMode();
    return { turn: mode === null ? null : awaitTurn(), firstChildren: part, hydrated: mode !== 'hydrate' };
  });
  return (
    <Suspense fallback={null}>
      <SliceGate slice={slice}>{part}</SliceGate>
    </Suspense>
  );
}
