import type { FastifyReply } from 'fastify';
import { sendOk } from './envelope.ts';

/**
 * Public reads that anyone may cache for a minute: a change shows within 60 seconds, and after that
 * the browser revalidates with the ETag (added to every answer in app.ts), costing a 304 while
 * nothing changed. Only for GET routes: browsers never cache POST answers.
 */
export function sendPublicOk<T>(reply: FastifyReply, data: T) {
  reply.header('cache-control', 'public, max-age=60');
  return sendOk(reply, data);
}
