/**
 * Meeting routes (spec 7). Each handler reads
 * authenticate (the auth guard) → validate (shared zod schemas) → authorize and work (service,
 * which scopes by organisation and role) → present.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@/shared/schemas/api';
import { meetingCountSchema } from '@/shared/schemas/counts';
import {
  createMeetingSchema,
  emailPreviewRequestSchema,
  cancelMeetingQuerySchema,
  emailPreviewSchema,
  listMeetingsQuerySchema,
  meetingDetailSchema,
  meetingSchema,
  meetingsPageSchema,
  relatedMeetingsSchema,
  teamMemberMeetingEditSchema,
  updateMeetingSchema,
} from '@/shared/schemas/meeting';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, idParams, noQuery, orEmptyBody, pathId } from '../../http/route-schemas';
import { countMeetings } from './meetings.count';
import { getMeeting, getRelatedMeetings, listMeetingsOfUser, parseId } from './meetings.queries';
import { listMeetings } from './meetings.list';
import { previewInvitation } from './meetings.preview';
import { fastSerializerCompiler } from '../../http/fast-serializer';
import { cancelMeeting, scheduleMeeting } from './meetings.service';
import { editMeetingAsParticipant, updateMeeting } from './meetings.update';
import { oneOnOnesExportSection } from './meetings.export';
import { auditSourceOf } from '../audit';

const tags = ['meetings'];
const oneMeeting = { 200: meetingSchema, ...errorResponses };
const meetingList = { 200: z.array(meetingSchema), ...errorResponses };
/** GET /api/meetings answers the array (no `cursor`) or a page: one compiled writer each. */
const meetingArray = z.array(meetingSchema);
const writeArray = fastSerializerCompiler({ schema: meetingArray } as never);
const writePage = fastSerializerCompiler({ schema: meetingsPageSchema } as never);

/**
 * Registers GET/POST /api/meetings, POST /api/meetings/email-preview, GET /api/meetings/count,
 * GET /api/meetings/user/:userId, GET /api/meetings/:id/related and /api/meetings/:id.
 */
export function registerMeetingRoutes(app: FastifyInstance): void {
  app.privacy.addExportSection(oneOnOnesExportSection);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/meetings',
    {
      schema: {
        tags,
        summary: 'Meetings the caller may read, filtered; a keyset page with `cursor`',
        querystring: listMeetingsQuerySchema,
        response: { 200: z.union([meetingArray, meetingsPageSchema]), ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await listMeetings({
        db: ctx.db,
        actor: actorOf(request),
        query: request.query,
        now: ctx.now(),
      });
      // The declared union would make fast-json-stringify test each answer against both forms.
      void reply
        .type('application/json; charset=utf-8')
        .serializer(Array.isArray(answer) ? writeArray : writePage);
      return answer;
    },
  );

  // "Showing X of Y meetings" (spec 2.5): same filters as the list, answered as counts.
  r.get(
    '/api/meetings/count',
    {
      schema: {
        tags,
        summary: 'How many meetings match the filters of GET /api/meetings, of how many',
        querystring: listMeetingsQuerySchema,
        response: { 200: meetingCountSchema, ...errorResponses },
      },
    },
    async (request) =>
      countMeetings({ db: ctx.db, actor: actorOf(request), query: request.query, now: ctx.now() }),
  );

  r.get(
    '/api/meetings/user/:userId',
    {
      schema: {
        tags,
        summary: 'Meetings of one person the caller may see',
        params: z.object({ userId: pathId }),
        querystring: noQuery,
        response: meetingList,
      },
    },
    async (request) => {
      const userId = parseId(request.params.userId, 'User not found');
      return listMeetingsOfUser({ db: ctx.db, actor: actorOf(request), userId });
    },
  );

  r.get(
    '/api/meetings/:id',
    {
      schema: {
        tags,
        summary: 'One meeting, with the open action items of the pair’s earlier 1:1s',
        params: idParams,
        querystring: noQuery,
        response: { 200: meetingDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      getMeeting({
        db: ctx.db,
        actor: actorOf(request),
        meetingId: parseId(request.params.id),
        now: ctx.now(),
        source: auditSourceOf(request),
      }),
  );

  r.get(
    '/api/meetings/:id/related',
    {
      schema: {
        tags,
        summary: "The series' next occurrence and the pair's past 1:1s, newest first",
        params: idParams,
        querystring: noQuery,
        response: { 200: relatedMeetingsSchema, ...errorResponses },
      },
    },
    async (request) =>
      getRelatedMeetings({
        db: ctx.db,
        actor: actorOf(request),
        meetingId: parseId(request.params.id),
        now: ctx.now(),
      }),
  );

  // `emailContent` is accepted (spec 7) and ignored: mail comes from the server's templates.
  r.post(
    '/api/meetings',
    {
      schema: {
        tags,
        summary: 'Schedule a 1:1 (and queue its invitations)',
        body: createMeetingSchema,
        response: { 201: meetingSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await scheduleMeeting({
        ctx,
        actor,
        values: request.body.meeting,
        source: auditSourceOf(request),
      });
      return reply.status(201).send(created);
    },
  );

  r.post(
    '/api/meetings/email-preview',
    {
      schema: {
        tags,
        summary: 'The invitations scheduling these values would send',
        body: emailPreviewRequestSchema,
        response: { 200: emailPreviewSchema, ...errorResponses },
      },
    },
    async (request) =>
      previewInvitation({ ctx, actor: actorOf(request), values: request.body.meeting }),
  );

  r.patch(
    '/api/meetings/:id',
    {
      schema: {
        tags,
        summary: 'Edit a meeting (its organiser and those above them)',
        params: idParams,
        body: orEmptyBody(updateMeetingSchema),
        response: oneMeeting,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const meetingId = parseId(request.params.id);
      return updateMeeting({
        ctx,
        actor,
        meetingId,
        values: request.body,
        source: auditSourceOf(request),
      });
    },
  );

  r.put(
    '/api/meetings/:id',
    {
      schema: {
        tags,
        summary: "The participant's edit: date, start time, agenda and action items",
        params: idParams,
        body: orEmptyBody(teamMemberMeetingEditSchema),
        response: oneMeeting,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const meetingId = parseId(request.params.id);
      return editMeetingAsParticipant({
        ctx,
        actor,
        meetingId,
        values: request.body,
        source: auditSourceOf(request),
      });
    },
  );

  r.delete(
    '/api/meetings/:id',
    {
      schema: {
        tags,
        summary:
          'Cancel (delete) a meeting and mail both participants; on an occurrence, scope=following ends the series from it on',
        params: idParams,
        querystring: cancelMeetingQuerySchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const meetingId = parseId(request.params.id);
      await cancelMeeting({
        ctx,
        actor,
        meetingId,
        scope: request.query.scope,
        source: auditSourceOf(request),
      });
      return { ok: true as const };
    },
  );
}
