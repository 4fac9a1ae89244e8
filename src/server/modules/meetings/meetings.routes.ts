/**
 * Meeting routes (spec 7). Each handler reads
 * authenticate (the auth guard) → validate (shared zod schemas) → authorize and work (service,
 * which scopes by organisation and role) → present.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createMeetingSchema,
  emailPreviewRequestSchema,
  emailPreviewSchema,
  listMeetingsQuerySchema,
  teamMemberMeetingEditSchema,
  updateMeetingSchema,
} from '@/shared/schemas/meeting';
import { actorOf } from '../../http/auth-guard';
import { countMeetings } from './meetings.count';
import { getMeeting, listMeetings, listMeetingsOfUser, parseId } from './meetings.queries';
import { previewInvitation } from './meetings.preview';
import { cancelMeeting, scheduleMeeting } from './meetings.service';
import { editMeetingAsParticipant, updateMeeting } from './meetings.update';

type IdParams = { id: string };

/**
 * Registers GET/POST /api/meetings, POST /api/meetings/email-preview, GET /api/meetings/count, GET /api/meetings/user/:userId and
 * /api/meetings/:id.
 */
export function registerMeetingRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/api/meetings', { schema: { querystring: listMeetingsQuerySchema } }, async (request) =>
    listMeetings({ db: ctx.db, actor: actorOf(request), query: request.query, now: ctx.now() }),
  );

  // "Showing X of Y meetings" (spec 2.5): same filters as the list, answered as counts.
  r.get(
    '/api/meetings/count',
    { schema: { querystring: listMeetingsQuerySchema } },
    async (request) =>
      countMeetings({ db: ctx.db, actor: actorOf(request), query: request.query, now: ctx.now() }),
  );

  r.get<{ Params: { userId: string } }>('/api/meetings/user/:userId', async (request) => {
    const userId = parseId(request.params.userId, 'User not found');
    return listMeetingsOfUser({ db: ctx.db, actor: actorOf(request), userId });
  });

  r.get<{ Params: IdParams }>('/api/meetings/:id', async (request) =>
    getMeeting({ db: ctx.db, actor: actorOf(request), meetingId: parseId(request.params.id) }),
  );

  // `emailContent` is accepted (spec 7) and ignored: mail comes from the server's templates.
  r.post('/api/meetings', { schema: { body: createMeetingSchema } }, async (request, reply) => {
    const actor = actorOf(request);
    const created = await scheduleMeeting({ ctx, actor, values: request.body.meeting });
    return reply.status(201).send(created);
  });

  r.post(
    '/api/meetings/email-preview',
    { schema: { body: emailPreviewRequestSchema, response: { 200: emailPreviewSchema } } },
    async (request) =>
      previewInvitation({ ctx, actor: actorOf(request), values: request.body.meeting }),
  );

  r.patch<{ Params: IdParams }>('/api/meetings/:id', async (request) => {
    const actor = actorOf(request);
    const meetingId = parseId(request.params.id);
    const values = updateMeetingSchema.parse(request.body ?? {});
    return updateMeeting({ ctx, actor, meetingId, values });
  });

  r.put<{ Params: IdParams }>('/api/meetings/:id', async (request) => {
    const actor = actorOf(request);
    const meetingId = parseId(request.params.id);
    const values = teamMemberMeetingEditSchema.parse(request.body ?? {});
    return editMeetingAsParticipant({ ctx, actor, meetingId, values });
  });

  r.delete<{ Params: IdParams }>('/api/meetings/:id', async (request) => {
    const actor = actorOf(request);
    await cancelMeeting({ ctx, actor, meetingId: parseId(request.params.id) });
    return { ok: true as const };
  });
}
