import type { ChatMessage } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * Sends one message. The client id makes it safe to send again after a lost answer: the server answers
 * the message it stored the first time. Called by the outbox only, which keeps the message until this
 * resolves.
 */
export function sendMessage(
  partnerId: string,
  message: { text: string; clientMessageId: string },
): Promise<ChatMessage> {
  return apiPost<ChatMessage>(`/message/send/${encodeURIComponent(partnerId)}`, {
    message: message.text,
    clientMessageId: message.clientMessageId,
  });
}
