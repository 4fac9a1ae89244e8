import type { FastifyInstance } from 'fastify';

/** Routes of the meetings module (to be filled in). */
export function registerMeetingRoutes(app: FastifyInstance): void {
  void app;
}
