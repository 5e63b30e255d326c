import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallLink } from '@neetmentor/contract';
import { apiPut } from '../../../lib/api-client.ts';
import { ACTIVE_SESSIONS_KEY } from './get-active-sessions.ts';

export interface CallLinkChange {
  sessionId: string;
  callUrl: string;
}

/** Sets or changes the video-call address of an accepted session; both people are told. */
export function setCallLink({ sessionId, callUrl }: CallLinkChange): Promise<CallLink> {
  return apiPut<CallLink>(`/sessions/${encodeURIComponent(sessionId)}/call-link`, { callUrl });
}

/** The active sessions reload after the answer, a refusal included (the session may have moved on). */
export function useSetCallLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCallLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACTIVE_SESSIONS_KEY }),
  });
}
