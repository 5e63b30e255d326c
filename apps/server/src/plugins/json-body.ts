import type { FastifyInstance } from 'fastify';

/**
 * The spec's clients call several POST routes with no payload while still sending a JSON
 * content type; an empty body then means "no body" instead of an error. Everything else goes
 * through Fastify's own parser, which also guards against prototype poisoning.
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
    parseJson(request, text, done);
  });
}
