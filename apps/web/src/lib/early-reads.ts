/**
 * Reads a page's own small script started before the app (`src/early-reads/`): on a signed-in page the
 * browser renders, the page's first data would otherwise be asked for only once all the app's scripts have
 * arrived and run. The app takes such a read over instead of asking again, once, while it is fresh, and
 * only when it is the same call with the same token it would make now.
 */

/** A call started before the app, as the early script left it on `window.earlyReads`. */
export interface EarlyRead {
  /** The API path, as the app's client names it (`/students/student-details`). */
  path: string;
  /** The request's JSON body, as sent. */
  body: string;
  /** The token it was sent with. */
  token: string;
  /** When it was sent (`performance.now()`). */
  startedAt: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    earlyReads?: EarlyRead[];
  }
}

/** Older than this, an early answer is not taken: the app asks afresh. */
export const EARLY_READ_FRESH_MS = 10_000;

/** The early read of this call, taken out of the list so it serves once; undefined when there is none. */
export function takeEarlyRead(
  path: string,
  body: string,
  token: string | null,
): Promise<Response> | undefined {
  const reads = window.earlyReads;
  if (!reads || token === null) return undefined;
  const index = reads.findIndex((read) => read.path === path && read.body === body && read.token === token);
  if (index === -1) return undefined;
  const [read] = reads.splice(index, 1);
  if (!read || performance.now() - read.startedAt > EARLY_READ_FRESH_MS) return undefined;
  return read.response;
}
