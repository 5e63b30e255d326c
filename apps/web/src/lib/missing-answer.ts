import { hasErrorCode } from './api-client.ts';

/**
 * A record that does not exist (a paused mentor, a blog taken down) is an answer, not a failure: the
 * query keeps it as `null` like any other answer. So the server can render the page's "not found" with
 * its data and the browser adopts it without asking again, a shared dead link is not retried on every
 * visit, and no failure is logged for it. Any other failure stays an error.
 */
export async function nullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) return null;
    throw error;
  }
}
