/**
 * `GET /api/live`: the WebSocket of the live 1:1 (docs/live.md; decision 29), upgraded by
 * `@fastify/websocket` and handed to Hocuspocus (live-hub.ts). Before the upgrade: the auth
 * guard's session (401 without one; 403 while a password change or two-factor setup is due),
 * and `Origin` must be `APP_URL`'s origin (403 otherwise), each refusal with one log line.
 * After a successful write to a 1:1 (talking points, action items, the meeting), its open pages
 * get a `changed` event (`installChangeEvents`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { z } from 'zod';
import type { LiveChangedPart } from '@/shared/domain/rich-text-schema';
import { LIVE_MAX_MESSAGE_BYTES } from '@/shared/domain/rich-text-schema';
import { actorOf } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { errorResponses, noQuery } from '../../http/route-schemas';
import { sessionCookieName } from '../auth/sessions';
import type { LiveHub } from './live-hub';

export const LIVE_PATH = '/api/live';

/** What the OpenAPI document says of the socket (docs/api.md "Live"). */
export const LIVE_DESCRIPTION = [
  'WebSocket upgrade (RFC 6455) for the live 1:1: the Hocuspocus 3 protocol (y-protocols sync and',
  'awareness, plus Hocuspocus auth, stateless and sync-status messages), one document',
  '`meeting:<id>` per 1:1 holding the Y.XmlFragments `notes` and `agenda`. Authentication is the',
  'session cookie of the upgrade request (send any token, e.g. "cookie"); `Origin` must be the',
  "app's origin. The 1:1's organiser and participant write while it is scheduled or in progress;",
  'every other person who may read it connects read-only; a 1:1 outside the scope is refused',
  '(permission denied, no data). Server events are stateless JSON strings:',
  '`{"type":"changed","what":["meeting"|"talkingPoints"|"actionItems"]}` and',
  '`{"type":"refused","reason":"read-only"|"too-large"|"closed"}`. Limits: a message over',
  '256 KiB closes with 1009, a document over 1 MiB with 4413; malformed messages close with',
  '4400, an awareness state naming another person with 4403, an ended session with 4401.',
  'Answers 101 Switching Protocols; 401 without a session, 403 for another Origin, 426 to a',
  'plain GET.',
].join(' ');

/**
 * Registers `@fastify/websocket`. Before the auth guard: its `onRequest` hook marks upgrade
 * requests, so that one refused by a later hook (401, 403) has its socket closed.
 */
export async function installWebSocket(app: FastifyInstance): Promise<void> {
  // ws refuses anything above this itself; the hub refuses (with a message) above the limit.
  await app.register(websocket, { options: { maxPayload: 16 * LIVE_MAX_MESSAGE_BYTES } });
}

/** Registers the live socket route (after {@link installWebSocket}). */
export function registerLiveRoutes(app: FastifyInstance, hub: LiveHub): void {
  const appOrigin = new URL(app.ctx.config.appUrl).origin;
  const secure = app.ctx.config.appUrl.startsWith('https:');

  app.route({
    method: 'GET',
    url: LIVE_PATH,
    schema: {
      tags: ['live'],
      summary: 'The live 1:1 WebSocket (Hocuspocus protocol); see the description',
      description: LIVE_DESCRIPTION,
      querystring: noQuery,
      response: {
        101: z.null().describe('Switching Protocols: the WebSocket is open'),
        ...errorResponses,
      },
    },
    preValidation: async (request: FastifyRequest) => {
      if (request.headers.origin !== appOrigin) {
        request.log.warn(
          { origin: request.headers.origin ?? null, personId: request.actor?.id },
          'live refused origin',
        );
        throw new AppError(403, 'FORBIDDEN', 'This origin may not open the live connection');
      }
    },
    // A plain GET (no upgrade) is told to upgrade.
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({ message: 'Open this address as a WebSocket', code: 'UPGRADE_REQUIRED' }),
    wsHandler: (socket, request) => {
      const actor = actorOf(request);
      const token = request.cookies[sessionCookieName(secure)] ?? '';
      hub.handle(socket, request.raw, actor, token);
    },
  });
}

/** The parts of a 1:1 a successful write to `url` (a route pattern) changes. */
export function changedParts(method: string, url: string): LiveChangedPart[] {
  if (url.startsWith('/api/meetings/:id/talking-points')) return ['talkingPoints'];
  if (/^\/api\/meetings\/:(id|meetingId)\/action-items/.test(url)) return ['actionItems'];
  if (url === '/api/meetings/:id' && method !== 'GET') return ['meeting', 'actionItems'];
  return [];
}

/**
 * After every successful write under `/api/meetings/{id}` (its transaction has committed), the
 * 1:1's open pages on every instance get `{"type":"changed","what":[…]}` (docs/live.md).
 */
export function installChangeEvents(app: FastifyInstance, hub: LiveHub): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (reply.statusCode < 200 || reply.statusCode >= 300) return;
    const url = request.routeOptions.url ?? '';
    const what = changedParts(request.method, url);
    if (what.length === 0) return;
    const params = request.params as { id?: string; meetingId?: string };
    const id = Number(params.id ?? params.meetingId);
    if (Number.isInteger(id) && id > 0) hub.changed(id, what);
  });
}
