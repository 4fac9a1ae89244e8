import type { FastifyInstance } from 'fastify';

/** Routes of the organizations module (to be filled in). */
export function registerOrganizationRoutes(app: FastifyInstance): void {
  void app;
}
