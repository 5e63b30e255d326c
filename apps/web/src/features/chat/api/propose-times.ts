import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ProposeTimesRequest } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { addMessageToHistory } from './get-history.ts';
import { noteMessageInList } from './get-conversations.ts';

/** Offers one to three times for an active session; answers the offer as a chat message. */
export function proposeTimes(partnerId: string, request: ProposeTimesRequest): Promise<ChatMessage> {
  return apiPost<ChatMessage>(`/message/propose-times/${encodeURIComponent(partnerId)}`, { ...request });
}

/** The offer joins the conversation at once (the push that follows is the same message). */
export function useProposeTimes(me: string, partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProposeTimesRequest) => proposeTimes(partnerId, request),
    onSuccess: (message) => {
      addMessageToHistory(queryClient, partnerId, message);
      noteMessageInList(queryClient, me, message);
    },
  });
}
