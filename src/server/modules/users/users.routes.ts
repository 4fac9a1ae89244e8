import type { FastifyInstance } from 'fastify';

/** Routes of the users module (to be filled in). */
export function registerUserRoutes(app: FastifyInstance): void {
  void app;
}
