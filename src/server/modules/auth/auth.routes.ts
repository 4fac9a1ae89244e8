import type { FastifyInstance } from 'fastify';

/** Routes of the auth module (to be filled in). */
export function registerAuthRoutes(app: FastifyInstance): void {
  void app;
}
