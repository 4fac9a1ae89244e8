/**
 * Response compression and the client's cache headers.
 *
 * - `installCompression`: responses of 1 KiB or more (API JSON included) are sent with brotli
 *   (quality 4: fast enough per request) or gzip, whichever the request's `Accept-Encoding`
 *   prefers (RFC 9110 section 12.5.3), with `Vary: Accept-Encoding`; smaller ones, and requests
 *   that accept neither, go as they are. Compressed request bodies are not accepted (a body is
 *   JSON, read as sent).
 * - `serveClient`: the built client (dist/client). The build (scripts/build.mjs) writes a `.br`
 *   (quality 11) and a `.gz` (level 9) beside each text file, sent as they are when the request
 *   accepts them; the compression hook leaves a response that already has a Content-Encoding
 *   alone. `/` is landing.html (the landing page prerendered) for a browser without a session
 *   cookie; a signed-in browser's pages carry its user (./client-html.ts, `no-store`). Files
 *   under `assets/` carry a content hash in their names, so they are cached for a year and never
 *   revalidated (`CACHE_IMMUTABLE`); index.html and landing.html, which name the current ones,
 *   are revalidated on every use (`CACHE_REVALIDATE`).
 */
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { loadClientPages, sendClientPage } from './client-html';

/** Cache-Control of the content-hashed files under dist/client/assets. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of index.html (and the SPA fallback): stored, but revalidated before each use. */
export const CACHE_REVALIDATE = 'no-cache';
/** Responses smaller than this many bytes are sent uncompressed. */
export const COMPRESSION_THRESHOLD = 1024;

/** Registers the compression hook on the whole app; call it before any route or static file. */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * Serves the built client from `clientDir` (its files per request, so a rebuild while running
 * serves the new ones) and `GET /` as its page (./client-html.ts). Returns the SPA fallback's
 * sender (the not-found handler's answer to other GETs): the same page for any other path.
 */
export async function serveClient(
  app: FastifyInstance,
  clientDir: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    // `filePath` is the file sent: `index.html.br` when the precompressed one goes out.
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const relative = path.relative(clientDir, filePath.replace(/\.(br|gz)$/, ''));
      const parts = relative.split(path.sep);
      if (parts[0] === 'assets') void reply.header('Cache-Control', CACHE_IMMUTABLE);
      else if (['index.html', 'landing.html'].includes(parts.at(-1) ?? ''))
        void reply.header('Cache-Control', CACHE_REVALIDATE);
    },
  });
  // `/`: a browser without a session cookie is a visitor, who gets the landing page already in
  // the HTML (landing.html, scripts/build.mjs); with a live session, index.html with the user
  // and the page's shell (./client-html.ts). The answer depends on the cookie.
  const pages = await loadClientPages(clientDir);
  app.get('/', { config: { public: true } }, (request, reply) =>
    sendClientPage(app, request, reply, pages, true),
  );
  return (request, reply) => sendClientPage(app, request, reply, pages, false);
}
