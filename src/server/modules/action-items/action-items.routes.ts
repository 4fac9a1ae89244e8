/**
 * Action-item routes (spec 7): PATCH /api/meetings/{id}/action-items/{index} and
 * GET /api/meetings/{meetingId}/action-items/{index}/status. authenticate (guard) → validate →
 * authorize + work (service) → present.
 */
import type { FastifyInstance } from 'fastify';
import { actionItemStatusUpdateSchema } from '@/shared/schemas/action-item';
import { actorOf } from '../../http/auth-guard';
import { parseId } from '../meetings/meetings.queries';
import { getActionItemStatus, parseIndex, setActionItemStatus } from './action-items.service';
import { registerOwnActionItemRoutes } from './own-items.routes';

/** Registers the two action-item routes under /api/meetings. */
export function registerActionItemRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerOwnActionItemRoutes(app); // GET /api/action-items (the caller's own items)

  app.patch<{ Params: { id: string; index: string } }>(
    '/api/meetings/:id/action-items/:index',
    async (request) => {
      const actor = actorOf(request);
      const meetingId = parseId(request.params.id);
      const index = parseIndex(request.params.index);
      const update = actionItemStatusUpdateSchema.parse(request.body ?? {});
      return setActionItemStatus({ ctx, actor, meetingId, index, update });
    },
  );

  app.get<{ Params: { meetingId: string; index: string } }>(
    '/api/meetings/:meetingId/action-items/:index/status',
    async (request) => {
      const actor = actorOf(request);
      const meetingId = parseId(request.params.meetingId);
      const index = parseIndex(request.params.index);
      return getActionItemStatus({ db: ctx.db, actor, meetingId, index });
    },
  );
}
