import { Component, Suspense, type ReactNode } from 'react';
import { inNextTurn } from './turns.ts';

/**
 * Hydration in slices. The browser build runs on Preact, which brings a prerendered page to life in one
 * go: on a cheap phone that is one task of a few hundred milliseconds in which a tap does nothing. A part
 * of the page wrapped in `HydrationSlice` is hydrated in a task of its own instead, after the parts above
 * it: while the server's HTML is being adopted, the slice suspends until its turn (Preact keeps the
 * server's HTML on screen meanwhile, as it does for a lazy chunk), and the turns are taken one task
 * apart, so the browser can handle input and paint between them.
 *
 * Only pages adopted from the server's HTML take turns: everything rendered after a navigation, and every
 * page the browser renders itself, renders its slices at once.
 */

/** The address whose server HTML is being adopted, or null once the visitor has moved on (or never). */
let adoptedAddress: string | null = null;

/** Called just before the app hydrates the server's HTML. */
export function startSlicedHydration(): void {
  adoptedAddress = window.location.href;
}

/** Called when the app shows another address: slices render at once from then on. */
export function endSlicedHydration(): void {
  adoptedAddress = null;
}

function adoptingServerHtml(): boolean {
  if (adoptedAddress === null) return false;
  // A navigation changes the address before the new page renders, and before any effect could say so.
  if (adoptedAddress !== window.location.href) adoptedAddress = null;
  return adoptedAddress !== null;
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
 * Suspends while its turn has not come. A class, not a function with hooks: a component that suspends
 * before it first commits keeps its instance, but not its hooks' state.
 *
 * When its turn comes it hydrates the children it was first given, which are what the server rendered: the
 * page around it may have changed since (a screen-width check after hydration, say), and hydration writes
 * no attribute, so later props would leave the server's attributes standing while the app believes them
 * changed. Any such change follows at once, as an update.
 */
class SliceGate extends Component<{ children: ReactNode }> {
  private readonly turn: Turn | null = adoptingServerHtml() ? awaitTurn() : null;
  private readonly serverChildren: ReactNode = this.props.children;
  private hydrated = this.turn === null;
  private changedMeanwhile = false;

  override render(): ReactNode {
    if (this.turn && !this.turn.taken) throw this.turn.promise;
    if (!this.hydrated) {
      this.hydrated = true;
      this.changedMeanwhile = this.serverChildren !== this.props.children;
      return this.serverChildren;
    }
    return this.props.children;
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
 * A part of the page hydrated in a task of its own. It wraps its children in an element of its own
 * (laid out as if absent): while the part waits, Preact keeps the one element of the server's HTML that
 * stands where it will render, so that element must be the part's whatever it renders (nothing, or
 * several elements).
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <SliceGate>
        <div style={LAYOUT_NEUTRAL}>{children}</div>
      </SliceGate>
    </Suspense>
  );
}
