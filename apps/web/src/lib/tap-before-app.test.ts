import { describe, expect, it } from 'vitest';
import { pressAgainWhenAlive, takeTapBeforeApp } from './tap-before-app.ts';
import { inNextTurn } from './turns.ts';

/** Resolves once the pieces of work queued before it have run. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => inNextTurn(resolve));
}

function button(): HTMLButtonElement {
  document.body.innerHTML = '<button type="button">Menu</button>';
  const found = document.querySelector('button');
  if (!found) throw new Error('no button');
  return found;
}

describe('a tap before the app', () => {
  it('is pressed again in the task after the app gives the button its click listener, once', async () => {
    const menu = button();
    const pressed: string[] = [];
    pressAgainWhenAlive(menu);
    // Listeners of other kinds (as a ripple's) are not the button coming to life.
    menu.addEventListener('pointerdown', () => pressed.push('pointer'));
    await nextTurn();
    expect(pressed).toEqual([]);
    // Hydration: the app's own listener.
    menu.addEventListener('click', () => pressed.push('pressed'));
    expect(pressed).toEqual([]);
    await nextTurn();
    expect(pressed).toEqual(['pressed']);
    // A second click listener (a later render) presses nothing again.
    menu.addEventListener('click', () => pressed.push('second listener'));
    await nextTurn();
    expect(pressed).toEqual(['pressed']);
    expect(Object.hasOwn(menu, 'addEventListener')).toBe(false);
  });

  it('is not pressed when its button has left the page (a page rendered afresh)', async () => {
    const menu = button();
    let pressed = 0;
    pressAgainWhenAlive(menu);
    menu.addEventListener('click', () => (pressed += 1));
    menu.remove();
    await nextTurn();
    expect(pressed).toBe(0);
  });

  it('is handed over once, and stops the start script from keeping more', () => {
    const page = document.implementation.createHTMLDocument();
    const menu = page.createElement('button');
    page.onclick = (event) => Object.assign(page, { tap: event.target });
    page.body.append(menu);
    menu.click();
    expect(takeTapBeforeApp(page)).toBe(menu);
    expect(page.onclick).toBeNull();
    expect(takeTapBeforeApp(page)).toBeNull();
  });
});
