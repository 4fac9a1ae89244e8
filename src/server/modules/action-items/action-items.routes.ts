/**
 * Action-item routes (spec 7): PATCH /api/meetings/{id}/action-items/{index} and
 * GET /api/meetings/{meetingId}/action-items/{index}/status. authenticate (guard) → validate →
 * authorize + work (service) → present.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionItemStatusUpdateSchema,
  presentedActionItemStateSchema,
} from '@/shared/schemas/action-item';
import { meetingSchema } from '@/shared/schemas/meeting';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, noQuery, orEmptyBody, pathId } from '../../http/route-schemas';
import { parseId } from '../meetings/meetings.queries';
import { getActionItemStatus, parseIndex, setActionItemStatus } from './action-items.service';
import { registerOwnActionItemRoutes } from './own-items.routes';

const tags = ['action-items'];
const itemIndex = z.string().meta({
  description: "0-based position among the meeting's items; anything else answers 404",
});

/** Registers the two action-item routes under /api/meetings. */
export function registerActionItemRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  registerOwnActionItemRoutes(app); // GET /api/action-items (the caller's own items)

  r.patch(
    '/api/meetings/:id/action-items/:index',
    {
      schema: {
        tags,
        summary: "Set one action item's status, owner or due date; answers the meeting",
        params: z.object({ id: pathId, index: itemIndex }),
        body: orEmptyBody(actionItemStatusUpdateSchema),
        response: { 200: meetingSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const meetingId = parseId(request.params.id);
      const index = parseIndex(request.params.index);
      return setActionItemStatus({ ctx, actor, meetingId, index, update: request.body });
    },
  );

  r.get(
    '/api/meetings/:meetingId/action-items/:index/status',
    {
      schema: {
        tags,
        summary: "One action item's status",
        params: z.object({ meetingId: pathId, index: itemIndex }),
        querystring: noQuery,
        response: { 200: presentedActionItemStateSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const meetingId = parseId(request.params.meetingId);
      const index = parseIndex(request.params.index);
      return getActionItemStatus({ db: ctx.db, actor, meetingId, index });
    },
  );
}
