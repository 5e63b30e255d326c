import type { ChatMessage } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { sendOverSocket } from '../../../lib/socket.ts';

/**
 * Sends one message: over the open chat connection when there is one (no request per message), else,
 * or when the connection gives no answer or refuses it, through message/send, whose answers the app
 * handles everywhere (signing in again, waiting out a limit, the refusals shown to the user). The client
 * id makes every second attempt safe: the server answers the message it stored the first time. Called by
 * the outbox only, which keeps the message until this resolves.
 */
export async function sendMessage(
  partnerId: string,
  message: { text: string; clientMessageId: string },
): Promise<ChatMessage> {
  const answer = await sendOverSocket({
    receiverId: partnerId,
    message: message.text,
    clientMessageId: message.clientMessageId,
  });
  if (answer?.ok) return answer.message;
  return apiPost<ChatMessage>(`/message/send/${encodeURIComponent(partnerId)}`, {
    message: message.text,
    clientMessageId: message.clientMessageId,
  });
}
