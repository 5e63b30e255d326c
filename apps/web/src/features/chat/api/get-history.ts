import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CHAT_HISTORY_PAGE_SIZE, type ChatMessage } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { applyProposalChange, mergeMessages } from '../messages.ts';

/** A page of the conversation in data-saver mode: the latest messages only, older ones when asked for. */
export const DATA_SAVER_HISTORY_PAGE_SIZE = 20;

/** The part of a conversation on this device: its latest messages and whatever older pages were read. */
export interface ConversationHistory {
  messages: ChatMessage[];
  /** A page came back full, so messages older than the first one here may exist. */
  hasOlder: boolean;
  /**
   * The partner has read what the user sent up to this time (from receipts). A receipt can overtake the
   * answer to the send it covers, so messages added later are checked against it.
   */
  partnerReadUpTo?: string;
}

export function historyKey(partnerId: string) {
  return [...ACCOUNT_QUERY_KEY, 'chat', 'history', partnerId] as const;
}

/**
 * A page of the conversation, oldest first: the latest, or the one written before `before`; of the
 * server's size unless a smaller one is asked for (data saver).
 */
export function getHistory(
  partnerId: string,
  before?: string,
  pageSize: number = CHAT_HISTORY_PAGE_SIZE,
): Promise<ChatMessage[]> {
  const parameters = new URLSearchParams();
  if (before) parameters.set('before', before);
  if (pageSize !== CHAT_HISTORY_PAGE_SIZE) parameters.set('limit', String(pageSize));
  const query = parameters.toString() ? `?${parameters.toString()}` : '';
  return apiGet<ChatMessage[]>(`/message/${encodeURIComponent(partnerId)}${query}`);
}

/**
 * The latest page laid over what this device holds. When the page reaches past everything known (more
 * was written than a page while this device was away), the older messages are dropped, so the history
 * never shows a gap; scrolling up loads them again.
 */
export function mergeLatestPage(
  known: ConversationHistory | undefined,
  page: ChatMessage[],
  pageSize: number = CHAT_HISTORY_PAGE_SIZE,
): ConversationHistory {
  const full = page.length >= pageSize;
  const oldest = page[0];
  const receipt = { partnerReadUpTo: known?.partnerReadUpTo };
  if (!known || !oldest)
    return { ...receipt, messages: mergeMessages(known?.messages ?? [], page), hasOlder: full };
  const joins = !full || known.messages.some((message) => message._id === oldest._id);
  if (!joins) {
    const newer = known.messages.filter((message) => message.createdAt > oldest.createdAt);
    return { ...receipt, messages: mergeMessages(page, newer), hasOlder: true };
  }
  return {
    ...receipt,
    messages: mergeMessages(known.messages, page),
    hasOlder: full ? known.hasOlder : false,
  };
}

/**
 * The conversation with the partner. A refetch (opening it again, a reconnect) merges the latest page
 * into what is held, so messages pushed meanwhile and older pages already read stay. `pageSize` is the
 * number of messages a page brings (smaller in data-saver mode).
 */
export function historyQuery(partnerId: string, pageSize: number = CHAT_HISTORY_PAGE_SIZE) {
  return queryOptions({
    queryKey: historyKey(partnerId),
    queryFn: async ({ client }) => {
      const page = await getHistory(partnerId, undefined, pageSize);
      return mergeLatestPage(client.getQueryData<ConversationHistory>(historyKey(partnerId)), page, pageSize);
    },
  });
}

/** The number of messages a page of history brings: fewer in data-saver mode. */
export function historyPageSize(dataSaver: boolean): number {
  return dataSaver ? DATA_SAVER_HISTORY_PAGE_SIZE : CHAT_HISTORY_PAGE_SIZE;
}

export function useHistory(partnerId: string, pageSize: number = CHAT_HISTORY_PAGE_SIZE) {
  return useQuery(historyQuery(partnerId, pageSize));
}

/** The page before the first message held (scrolling up); resolves once it is in the history. */
export async function loadOlderMessages(
  client: QueryClient,
  partnerId: string,
  pageSize: number = CHAT_HISTORY_PAGE_SIZE,
): Promise<void> {
  const first = client.getQueryData<ConversationHistory>(historyKey(partnerId))?.messages[0];
  if (!first) return;
  const page = await getHistory(partnerId, first._id, pageSize);
  client.setQueryData<ConversationHistory>(historyKey(partnerId), (history) =>
    history
      ? {
          ...history,
          messages: mergeMessages(page, history.messages),
          hasOlder: page.length >= pageSize,
        }
      : history,
  );
}

/**
 * A stored message (pushed, or answered to a send or an offer) joins its conversation, if this device
 * holds it, with what it means for earlier offers.
 */
export function addMessageToHistory(client: QueryClient, partnerId: string, message: ChatMessage): void {
  client.setQueryData<ConversationHistory>(historyKey(partnerId), (history) => {
    if (!history) return history;
    const upTo = history.partnerReadUpTo;
    const known = history.messages.find((held) => held._id === message._id);
    const read =
      message.read ||
      (known?.read ?? false) ||
      (message.receiverId === partnerId && upTo !== undefined && message.createdAt <= upTo);
    const added = { ...message, read };
    return { ...history, messages: applyProposalChange(mergeMessages(history.messages, [added]), added) };
  });
}

/** The partner read what the user sent them, up to `upTo`. */
export function markSentRead(client: QueryClient, partnerId: string, upTo: string): void {
  client.setQueryData<ConversationHistory>(historyKey(partnerId), (history) =>
    history
      ? {
          ...history,
          partnerReadUpTo:
            history.partnerReadUpTo !== undefined && history.partnerReadUpTo > upTo
              ? history.partnerReadUpTo
              : upTo,
          messages: history.messages.map((message) =>
            message.receiverId === partnerId && !message.read && message.createdAt <= upTo
              ? { ...message, read: true }
              : message,
          ),
        }
      : history,
  );
}

/** Loads the page before the first message held; `isPending` while it is on its way. */
export function useOlderMessages(partnerId: string, pageSize: number = CHAT_HISTORY_PAGE_SIZE) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => loadOlderMessages(queryClient, partnerId, pageSize) });
}
