import { createContext, lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeWhenNeeded } from './code-when-needed.tsx';

/** A part with a field and a counter: the counter counts only once React has brought the part to life. */
function Part() {
  const [presses, setPresses] = useState(0);
  return (
    <form>
      <input aria-label="Email" />
      <button type="button" onClick={() => setPresses(presses + 1)}>
        Pressed {presses}
      </button>
    </form>
  );
}

/** `Part` behind `React.lazy`, with its download counted and held until `arrive` is called. */
function lazyPart() {
  let arrive: () => void = () => undefined;
  const downloaded = new Promise<{ default: typeof Part }>((resolve) => {
    arrive = () => resolve({ default: Part });
  });
  const load = vi.fn(() => downloaded);
  return { LazyPart: lazy(load), load, arrive };
}

/** An IntersectionObserver that reports only when `showAll` is called. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    showAll: () =>
      act(async () => {
        for (const callback of callbacks)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

/** The page as the server sends it (the part rendered in full), hydrated with the lazy part. */
async function hydratePrerendered(LazyPart: ReturnType<typeof lazyPart>['LazyPart']) {
  const container = document.createElement('div');
  // What CodeWhenNeeded renders on the server, where the part's code is at hand.
  container.innerHTML = renderToString(
    <div>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </div>,
  );
  document.body.append(container);
  const problems: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <CodeWhenNeeded>
        <LazyPart />
      </CodeWhenNeeded>,
      { onRecoverableError: (error) => problems.push(error) },
    );
  });
  return { container, problems };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('CodeWhenNeeded on a prerendered page', () => {
  it('keeps the server’s HTML without fetching the code until the part comes near the screen', async () => {
    const { showAll } = stubIntersectionObserver();
    const { LazyPart, load, arrive } = lazyPart();
    const { problems } = await hydratePrerendered(LazyPart);

    const button = screen.getByRole('button', { name: 'Pressed 0' });
    act(() => button.click());
    expect(button.textContent).toBe('Pressed 0');
    expect(load).not.toHaveBeenCalled();

    await showAll();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('Pressed 1');
    // The server's button was adopted, not replaced.
    expect(screen.getByRole('button')).toBe(button);
    expect(problems).toEqual([]);
  });

  it('fetches the code when the part is focused, and keeps what was typed into it', async () => {
    stubIntersectionObserver();
    const { LazyPart, load, arrive } = lazyPart();
    const { problems } = await hydratePrerendered(LazyPart);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    input.value = 'asha@exam';
    expect(load).not.toHaveBeenCalled();

    await act(async () => input.focus());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('Pressed 1');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' })).toBe(input);
    expect(input.value).toBe('asha@exam');
    expect(problems).toEqual([]);
  });

  it('fetches the code at once for a visitor who is already typing in it when the app starts', async () => {
    stubIntersectionObserver();
    const { LazyPart, load } = lazyPart();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <div>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </div>,
    );
    document.body.append(container);
    container.querySelector('input')?.focus();
    await act(async () => {
      hydrateRoot(
        container,
        <CodeWhenNeeded>
          <LazyPart />
        </CodeWhenNeeded>,
      );
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('CodeWhenNeeded and a navigation', () => {
  it('fetches the code when a navigation’s update reaches the held part, so the navigation is not held up', async () => {
    stubIntersectionObserver();
    const { LazyPart, load, arrive } = lazyPart();
    const Address = createContext('/');
    function Router({ children }: { children: ReactNode }) {
      const [address, setAddress] = useState('/');
      return (
        <Address value={address}>
          <a
            href="/about-us"
            onClick={(event) => {
              event.preventDefault();
              startTransition(() => setAddress('/about-us'));
            }}
          >
            {`At ${address}`}
          </a>
          {children}
        </Address>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <a href="/about-us">At /</a>
        <div>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </div>
      </>,
    );
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <Router>
          <CodeWhenNeeded>
            <LazyPart />
          </CodeWhenNeeded>
        </Router>,
      );
    });
    expect(load).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('link').click());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(screen.getByText('At /about-us')).toBeTruthy();
  });
});

describe('CodeWhenNeeded on a page the browser renders itself', () => {
  it('renders the part at once', async () => {
    stubIntersectionObserver();
    const { LazyPart, load, arrive } = lazyPart();
    await act(async () => {
      render(
        <CodeWhenNeeded>
          <LazyPart />
        </CodeWhenNeeded>,
      );
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeTruthy();
  });
});
