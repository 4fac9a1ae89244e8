/**
 * Request ids and the access log.
 * - `requestIdFor(header)`: the proxy's `X-Request-Id` when it is 1–128 characters of
 *   `[A-Za-z0-9._:-]`, otherwise a new random UUID (never a per-process counter, so ids of
 *   several instances never collide). Fastify puts it on every log line of the request
 *   (`reqId`) and the response echoes it in `X-Request-Id`.
 * - One access-log line per request, written when the response is sent: method, route pattern,
 *   URL path (without the query string), status, duration in ms, request id, user id. Never
 *   cookies, tokens, headers or bodies.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id for a request whose `X-Request-Id` header is `header` (see module doc). */
export function requestIdFor(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Echoes the request id and writes the access-log line, from values Fastify already holds
 * (no header parsed, nothing looked up). The line goes to the logger's destination, which in
 * production gathers lines and writes them in batches (`log-destination.ts`, decision 34).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.url;
    const query = url.indexOf('?');
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: query === -1 ? url : url.slice(0, query),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.actor?.id ?? null,
      },
      'request',
    );
    done();
  });
}
