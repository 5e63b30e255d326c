import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** What each public read is built from: a change to any of these tables drops the ready answer. */
export const PUBLIC_READ_TABLES = {
  mentorCards: ['mentors', 'packages', 'feedback', 'bookings'],
  mentorProfile: ['mentors', 'packages', 'feedback', 'bookings', 'students', 'platform_settings'],
  featuredMentors: ['featured_mentors', 'mentors', 'feedback'],
  blogs: ['blogs'],
  testimonials: ['testimonials'],
  webinar: ['webinars'],
  settings: ['platform_settings'],
} as const satisfies Record<string, readonly string[]>;

/**
 * One public read: `key` names the answer (route and normalised input), `tables` what it is built from,
 * `load` builds its data, `schema` shapes it exactly as the route's response schema. The API route and the
 * server-rendered page of the same data use the same one, so they share the ready answer.
 */
export interface PublicRead<T extends z.ZodType> {
  key: string;
  tables: readonly string[];
  schema: T;
  load: () => Promise<z.input<T>>;
}

/** Reads a public read's data as its API answer carries it, through the same ready answers. */
export type ReadPublicData = <T extends z.ZodType>(read: PublicRead<T>) => Promise<z.output<T>>;

/**
 * A public read: answered from the memory of this server while nothing it shows has changed (see
 * plugins/read-cache.ts). GET answers may be kept by browsers but must be revalidated each time (`no-cache`
 * with the ETag: a 304 while nothing changed), so nobody sees data older than the last change.
 */
export function sendPublicRead<T extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PublicRead<T>,
): Promise<FastifyReply> {
  if (request.method === 'GET') reply.header('cache-control', 'public, no-cache');
  return request.server.publicReads.send(request, reply, options);
}
