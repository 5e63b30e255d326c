import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_PAGE_SIZE } from '@neetmentor/contract';
import { chatMessage } from '../../../test/chat-fixtures.ts';
import {
  addMessageToHistory,
  historyKey,
  markSentRead,
  mergeLatestPage,
  type ConversationHistory,
} from './get-history.ts';

/** Messages numbered from `from`, one minute apart. */
function messages(from: number, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const number = from + index;
    return chatMessage({
      _id: `m${String(number).padStart(4, '0')}`,
      createdAt: new Date(Date.UTC(2025, 2, 5, 0, number)).toISOString(),
    });
  });
}

const ids = (history: { messages: { _id: string }[] }) => history.messages.map((message) => message._id);

describe('mergeLatestPage', () => {
  it('takes a short first page as the whole conversation', () => {
    const history = mergeLatestPage(undefined, messages(1, 3));
    expect(ids(history)).toEqual(['m0001', 'm0002', 'm0003']);
    expect(history.hasOlder).toBe(false);
  });

  it('keeps older pages already read and messages pushed meanwhile when the latest page joins them', () => {
    const known = { messages: messages(1, 60), hasOlder: true };
    const page = messages(11, CHAT_HISTORY_PAGE_SIZE);
    const history = mergeLatestPage(known, page);
    expect(history.messages).toHaveLength(60);
    expect(history.hasOlder).toBe(true);
  });

  it('drops what it held when more than a page was written meanwhile, so no gap shows', () => {
    const known = { messages: messages(1, 10), hasOlder: false };
    const page = messages(100, CHAT_HISTORY_PAGE_SIZE);
    const history = mergeLatestPage(known, page);
    expect(ids(history)[0]).toBe('m0100');
    expect(history.messages).toHaveLength(CHAT_HISTORY_PAGE_SIZE);
    expect(history.hasOlder).toBe(true);
  });
});

describe('read receipts', () => {
  it('apply to a message whose send answer arrives after the receipt that covers it', () => {
    const client = new QueryClient();
    client.setQueryData<ConversationHistory>(historyKey('m-1'), { messages: [], hasOlder: false });
    const sent = chatMessage({
      _id: 'mine',
      senderId: 's-1',
      receiverId: 'm-1',
      createdAt: '2025-03-05T06:00:00.000Z',
    });

    markSentRead(client, 'm-1', '2025-03-05T06:00:00.000Z');
    addMessageToHistory(client, 'm-1', sent);
    addMessageToHistory(
      client,
      'm-1',
      chatMessage({ ...sent, _id: 'later', createdAt: '2025-03-05T06:05:00.000Z' }),
    );

    const held = client.getQueryData<ConversationHistory>(historyKey('m-1'))?.messages ?? [];
    expect(held.map((message) => [message._id, message.read])).toEqual([
      ['mine', true],
      ['later', false],
    ]);
  });
});
