/**
 * Start-up seeding: deliberately nothing. Demo data is never written into the shared database
 * at start; each click on a demo button (POST /api/auth/demo-login/{kind}) creates a private,
 * expiring sandbox organisation instead (see `modules/demo/demo.service.ts`, GUIDE 4), so a
 * fresh install holds only the organisations people sign up for.
 */
import type { FastifyInstance } from 'fastify';

/** Kept for `main.ts`; a no-op (see the module comment). */
export async function seedDemoOnEmptyDatabase(_app: FastifyInstance): Promise<void> {}
