import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';

export function seoRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string }): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap(deps.db, deps.publicUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(buildRobots(deps.publicUrl)),
  );
}
