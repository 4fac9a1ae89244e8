/**
 * The timer of the scheduled notifications (docs/decisions/0019-reminders-digests.md): every
 * `JOBS_INTERVAL_SECONDS` (first run at start) one run scans and writes the due reminders, the
 * due action items' reminders (decision 32), then recaps, then digests, on the clock `ctx.now()`. A run never overlaps the previous one; each
 * step is timed in `ctx.metrics.jobRan` (`reminders`, `recaps`, `digests`) and a failing step
 * is logged and retried at the next run (every write is keyed, so nothing is written twice).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { digestRunner } from './digest';
import { runRecaps } from './recaps';
import { runReminders } from './reminders';
import { runDueItemReminders } from './due-items';

/** One run of the three scans, for tests and the timer; failures are logged, not thrown. */
export function scheduledNotificationsRun(
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'warn'>,
): (dueAt?: Date) => Promise<void> {
  const runDigests = digestRunner(ctx);
  const steps: [string, () => Promise<unknown>][] = [
    ['reminders', () => runReminders(ctx)],
    ['due-items', () => runDueItemReminders(ctx)],
    ['recaps', () => runRecaps(ctx)],
    ['digests', runDigests],
  ];
  return async (dueAt = ctx.now()) => {
    for (const [name, step] of steps) {
      const startedAt = ctx.now();
      let ok = true;
      try {
        await step();
      } catch (err) {
        ok = false;
        log.warn({ err }, `${name} failed`);
      }
      ctx.metrics.jobRan(name, dueAt, startedAt, ok);
    }
  };
}

/**
 * Starts the timer; returns `stop()`, which stops it and resolves once a run in flight is over.
 */
export function startScheduledNotifications(
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'warn'>,
): () => Promise<void> {
  const everyMs = ctx.config.jobsIntervalSeconds * 1000;
  const run = scheduledNotificationsRun(ctx, log);
  let running: Promise<void> | null = null;
  let dueAt = ctx.now();
  const tick = () => {
    if (running) return;
    const startedAt = ctx.now();
    running = run(dueAt).finally(() => {
      running = null;
      dueAt = new Date(startedAt.getTime() + everyMs);
    });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
