import { describe, expect, it } from 'vitest';
import { chatMessage, conversation, lastMessage, proposal } from '../../test/chat-fixtures.ts';
import { applyProposalChange, isAwaitingReader, mergeMessages, partnerOf } from './messages.ts';

describe('mergeMessages', () => {
  it('keeps each message once, the later copy winning, in the order written', () => {
    const first = chatMessage({ _id: 'a', createdAt: '2025-03-05T06:00:00.000Z' });
    const second = chatMessage({ _id: 'b', createdAt: '2025-03-05T06:01:00.000Z' });
    const sameTime = chatMessage({ _id: 'c', createdAt: '2025-03-05T06:01:00.000Z' });
    const merged = mergeMessages([second, first], [{ ...first, read: true }, sameTime]);
    expect(merged.map((message) => message._id)).toEqual(['a', 'b', 'c']);
    expect(merged[0]?.read).toBe(true);
  });
});

describe('applyProposalChange', () => {
  const offer = chatMessage({ _id: 'offer', kind: 'proposal', proposal: proposal() });

  it('marks the open offer of the same session replaced by a newer one', () => {
    const newer = chatMessage({ _id: 'newer', kind: 'proposal', proposal: proposal({ _id: 'prop-2' }) });
    const otherSession = chatMessage({
      _id: 'other',
      kind: 'proposal',
      proposal: proposal({ _id: 'prop-3', bookingId: 'b-9' }),
    });
    const [first, second] = applyProposalChange([offer, otherSession], newer);
    expect(first?.proposal?.status).toBe('replaced');
    expect(second?.proposal?.status).toBe('open');
  });

  it('shows the offer a time was chosen from as accepted, with the chosen time', () => {
    const chosen = proposal({ status: 'accepted', chosenSlot: '2025-03-07T11:00:00.000Z' });
    const scheduled = chatMessage({ _id: 'agreed', kind: 'scheduled', proposal: chosen });
    const [updated] = applyProposalChange([offer], scheduled);
    expect(updated?.proposal).toEqual(chosen);
  });
});

describe('isAwaitingReader (the list highlight)', () => {
  it('highlights an unread last message the user received', () => {
    expect(isAwaitingReader(conversation(), 's-1')).toBe(true);
  });

  it('does not highlight the user’s own unread message, a read one, or an empty conversation', () => {
    const sent = conversation({
      lastMessage: lastMessage({ message: 'Hi', receiverId: 'm-1' }),
    });
    const read = conversation({
      lastMessage: lastMessage({ message: 'Hi', read: true }),
    });
    expect(isAwaitingReader(sent, 's-1')).toBe(false);
    expect(isAwaitingReader(read, 's-1')).toBe(false);
    expect(isAwaitingReader(conversation({ lastMessage: null }), 's-1')).toBe(false);
  });
});

it('names the other participant of a message', () => {
  expect(partnerOf(chatMessage(), 's-1')).toBe('m-1');
  expect(partnerOf(chatMessage(), 'm-1')).toBe('s-1');
});
