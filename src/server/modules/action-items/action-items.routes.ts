import type { FastifyInstance } from 'fastify';

/** Routes of the action-items module (to be filled in). */
export function registerActionItemRoutes(app: FastifyInstance): void {
  void app;
}
