import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Keyboard-only helpers for the journeys of keyboard-journeys.e2e.ts: nothing here clicks, taps or moves
 * the mouse. Focus moves with Tab and Shift+Tab, and controls are used with Enter, Space, the arrows and
 * Escape, as a person without a pointer does.
 */

/**
 * How a focused element shows its focus: its outline or ring, a text field's 2 px frame, a check box's
 * box, or a hidden file input's label's outline.
 */
export interface FocusLook {
  element: string;
  outline: string;
  boxShadow: string;
  /** A text field's frame (MUI's notched outline), which thickens and takes the main colour on focus. */
  frame: string | null;
  visible: boolean;
}

/** In the page: the focused element's look, and whether it shows the focus (see `FocusLook`). */
function readFocusLook(): FocusLook {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) {
    return { element: 'body', outline: '', boxShadow: '', frame: null, visible: false };
  }
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  // A visually hidden element's own outline is not seen: only its label's counts (below).
  const seen = box.width > 1 && box.height > 1 && style.opacity !== '0';
  const outlineWidth = parseFloat(style.outlineWidth);
  const outlineShown =
    seen &&
    style.outlineStyle !== 'none' &&
    outlineWidth >= 2 &&
    style.outlineColor !== 'transparent' &&
    !/rgba\(.*, 0\)$/.test(style.outlineColor);
  const ringShown = seen && style.boxShadow !== 'none' && !/^rgba\(0, 0, 0, 0\)/.test(style.boxShadow);
  // A check box or radio: its input is transparent, over the box, which shows the focus.
  const base = element.closest('.Mui-focusVisible') ?? element.parentElement?.closest('.MuiButtonBase-root');
  const baseStyle = base && base !== element ? getComputedStyle(base) : null;
  const boxShown =
    baseStyle !== null && baseStyle.outlineStyle !== 'none' && parseFloat(baseStyle.outlineWidth) >= 2;
  // A visually hidden input (a file picker) shows its focus on its visible label.
  const labelShown =
    element instanceof HTMLInputElement &&
    Array.from(element.labels ?? []).some((label) => {
      const labelStyle = getComputedStyle(label);
      return labelStyle.outlineStyle !== 'none' && parseFloat(labelStyle.outlineWidth) >= 2;
    });
  // A text field's input shows its focus on its frame, thickened from the browser's focus (theme.ts) and
  // MUI's focused class. The frame must be drawn thicker than the unfocused one (1 px).
  const field = element.closest('.MuiInputBase-root');
  const frameElement = field?.querySelector('.MuiOutlinedInput-notchedOutline') ?? null;
  let frame: string | null = null;
  let frameShown = false;
  if (field && frameElement) {
    const frameStyle = getComputedStyle(frameElement);
    frame = `${frameStyle.borderTopWidth} ${frameStyle.borderTopStyle} ${frameStyle.borderTopColor}`;
    frameShown =
      (field.classList.contains('Mui-focused') || field.matches(':focus-within')) &&
      parseFloat(frameStyle.borderTopWidth) >= 2 &&
      frameStyle.borderTopStyle !== 'none';
  }
  const name =
    element.getAttribute('aria-label') ??
    element.textContent?.trim().slice(0, 40) ??
    element.getAttribute('name') ??
    '';
  return {
    element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} “${name}”`,
    outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
    boxShadow: style.boxShadow,
    frame,
    visible: outlineShown || ringShown || frameShown || labelShown || boxShown,
  };
}

/** Fails unless the focused element shows that it has the focus (an outline, a ring or a thick frame). */
export async function expectFocusVisible(page: Page): Promise<void> {
  // React marks a control focused in a render after the focus event, and a part of the page that comes to
  // life re-renders it: poll until the look is there, not a single reading that may fall between renders.
  const look = () => page.evaluate(readFocusLook);
  await expect
    .poll(async () => (await look()).visible, { timeout: 5000 })
    .toBe(true)
    .catch(async () => {
      const last = await look();
      expect(last.visible, `focus not visible on ${last.element}: ${JSON.stringify(last)}`).toBe(true);
    });
}

/** Whether the locator's element has the focus, or holds the element that has it. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator
    .evaluate((element) => element === document.activeElement || element.contains(document.activeElement))
    .catch(() => false);
}

/** What has the focus, for messages. */
function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing (the page itself)';
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 50) ?? '';
    return `${element.tagName.toLowerCase()} “${label}”`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, checking on the way that each stop shows
 * its focus. Fails after `max` presses, naming where the focus went.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await target.waitFor();
  const seen: string[] = [];
  for (let press = 0; press < max; press += 1) {
    if (await hasFocus(target)) {
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const look = await page.evaluate(readFocusLook);
    if (look.element !== 'body') {
      seen.push(look.element);
      if (!look.visible) await expectFocusVisible(page);
    }
  }
  throw new Error(
    `the focus never reached the target in ${max} presses; it went through: ${seen.slice(-20).join(' → ')}`,
  );
}

/** Tabs to the target and presses a key on it (Enter by default). */
export async function press(
  page: Page,
  target: Locator,
  key = 'Enter',
  options: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it, as a person does (the field's old text is selected first). */
export async function typeInto(
  page: Page,
  field: Locator,
  text: string,
  options: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await tabTo(page, field, options);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Waits until the focus is inside the dialog (MUI moves it there on opening). */
export async function expectFocusInside(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await expect.poll(() => hasFocus(dialog), { message: 'focus moved into the dialog' }).toBe(true);
}

/** Waits until the dialog is gone and the focus is back on the element that opened it. */
export async function expectFocusReturned(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await dialog.waitFor({ state: 'hidden' });
  await expect
    .poll(async () => ((await hasFocus(opener)) ? 'on its opener' : await focusedDescription(page)), {
      message: 'focus back on the dialog’s opener',
    })
    .toBe('on its opener');
}

/**
 * Records, from the page's first script on, every text that a live region gets (an element with
 * aria-live other than "off", or role status, alert or log): what a screen reader would announce.
 * Call before the page is opened (it is an init script of the context).
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const heard: string[] = [];
    Reflect.set(window, 'announcements', heard);
    const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    const note = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const region = element?.closest(LIVE);
      const text = region?.textContent?.replace(/\s+/g, ' ').trim();
      if (text && heard.at(-1) !== text) heard.push(text);
    };
    const start = () =>
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (mutation.type === 'characterData') note(mutation.target);
          for (const added of Array.from(mutation.addedNodes)) {
            // A region put in with its message (an alert) is announced too.
            if (added instanceof Element && added.matches(LIVE)) note(added);
            else note(added);
          }
        }
      }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start);
  });
}

/** Waits until a live region has announced a text matching `expected`. */
export async function expectAnnounced(page: Page, expected: string | RegExp): Promise<void> {
  const matches = (texts: string[]) =>
    texts.some((text) => (typeof expected === 'string' ? text.includes(expected) : expected.test(text)));
  await expect
    .poll(
      async () => {
        const texts = await page.evaluate(() => (Reflect.get(window, 'announcements') as string[]) ?? []);
        return matches(texts) ? 'announced' : texts.slice(-8);
      },
      { message: `a live region announces ${String(expected)}` },
    )
    .toBe('announced');
}
