import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChooseTimeRequest } from '@neetmentor/contract';
import { apiPost, hasErrorCode } from '../../../lib/api-client.ts';
import { addMessageToHistory, historyKey } from './get-history.ts';
import { noteMessageInList } from './get-conversations.ts';
import { noteSessionScheduled } from './get-shared-sessions.ts';

/** Picks one of the times the partner offered: it becomes the session's agreed time. */
export function chooseTime(request: ChooseTimeRequest): Promise<ChatMessage> {
  return apiPost<ChatMessage>('/message/choose-time', { ...request });
}

/**
 * The agreed time joins the conversation, the header and the session tables. An offer answered or
 * replaced meanwhile (`SESSION_STATE_CHANGED`) reloads the conversation, which shows what happened.
 */
export function useChooseTime(me: string, partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseTime,
    onSuccess: (message) => {
      addMessageToHistory(queryClient, partnerId, message);
      noteMessageInList(queryClient, me, message);
      if (message.proposal?.chosenSlot)
        noteSessionScheduled(queryClient, message.proposal.bookingId, message.proposal.chosenSlot);
    },
    onError: (error) => {
      if (hasErrorCode(error, 'SESSION_STATE_CHANGED'))
        void queryClient.invalidateQueries({ queryKey: historyKey(partnerId) });
    },
  });
}
