import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import type { FileStorage } from '../adapters/storage/storage.ts';
import { notFound } from '../lib/app-error.ts';
import { writeFileAtomically } from '../lib/atomic-file.ts';
import { PUBLIC_PICTURE_KEY } from './public-uploads.ts';

/** The widths pages may ask for; a short list keeps the cache small and the URLs cacheable. */
export const IMAGE_WIDTHS = [96, 192, 320, 480, 640, 960, 1280] as const;

/**
 * Public pictures at the width a page needs (`/img/320/mentors/x.webp`), so a phone does not
 * download a 1200-pixel cover for a 300-pixel card. The original comes from the storage (the data folder
 * or a bucket); each size is made once and kept in this server's own cache folder, which any instance can
 * rebuild.
 */
export function registerResizedImages(
  app: FastifyInstance,
  options: { storage: FileStorage; cacheDir: string },
): void {
  const params = z.object({
    width: z.coerce
      .number()
      .refine((width) => (IMAGE_WIDTHS as readonly number[]).includes(width), 'Unsupported width'),
    '*': z.string().regex(PUBLIC_PICTURE_KEY, 'Unsupported image path'),
  });
  app.get('/img/:width/*', { schema: { hide: true, params } }, async (request, reply) => {
    const { width, '*': key } = request.params as z.infer<typeof params>;
    const target = path.join(options.cacheDir, String(width), `${key}.webp`);
    let data: Buffer;
    try {
      data = await readFile(target);
    } catch {
      const original = await options.storage.readPublic(key);
      if (!original) throw notFound('No such picture.');
      data = await sharp(original)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      await writeFileAtomically(target, data);
    }
    return reply.type('image/webp').header('cache-control', 'public, max-age=604800').send(data);
  });
}
