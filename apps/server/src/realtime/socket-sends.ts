import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import {
  socketSendMessageSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketSendAnswer,
} from '@neetmentor/contract';
import type { AppContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacters } from '../lib/control-characters.ts';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { DATABASE_UNAVAILABLE, UNEXPECTED } from '../plugins/errors.ts';
import type { AccountLimit } from '../modules/auth/index.ts';
import { sendMessage, type ChatSender } from '../modules/chat/index.ts';

type SendingSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, ChatSender>;

/**
 * `sendMessage` over an open connection: what message/send does, without a request per message (no
 * headers, no token check per message; the connection proved its token when it opened, and the message's
 * own statement checks that the sign-in session still stands). The same validation, per-account limit,
 * rules and client id as the call; the answer comes back in the acknowledgement with the call's codes.
 */
export function acceptSends(
  ctx: AppContext,
  limit: AccountLimit,
  socket: SendingSocket,
  log: FastifyBaseLogger,
): void {
  socket.on('sendMessage', (request, answer) => {
    // Without an acknowledgement there is no one to answer: a well-behaved client always asks for one.
    if (typeof answer !== 'function') return;
    void send(ctx, limit, socket.data, socket.id, request, log).then((result) => {
      answer(result);
      // The sign-in session ended (logout elsewhere, a password change): the connection goes with it.
      if (!result.ok && result.error.code === 'SESSION_ENDED') socket.disconnect(true);
    });
  });
}

async function send(
  ctx: AppContext,
  limit: AccountLimit,
  sender: ChatSender,
  connectionId: string,
  request: unknown,
  log: FastifyBaseLogger,
): Promise<SocketSendAnswer> {
  // As the call's guard does for every request: before anything else sees the text.
  if (findControlCharacters(request).length > 0) {
    return { ok: false, error: { code: 'VALIDATION_FAILED', message: CONTROL_CHARACTER_MESSAGE } };
  }
  const parsed = socketSendMessageSchema.safeParse(request);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'The message is not valid.';
    return { ok: false, error: { code: 'VALIDATION_FAILED', message } };
  }
  try {
    const refusal = await limit.use(sender.id);
    if (refusal) throw refusal;
    const { receiverId, ...body } = parsed.data;
    const fromConnection = { ...sender, connectionId };
    return { ok: true, message: await sendMessage(ctx, fromConnection, receiverId, body) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: { code: error.code, message: error.message } };
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error, userId: sender.id }, 'realtime message not stored: database unavailable');
      return { ok: false, error: { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE } };
    }
    log.error({ err: error, userId: sender.id }, 'realtime message not stored');
    return { ok: false, error: { code: 'INTERNAL', message: UNEXPECTED } };
  }
}
