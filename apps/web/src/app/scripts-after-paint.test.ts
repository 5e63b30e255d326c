import { describe, expect, it } from 'vitest';
import { deferAppScripts, moduleMeta, START_AFTER_PAINT_SCRIPT } from './scripts-after-paint.ts';

const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Site</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/index-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-3.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('deferAppScripts', () => {
  it('names the entry and its preloads in markers that fetch nothing, and starts them from an inline script', () => {
    const html = deferAppScripts(BUILT_INDEX);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<meta name="app-entry" content="/assets/index-1.js">');
    expect(html).toContain(moduleMeta('/assets/router-2.js'));
    expect(html).toContain(moduleMeta('/assets/shell-3.js'));
    expect(html).not.toContain(moduleMeta('/assets/index-1.js'));
    expect(html).toContain(`<script>${START_AFTER_PAINT_SCRIPT}</script>\n  </head>`);
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('refuses a page that does not load exactly one module script', () => {
    expect(() => deferAppScripts('<html><head></head><body></body></html>')).toThrow(/found 0/);
    const twice = BUILT_INDEX.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/other-4.js"></script></head>',
    );
    expect(() => deferAppScripts(twice)).toThrow(/found 2/);
  });
});

describe('START_AFTER_PAINT_SCRIPT', () => {
  interface Page {
    readyState?: DocumentReadyState;
    root?: string;
  }

  /**
   * Runs the script in a page of that kind, with the browser's paint reports, frames, timers and the main
   * pictures' decoding in the test's hands.
   */
  function openPage({
    readyState = 'complete',
    root = '<main><img fetchpriority="high" src="/photo.webp"><img src="/other.webp"></main>',
  }: Page) {
    document.head.innerHTML =
      '<meta name="app-entry" content="/assets/index-1.js"><meta name="app-module" content="/assets/shell-3.js">';
    document.body.innerHTML = `<div id="root">${root}</div>`;
    Object.defineProperty(document, 'readyState', { configurable: true, value: readyState });
    const observers: ((names: string[]) => void)[] = [];
    const timers: { callback: () => void; delay: number }[] = [];
    const frames: FrameRequestCallback[] = [];
    const decoding: { src: string; done: () => void; failed: () => void }[] = [];
    // jsdom has no decode(): the test plays the browser's part.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        return new Promise<void>((resolve, reject) =>
          decoding.push({ src: this.getAttribute('src') ?? '', done: resolve, failed: reject }),
        );
      },
    });
    class PaintObserver {
      static supportedEntryTypes = ['element', 'paint'];
      private connected = true;
      constructor(
        private readonly report: (
          list: { getEntriesByName(name: string): unknown[] },
          observer: unknown,
        ) => void,
      ) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        observers.push((names) => {
          if (this.connected)
            this.report({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
        });
      }
      disconnect() {
        this.connected = false;
      }
    }
    const setTimeout = (callback: () => void, delay: number) => timers.push({ callback, delay });
    const requestAnimationFrame = (callback: FrameRequestCallback) => frames.push(callback);
    new Function('PerformanceObserver', 'setTimeout', 'requestAnimationFrame', START_AFTER_PAINT_SCRIPT)(
      PaintObserver,
      setTimeout,
      requestAnimationFrame,
    );
    const started = () => ({
      entries: [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
        script.getAttribute('src'),
      ),
      preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    });
    const paint = (...names: string[]) => observers.forEach((report) => report(names));
    const nextFrame = () => frames.splice(0).forEach((frame) => frame(0));
    return { paint, nextFrame, frames, timers, decoding, started };
  }

  /** Lets the promises the script chains on settle. */
  const settled = () => new Promise((resolve) => globalThis.setTimeout(resolve, 0));

  const NOTHING = { entries: [], preloads: [] };
  const EVERYTHING = { entries: ['/assets/index-1.js'], preloads: ['/assets/shell-3.js'] };

  it('adds the entry script and its preloads once the content and the main picture are on the screen', async () => {
    const { paint, nextFrame, frames, decoding, started } = openPage({});
    paint('first-paint');
    await settled();
    expect(decoding).toEqual([]);
    paint('first-contentful-paint');
    // Only the picture marked as the page's main one is waited for.
    expect(decoding.map((picture) => picture.src)).toEqual(['/photo.webp']);
    await settled();
    expect(frames).toHaveLength(0);
    decoding[0]?.done();
    await settled();
    // Inside a frame's callbacks that frame is not on the screen yet: the start waits for the next.
    nextFrame();
    expect(started()).toEqual(NOTHING);
    nextFrame();
    expect(started()).toEqual(EVERYTHING);
    paint('first-contentful-paint');
    await settled();
    nextFrame();
    nextFrame();
    expect(started()).toEqual(EVERYTHING);
  });

  it('starts as well when the main picture cannot be shown', async () => {
    const { paint, nextFrame, decoding, started } = openPage({});
    paint('first-contentful-paint');
    decoding[0]?.failed();
    await settled();
    nextFrame();
    nextFrame();
    expect(started()).toEqual(EVERYTHING);
  });

  it('starts after 3 s when the paint is never reported (a page opened in the background)', () => {
    const { timers, started } = openPage({});
    expect(timers.map((timer) => timer.delay)).toEqual([3000]);
    timers.forEach((timer) => timer.callback());
    expect(started()).toEqual(EVERYTHING);
  });

  it('never turns markers in the page’s body, where written content goes, into scripts', () => {
    const { started } = openPage({ root: '' });
    expect(started()).toEqual(EVERYTHING);
    document.head.querySelectorAll('script, link').forEach((element) => element.remove());
    document.body.innerHTML =
      '<div id="root"></div><meta name="app-entry" content="/uploads/evil.js"><meta name="app-module" content="/x.js">';
    new Function('PerformanceObserver', START_AFTER_PAINT_SCRIPT)(undefined);
    expect(started()).toEqual(EVERYTHING);
    expect(document.querySelectorAll('script[src="/uploads/evil.js"], link[href="/x.js"]')).toHaveLength(0);
  });

  it('starts at once on a page the app renders itself', () => {
    expect(openPage({ root: '' }).started()).toEqual(EVERYTHING);
  });

  it('starts at once in a browser that cannot observe paints', () => {
    const noPaints = class {
      static supportedEntryTypes = ['resource'];
      observe() {}
    };
    for (const observer of [undefined, noPaints]) {
      document.head.innerHTML = '<meta name="app-entry" content="/assets/index-1.js">';
      document.body.innerHTML = '<div id="root"><main>Hello</main></div>';
      new Function('PerformanceObserver', START_AFTER_PAINT_SCRIPT)(observer);
      expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    }
  });

  for (const [name, event] of [
    ['a touch', new PointerEvent('pointerdown', { bubbles: true })],
    ['a key', new KeyboardEvent('keydown', { bubbles: true })],
    ['moving into a field', new FocusEvent('focusin', { bubbles: true })],
  ] as const) {
    it(`starts at once on ${name}, without waiting for the paint`, () => {
      const { started } = openPage({ root: '<form><input name="email"><button>Go</button></form>' });
      expect(started()).toEqual(NOTHING);
      document.querySelector('input')?.dispatchEvent(event);
      expect(started()).toEqual(EVERYTHING);
    });
  }

  it('waits for the document to be parsed before anything', () => {
    const { started } = openPage({ root: '', readyState: 'loading' });
    expect(started()).toEqual(NOTHING);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(started()).toEqual(EVERYTHING);
  });
});
