import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ConversationSummary } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { partnerOf } from '../messages.ts';

export type ChatRole = 'student' | 'mentor';

export const CONVERSATIONS_KEY = [...ACCOUNT_QUERY_KEY, 'chat', 'conversations'] as const;

/** Everyone the user had an accepted session with, latest message first (spec part 2 §7). */
export function getConversations(role: ChatRole): Promise<ConversationSummary[]> {
  const path = role === 'student' ? '/message/all-conversations-students' : '/message/all-conversations';
  return apiPost<ConversationSummary[]>(path, {});
}

export function conversationsQuery(role: ChatRole) {
  return queryOptions({ queryKey: CONVERSATIONS_KEY, queryFn: () => getConversations(role) });
}

export function useConversations(role: ChatRole) {
  return useQuery(conversationsQuery(role));
}

function latestFirst(conversations: ConversationSummary[]): ConversationSummary[] {
  const timeOf = (conversation: ConversationSummary) => conversation.lastMessage?.createdAt ?? '';
  return [...conversations].sort((a, b) => (timeOf(a) < timeOf(b) ? 1 : timeOf(a) > timeOf(b) ? -1 : 0));
}

/**
 * A message stored in one of the user's conversations (pushed, or the answer to a send) becomes its
 * last message and moves it to the top; one the user received counts as unread until the
 * conversation is read. A conversation the list does not know yet is fetched.
 */
export function noteMessageInList(client: QueryClient, me: string, message: ChatMessage): void {
  const list = client.getQueryData<ConversationSummary[]>(CONVERSATIONS_KEY);
  if (!list) return;
  const partnerId = partnerOf(message, me);
  const current = list.find((conversation) => conversation._id === partnerId);
  if (!current) {
    void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    return;
  }
  const known = current.lastMessage;
  // An older message (a page, a late answer) never replaces the latest one.
  if (known && known.createdAt > message.createdAt) return;
  const isRepeat = known?.createdAt === message.createdAt && known.message === message.message;
  const updated: ConversationSummary = {
    ...current,
    lastMessage: {
      message: message.message,
      receiverId: message.receiverId,
      // A receipt may have come before this copy of the same message: read stays read.
      read: message.read || (isRepeat && known.read),
      createdAt: message.createdAt,
      kind: message.kind,
      proposal: message.proposal,
    },
    unreadCount: current.unreadCount + (message.receiverId === me && !message.read && !isRepeat ? 1 : 0),
  };
  client.setQueryData<ConversationSummary[]>(
    CONVERSATIONS_KEY,
    latestFirst(list.map((conversation) => (conversation === current ? updated : conversation))),
  );
}

/** The user read what they received from the partner: no unread count, no highlight. */
export function noteReadInList(client: QueryClient, me: string, partnerId: string): void {
  client.setQueryData<ConversationSummary[]>(CONVERSATIONS_KEY, (list) =>
    list?.map((conversation) => {
      if (conversation._id !== partnerId) return conversation;
      const last = conversation.lastMessage;
      return {
        ...conversation,
        unreadCount: 0,
        lastMessage: last && last.receiverId === me ? { ...last, read: true } : last,
      };
    }),
  );
}

/** The partner read what the user sent them up to `upTo`: the last message, if it was the user's, is read. */
export function noteReadByPartnerInList(client: QueryClient, partnerId: string, upTo: string): void {
  client.setQueryData<ConversationSummary[]>(CONVERSATIONS_KEY, (list) =>
    list?.map((conversation) => {
      const last = conversation.lastMessage;
      if (conversation._id !== partnerId || !last || last.receiverId !== partnerId || last.createdAt > upTo)
        return conversation;
      return { ...conversation, lastMessage: { ...last, read: true } };
    }),
  );
}
