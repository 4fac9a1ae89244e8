/**
 * GET /api/action-items (spec 2.16): the caller's own action items with their meeting,
 * filtered by `status` (pending | completed | stuck | all), `search` and `date` (all | today |
 * week | month; on status=stuck, month means the last 30 days). authenticate (guard) →
 * validate (`ownActionItemsQuerySchema`, 400 with the field's message) → service (scoped to
 * the caller's own meetings) → present (`OwnActionItemsResponse`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownActionItemsQuerySchema } from '@/shared/domain/action-item-filters';
import { ownActionItemsResponseSchema } from '@/shared/schemas/action-item';
import { actorOf } from '../../http/auth-guard';
import { errorResponses } from '../../http/route-schemas';
import { listOwnActionItems } from './own-items.service';

/** Registers GET /api/action-items. */
export function registerOwnActionItemRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  r.get(
    '/api/action-items',
    {
      schema: {
        tags: ['action-items'],
        summary: "The caller's own action items with their meetings, filtered",
        querystring: ownActionItemsQuerySchema,
        response: { 200: ownActionItemsResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      listOwnActionItems({
        db: ctx.db,
        actor: actorOf(request),
        query: request.query,
        now: ctx.now(),
      }),
  );
}
