import type { FastifyInstance } from 'fastify';
import { contentTypeOf } from '../adapters/storage/content-types.ts';
import type { FileStorage } from '../adapters/storage/storage.ts';
import { notFound } from '../lib/app-error.ts';

/**
 * A public picture's key as it may appear in an address: plain segments of letters, digits, "_", "." and
 * "-", each starting with a letter or digit (so no "." or ".." segment), ending in an image extension.
 */
export const PUBLIC_PICTURE_KEY = /^(?:[a-z0-9][a-z0-9_.-]*\/)*[a-z0-9][a-z0-9_.-]*\.(?:webp|png|jpe?g)$/i;

/**
 * A replaced picture gets a new file name (see replacePublicFile), so an address always names the same
 * bytes and browsers and CDNs may keep it for a year without asking again.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public uploads at `/uploads/<key>`, read from the configured storage (the data folder or a bucket), so
 * their addresses do not depend on where files live. Anything that is not a public picture, private files
 * included, is simply not found.
 */
export function registerPublicUploads(app: FastifyInstance, storage: FileStorage): void {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const data = PUBLIC_PICTURE_KEY.test(key) ? await storage.readPublic(key) : undefined;
    if (!data) throw notFound('No such file.');
    return reply.type(contentTypeOf(key)).header('cache-control', IMMUTABLE).send(data);
  });
}
