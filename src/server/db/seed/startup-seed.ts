/**
 * Seeds demo data at start when the database has no organisation yet and DEMO_MODE is on
 * (stub until the demo module lands).
 */
import type { FastifyInstance } from 'fastify';

export async function seedDemoOnEmptyDatabase(app: FastifyInstance): Promise<void> {
  void app;
}
