import { Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';

interface PrerenderOptions {
  onError?: (error: unknown) => void;
  progressiveChunkSize?: number;
}

/**
 * `react-dom/static`'s `prerenderToNodeStream` for the Preact build (see vite.config.ts): the whole page,
 * lazy parts included, rendered once every one of them has loaded, as one chunk. Preact sends no
 * boundaries after a fallback, so there is nothing to stream and no option to honour but `onError`.
 */
export async function prerenderToNodeStream(
  element: ReactNode,
  options: PrerenderOptions = {},
): Promise<{ prelude: Readable }> {
  try {
    // The compatibility layer's elements are Preact's own vnodes.
    const html = await renderToStringAsync(element as Parameters<typeof renderToStringAsync>[0]);
    return { prelude: Readable.from([html]) };
  } catch (error) {
    options.onError?.(error);
    return { prelude: Readable.from([]) };
  }
}
