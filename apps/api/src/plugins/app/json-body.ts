import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Methods whose requests carry no body by meaning: a JSON content type with nothing after it is not an error. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/**
 * Fastify's JSON parser (with its prototype-poisoning checks) for every route, except that an empty body on a
 * bodiless method is no body: clients that always send `content-type: application/json` (some HTTP libraries
 * do) may DELETE without a body. An empty body where one is expected still answers 400.
 */
export default fp(
  async function jsonBody(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString(); // a string already: `parseAs: 'string'`
      if (text === '' && BODILESS_METHODS.has(request.method)) {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
