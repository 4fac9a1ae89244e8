/**
 * GET /api/search (docs/decisions/0033-search.md): every signed-in person searches what they
 * may read; the scope is applied inside the statement (search.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchPageSchema, searchQuerySchema } from '@/shared/schemas/search';
import { actorOf } from '../../http/auth-guard';
import { errorResponses } from '../../http/route-schemas';
import { searchMeetings } from './search.service';

/** Registers GET /api/search. */
export function registerSearchRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  r.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Search the 1:1s the caller may read (titles, agendas, notes, talking points, action items, their own private notes), 20 a page',
        querystring: searchQuerySchema,
        response: { 200: searchPageSchema, ...errorResponses },
      },
    },
    async (request) => searchMeetings({ ctx, actor: actorOf(request), query: request.query }),
  );
}
