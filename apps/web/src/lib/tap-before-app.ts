import { inNextTurn } from './turns.ts';

/**
 * Called as the app begins to bring the page to life. Takes away the start script's click handler
 * (`app/scripts-after-paint.ts`), so taps from then on are the app's own, and answers the button it kept,
 * the last one tapped before, if any.
 */
export function takeTapBeforeApp(page: Document = document): HTMLElement | null {
  page.onclick = null;
  const kept = page as Document & { tap?: unknown };
  const { tap } = kept;
  delete kept.tap;
  return tap instanceof HTMLElement ? tap : null;
}

/**
 * Presses the button tapped before the app ran as soon as the app has brought it to life: a visitor on a
 * slow line who opened the phone menu, or an FAQ answer, while the scripts were arriving sees it open
 * instead of nothing. Preact, which the browser build runs on, gives an element its own click listener
 * when it hydrates it (parts of the page come to life in later tasks, or once their chunk has arrived), so
 * that moment is when the button is given one; it is pressed in the next task, once that render is
 * complete. A button the app never takes up (a page rendered afresh replaces it) is never pressed.
 */
export function pressAgainWhenAlive(button: HTMLElement): void {
  const listen = button.addEventListener;
  button.addEventListener = function listenThenPress(this: HTMLElement, ...args: Parameters<typeof listen>) {
    listen.apply(this, args);
    if (args[0] !== 'click') return;
    // Only the first: the element's own method is the prototype's again.
    Reflect.deleteProperty(button, 'addEventListener');
    inNextTurn(() => {
      if (button.isConnected) button.click();
    });
  } as typeof listen;
}
