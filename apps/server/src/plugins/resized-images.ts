import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { notFound } from '../lib/app-error.ts';

/** The widths pages may ask for; a short list keeps the cache small and the URLs cacheable. */
export const IMAGE_WIDTHS = [96, 192, 320, 480, 640, 960, 1280] as const;

/**
 * Public pictures at the width a page needs (`/img/320/mentors/x.webp`), so a phone does not
 * download a 1200-pixel cover for a 300-pixel card. Each size is made once and kept on disk.
 */
export function registerResizedImages(
  app: FastifyInstance,
  options: { publicDir: string; cacheDir: string },
): void {
  const params = z.object({
    width: z.coerce
      .number()
      .refine((width) => (IMAGE_WIDTHS as readonly number[]).includes(width), 'Unsupported width'),
    '*': z.string().regex(/^[a-z0-9][a-z0-9/_.-]*\.(webp|png|jpe?g)$/i, 'Unsupported image path'),
  });
  app.get('/img/:width/*', { schema: { hide: true, params } }, async (request, reply) => {
    const { width, '*': key } = request.params as z.infer<typeof params>;
    const source = path.resolve(options.publicDir, key);
    if (!source.startsWith(options.publicDir + path.sep)) throw notFound();
    const target = path.join(options.cacheDir, String(width), `${key}.webp`);
    let data: Buffer;
    try {
      data = await readFile(target);
    } catch {
      const original = await readFile(source).catch(() => {
        throw notFound('No such picture.');
      });
      data = await sharp(original)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    }
    return reply.type('image/webp').header('cache-control', 'public, max-age=604800').send(data);
  });
}
