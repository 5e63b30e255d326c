import { useMutation } from '@tanstack/react-query';
import type { JoinResult } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * Joins a session's call: inside its window the server records the caller's first join and answers the
 * call's address; otherwise it says why not. A call, not a read: it records, so it is never cached.
 */
export function joinSession(sessionId: string): Promise<JoinResult> {
  return apiPost<JoinResult>(`/sessions/${encodeURIComponent(sessionId)}/join`, {});
}

export function useJoinSession() {
  return useMutation({ mutationFn: joinSession });
}
