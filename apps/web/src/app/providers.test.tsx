import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { createQueryClient } from './providers.tsx';

function retries(failureCount: number, error: Error): boolean {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('the query client decides retries by a function');
  return retry(failureCount, error);
}

describe('createQueryClient', () => {
  it('retries a read twice when no answer came or the server failed', () => {
    for (const error of [
      new ApiError('Could not reach the server.', 0, null),
      new ApiError('An unexpected error occurred', 500, 'INTERNAL'),
      new ApiError('Service unavailable', 503, 'SERVICE_UNAVAILABLE'),
    ]) {
      expect(retries(0, error), error.message).toBe(true);
      expect(retries(1, error), error.message).toBe(true);
      expect(retries(2, error), error.message).toBe(false);
    }
  });

  it('does not retry an answer that will not change', () => {
    for (const code of ['NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED', 'VALIDATION_FAILED'] as const) {
      expect(retries(0, new ApiError('Refused', 400, code)), code).toBe(false);
    }
  });
});
