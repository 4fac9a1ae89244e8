/**
 * Talking-point routes (docs/decisions/0013-shared-1on1.md): authenticate → validate (shared
 * zod schemas) → service (scope, policy, one transaction) → present.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@/shared/schemas/api';
import {
  createTalkingPointSchema,
  talkingPointSchema,
  updateTalkingPointSchema,
} from '@/shared/schemas/talking-point';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, idParams, noQuery, orEmptyBody, pathId } from '../../http/route-schemas';
import { parseId } from '../meetings/meetings.queries';
import {
  eraseSharedMeetingData,
  feedbackExportSection,
  privateNotesExportSection,
  talkingPointsExportSection,
} from './talking-points.privacy';
import {
  addTalkingPoint,
  deleteTalkingPoint,
  listTalkingPoints,
  POINT_NOT_FOUND,
  updateTalkingPoint,
} from './talking-points.service';

const tags = ['talking points'];
const pointParams = z.object({ id: pathId, pointId: pathId });

/**
 * Registers GET|POST /api/meetings/:id/talking-points and PATCH|DELETE …/:pointId, and the
 * shared 1:1's export sections and erase step (talking-points.privacy.ts).
 */
export function registerTalkingPointRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.privacy.addExportSection(talkingPointsExportSection);
  app.privacy.addExportSection(privateNotesExportSection(ctx.config));
  app.privacy.addExportSection(feedbackExportSection);
  app.privacy.addEraseStep(eraseSharedMeetingData);

  r.get(
    '/api/meetings/:id/talking-points',
    {
      schema: {
        tags,
        summary: 'Talking points of a 1:1, in order',
        params: idParams,
        querystring: noQuery,
        response: { 200: z.array(talkingPointSchema), ...errorResponses },
      },
    },
    async (request) =>
      listTalkingPoints({
        db: ctx.db,
        actor: actorOf(request),
        meetingId: parseId(request.params.id),
      }),
  );

  r.post(
    '/api/meetings/:id/talking-points',
    {
      schema: {
        tags,
        summary: 'Add a talking point (a participant, before the 1:1 is completed)',
        params: idParams,
        body: orEmptyBody(createTalkingPointSchema),
        response: { 201: talkingPointSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const point = await addTalkingPoint({
        ctx,
        actor: actorOf(request),
        meetingId: parseId(request.params.id),
        text: request.body.text,
      });
      return reply.status(201).send(point);
    },
  );

  r.patch(
    '/api/meetings/:id/talking-points/:pointId',
    {
      schema: {
        tags,
        summary: 'Edit (author), tick as discussed (participants) or move (manager) a point',
        params: pointParams,
        body: orEmptyBody(updateTalkingPointSchema),
        response: { 200: talkingPointSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateTalkingPoint({
        ctx,
        actor: actorOf(request),
        meetingId: parseId(request.params.id),
        pointId: parseId(request.params.pointId, POINT_NOT_FOUND),
        values: request.body,
      }),
  );

  r.delete(
    '/api/meetings/:id/talking-points/:pointId',
    {
      schema: {
        tags,
        summary: 'Delete a talking point (its author, before the 1:1 is completed)',
        params: pointParams,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteTalkingPoint({
        ctx,
        actor: actorOf(request),
        meetingId: parseId(request.params.id),
        pointId: parseId(request.params.pointId, POINT_NOT_FOUND),
      });
      return { ok: true as const };
    },
  );
}
