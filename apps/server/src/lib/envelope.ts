import type { FastifyReply } from 'fastify';
import { envelopeSchema, type Envelope } from '@neetmentor/contract';
import type { z } from 'zod';

export function envelope<T>(statusCode: number, data: T, message: string): Envelope<T> {
  return { statusCode, data, message, success: statusCode < 400 };
}

/** Replies 200 with the envelope; the route's response schema decides which fields leave the server. */
export function sendOk<T>(reply: FastifyReply, data: T, message = 'OK') {
  return reply.code(200).send(envelope(200, data, message));
}

/** Response schema map for a route whose success answer carries `data`. */
export function okResponse<T extends z.ZodType>(data: T) {
  return { 200: envelopeSchema(data) };
}
