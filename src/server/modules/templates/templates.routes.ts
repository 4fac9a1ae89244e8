/** GET|POST /api/meeting-templates, PATCH|DELETE /api/meeting-templates/{id} (decision 13). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@/shared/schemas/api';
import {
  createMeetingTemplateSchema,
  meetingTemplateSchema,
  updateMeetingTemplateSchema,
} from '@/shared/schemas/meeting-template';
import { actorOf } from '../../http/auth-guard';
import { errorResponses, idParams, noQuery, orEmptyBody } from '../../http/route-schemas';
import { parseId } from '../meetings/meetings.queries';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  TEMPLATE_NOT_FOUND,
  updateTemplate,
} from './templates.service';
import { auditSourceOf } from '../audit';

const tags = ['meeting templates'];

/** Registers the four template routes (declared with zod schemas: they appear in /api/openapi.json). */
export function registerTemplateRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/meeting-templates',
    {
      schema: {
        tags,
        summary: "1:1 templates: the built-in ones and the organisation's",
        querystring: noQuery,
        response: { 200: z.array(meetingTemplateSchema), ...errorResponses },
      },
    },
    async (request) => listTemplates(ctx.db, actorOf(request)),
  );

  r.post(
    '/api/meeting-templates',
    {
      schema: {
        tags,
        summary: 'Create a 1:1 template (managing roles)',
        body: orEmptyBody(createMeetingTemplateSchema),
        response: { 201: meetingTemplateSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const template = await createTemplate({
        ctx,
        actor: actorOf(request),
        values: request.body,
        source: auditSourceOf(request),
      });
      return reply.status(201).send(template);
    },
  );

  r.patch(
    '/api/meeting-templates/:id',
    {
      schema: {
        tags,
        summary: 'Change a template (its author or a senior manager; not built-in ones)',
        params: idParams,
        body: orEmptyBody(updateMeetingTemplateSchema),
        response: { 200: meetingTemplateSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateTemplate({
        ctx,
        actor: actorOf(request),
        id: parseId(request.params.id, TEMPLATE_NOT_FOUND),
        values: request.body,
        source: auditSourceOf(request),
      }),
  );

  r.delete(
    '/api/meeting-templates/:id',
    {
      schema: {
        tags,
        summary: 'Delete a template (its author or a senior manager; not built-in ones)',
        params: idParams,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteTemplate({
        ctx,
        actor: actorOf(request),
        id: parseId(request.params.id, TEMPLATE_NOT_FOUND),
        source: auditSourceOf(request),
      });
      return { ok: true as const };
    },
  );
}
