import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../adapters/storage/storage.ts';

/**
 * Answers with a private image (an applicant's document, a session or payout proof) once the route has
 * checked who may see it. Private images are stored as WebP, and no cache keeps them.
 */
export async function sendPrivateImage(reply: FastifyReply, storage: FileStorage, key: string) {
  const image = await storage.readPrivate(key);
  return reply.header('cache-control', 'private, no-store').type('image/webp').send(image);
}
