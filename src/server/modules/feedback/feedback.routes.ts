/** GET|PUT /api/meetings/{id}/feedback: the caller's own rating of a completed 1:1 (decision 13). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackInputSchema, ownFeedbackSchema } from '@/shared/schemas/feedback';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, idParams, noQuery, orEmptyBody } from '../../http/route-schemas';
import { parseId } from '../meetings/meetings.queries';
import { rateMeeting, readOwnFeedback } from './feedback.service';

const tags = ['feedback'];

/** Registers GET|PUT /api/meetings/:id/feedback (the trend is registered with the analytics). */
export function registerFeedbackRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/meetings/:id/feedback',
    {
      schema: {
        tags,
        summary: "The caller's own rating of a 1:1",
        params: idParams,
        querystring: noQuery,
        response: { 200: ownFeedbackSchema, ...errorResponses },
      },
    },
    async (request) =>
      readOwnFeedback({
        db: ctx.db,
        actor: actorOf(request),
        meetingId: parseId(request.params.id),
      }),
  );

  r.put(
    '/api/meetings/:id/feedback',
    {
      schema: {
        tags,
        summary: 'Rate a completed 1:1 from 1 to 5 (its participants)',
        params: idParams,
        body: orEmptyBody(feedbackInputSchema),
        response: { 200: ownFeedbackSchema, ...errorResponses },
      },
    },
    async (request) =>
      rateMeeting({
        ctx,
        actor: actorOf(request),
        meetingId: parseId(request.params.id),
        values: request.body,
      }),
  );
}
