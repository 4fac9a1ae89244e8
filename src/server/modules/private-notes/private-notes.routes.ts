/**
 * GET|PUT /api/meetings/{id}/private-note (promise 17): each participant's own note; 404 for
 * everyone else.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privateNoteInputSchema, privateNoteSchema } from '@/shared/schemas/private-note';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, idParams, noQuery, orEmptyBody } from '../../http/route-schemas';
import { parseId } from '../meetings/meetings.queries';
import { readPrivateNote, savePrivateNote } from './private-notes.service';

const tags = ['private notes'];

/** Registers GET|PUT /api/meetings/:id/private-note. */
export function registerPrivateNoteRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/meetings/:id/private-note',
    {
      schema: {
        tags,
        summary: "The caller's own private note on a 1:1 they take part in",
        params: idParams,
        querystring: noQuery,
        response: { 200: privateNoteSchema, ...errorResponses },
      },
    },
    async (request) =>
      readPrivateNote({ ctx, actor: actorOf(request), meetingId: parseId(request.params.id) }),
  );

  r.put(
    '/api/meetings/:id/private-note',
    {
      schema: {
        tags,
        summary: "Save the caller's own private note (rich text; empty clears it)",
        params: idParams,
        body: orEmptyBody(privateNoteInputSchema),
        response: { 200: privateNoteSchema, ...errorResponses },
      },
    },
    async (request) =>
      savePrivateNote({
        ctx,
        actor: actorOf(request),
        meetingId: parseId(request.params.id),
        html: request.body.html,
      }),
  );
}
