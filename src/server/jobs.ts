/**
 * Background jobs of one server process: the mail worker (outbox delivery) and periodic
 * clean-up (expired sessions, expired demo sandboxes). Returns a function that stops them.
 */
import type { FastifyInstance } from 'fastify';
import { purgeExpiredSessions } from './modules/auth/sessions';
import { startMailWorker } from './modules/mail/worker';
import { purgeExpiredDemoSandboxes } from './modules/demo/demo.service';

const CLEAN_UP_EVERY_MS = 10 * 60 * 1000;

export function startBackgroundJobs(app: FastifyInstance): () => Promise<void> {
  const { ctx } = app;
  const mail = startMailWorker(ctx, app.log);
  ctx.wakeMailer = mail.wake;
  const cleanUp = async () => {
    try {
      await purgeExpiredSessions(ctx.db, ctx.now());
      await purgeExpiredDemoSandboxes(ctx.db, ctx.now());
    } catch (err) {
      app.log.warn({ err }, 'clean-up failed');
    }
  };
  const timer = setInterval(() => void cleanUp(), CLEAN_UP_EVERY_MS);
  timer.unref();
  void cleanUp();
  return async () => {
    clearInterval(timer);
    await mail.stop();
  };
}
