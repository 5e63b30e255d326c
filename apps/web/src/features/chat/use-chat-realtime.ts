import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../lib/account-query.ts';
import { useChatSocket, useSocketEvent, type SocketSnapshot } from '../../lib/socket.ts';
import { CONVERSATIONS_KEY, noteMessageInList, noteReadByPartnerInList } from './api/get-conversations.ts';
import { addMessageToHistory, markSentRead } from './api/get-history.ts';
import { partnerQuery } from './api/get-partner.ts';
import { noteSessionScheduled } from './api/get-shared-sessions.ts';
import type { ChatRole } from './api/get-conversations.ts';
import { sendMessage } from './api/send-message.ts';
import { partnerOf } from './messages.ts';
import { removeMessage, startOutbox } from './outbox.ts';

const CHAT_READS_KEY = [...ACCOUNT_QUERY_KEY, 'chat'] as const;

/**
 * The live side of the chat screens, mounted once while one is open: holds the connection, applies
 * what the server pushes to the conversations held on this device, and runs the outbox. When the
 * connection (re)opens, what was pushed while it was down is fetched (reads finished before that moment
 * may have missed it) and the waiting messages go out.
 */
export function useChatRealtime(me: string, role: ChatRole): SocketSnapshot {
  const queryClient = useQueryClient();
  const socket = useChatSocket();
  const outbox = useRef<ReturnType<typeof startOutbox>>(undefined);

  useEffect(() => {
    const running = startOutbox(me, {
      send: (partnerId, entry) =>
        sendMessage(partnerId, { text: entry.text, clientMessageId: entry.clientMessageId }),
      delivered: (partnerId, message) => {
        addMessageToHistory(queryClient, partnerId, message);
        noteMessageInList(queryClient, me, message);
      },
      // The conversation closed (or the person is no partner any more): its header and list say so.
      refused: (partnerId) => {
        void queryClient.invalidateQueries({ queryKey: partnerQuery(role, partnerId).queryKey });
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
      },
    });
    outbox.current = running;
    return () => {
      running.stop();
      outbox.current = undefined;
    };
  }, [me, role, queryClient]);

  useSocketEvent('newMessage', (message: ChatMessage) => {
    const partnerId = partnerOf(message, me);
    addMessageToHistory(queryClient, partnerId, message);
    noteMessageInList(queryClient, me, message);
    // Stored: sent from this device (its answer may still be on the way) or from another one.
    if (message.senderId === me && message.clientMessageId)
      removeMessage(me, partnerId, message.clientMessageId);
  });

  useSocketEvent('messagesRead', ({ readerId, upTo }) => {
    markSentRead(queryClient, readerId, upTo);
    noteReadByPartnerInList(queryClient, readerId, upTo);
  });

  useSocketEvent('sessionScheduled', ({ bookingId, scheduledAt }) =>
    noteSessionScheduled(queryClient, bookingId, scheduledAt),
  );

  useSocketEvent('connected', () => {
    const connectedAt = Date.now();
    void queryClient.invalidateQueries({
      queryKey: CHAT_READS_KEY,
      predicate: (query) => query.state.fetchStatus !== 'fetching' && query.state.dataUpdatedAt < connectedAt,
    });
    outbox.current?.send();
  });

  return socket;
}
