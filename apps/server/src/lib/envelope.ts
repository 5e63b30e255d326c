import type { FastifyReply } from 'fastify';
import { defaultErrorCode, envelopeSchema, type Envelope, type ErrorCode } from '@neetmentor/contract';
import type { z } from 'zod';

/** The answer's wrapper; an error answer always carries a code (the status's default when none is given). */
export function envelope<T>(statusCode: number, data: T, message: string, code?: ErrorCode): Envelope<T> {
  if (statusCode < 400) return { statusCode, data, message, success: true };
  return { statusCode, data, message, success: false, code: code ?? defaultErrorCode(statusCode) };
}

/** Replies 200 with the envelope; the route's response schema decides which fields leave the server. */
export function sendOk<T>(reply: FastifyReply, data: T, message = 'OK') {
  return reply.code(200).send(envelope(200, data, message));
}

/** Response schema map for a route whose success answer carries `data`. */
export function okResponse<T extends z.ZodType>(data: T) {
  return { 200: envelopeSchema(data) };
}
