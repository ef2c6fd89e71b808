import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer (API, pages, files and errors alike).
 *
 * helmet is used directly rather than through @fastify/helmet: that plugin builds helmet's middleware again for
 * every request, and so parses the content security policy again each time (about 4 % of a request create's CPU
 * under load and more of a cheap read's, bench/README.md). Fixo's options are the same for every request (no
 * nonces, no per-route options), so the middleware is built once, here.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  // helmet checks the options here, when built (a wrong one stops the start); setting the headers cannot fail.
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
