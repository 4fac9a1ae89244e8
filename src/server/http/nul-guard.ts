/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a query or body string carrying one
 * would fail in the database as a 500. This guard answers 400 before any handler runs
 * (promise 11: bad input never breaks the server).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** True when `value` (any JSON-like shape) contains a string with U+0000, keys included. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 50) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1),
    );
  }
  return false;
}

export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.body) || containsNul(request.params)) {
      throw badRequest('Text must not contain NUL characters');
    }
  });
}
