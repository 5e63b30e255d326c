import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error.ts';

/**
 * Far deeper than any request of ours. A body built of thousands of nested arrays or objects parses fine,
 * but would exhaust the stack of every later check that walks it (the control-character guard, schemas).
 */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed value nests objects or arrays deeper than `limit`; walks without recursion. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= limit) return true;
    for (const child of Object.values(item.value)) pending.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

/**
 * The spec's clients call several POST routes with no payload while still sending a JSON
 * content type; an empty body then means "no body" instead of an error. Everything else goes
 * through Fastify's own parser, which also guards against prototype poisoning, and is refused
 * when nested absurdly deep.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) done(error);
      else if (nestsDeeperThan(parsed, MAX_JSON_DEPTH))
        done(badRequest('The request body is nested too deeply to be read.'));
      else done(null, parsed);
    });
  });
}
