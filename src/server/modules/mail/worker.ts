/**
 * Mail worker (stub until the mail module lands): delivers the outbox over SMTP.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';

export function startMailWorker(
  ctx: AppContext,
  log: FastifyBaseLogger,
): { wake: () => void; stop: () => Promise<void> } {
  void ctx;
  void log;
  return { wake: () => {}, stop: async () => {} };
}
