import type { FastifyInstance } from 'fastify';
import { assertNoControlCharacters } from '../lib/control-characters.ts';

/**
 * One guard for every route: path parameters, query strings and JSON bodies are refused with a 400 when
 * any text in them holds a control character, before a schema or the database sees it. Multipart fields
 * are checked where they are read (lib/multipart.ts).
 */
export function registerInputTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertNoControlCharacters({ params: request.params, query: request.query, body: request.body });
  });
}
