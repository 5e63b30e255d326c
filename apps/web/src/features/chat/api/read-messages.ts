import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { historyKey, type ConversationHistory } from './get-history.ts';
import { noteReadInList } from './get-conversations.ts';

/** Marks read what the caller received from the partner (never what they sent). */
export function readMessages(partnerId: string): Promise<null> {
  return apiPost<null>(`/message/read-message/${encodeURIComponent(partnerId)}`, {});
}

/**
 * Marks the conversation read, then shows it so: the messages that were unread when it was called, and
 * the list's count and highlight. A message that arrived during the call stays unread until the next one.
 */
export function useReadMessages(me: string, partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unreadIds: ReadonlySet<string>) => readMessages(partnerId).then(() => unreadIds),
    onSuccess: (unreadIds) => {
      queryClient.setQueryData<ConversationHistory>(historyKey(partnerId), (history) =>
        history
          ? {
              ...history,
              messages: history.messages.map((message) =>
                unreadIds.has(message._id) ? { ...message, read: true } : message,
              ),
            }
          : history,
      );
      noteReadInList(queryClient, me, partnerId);
    },
  });
}
