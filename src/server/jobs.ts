/**
 * Background jobs of one server process: the mail worker (outbox delivery) and periodic
 * clean-up (expired sessions, expired demo sandboxes, bodies of mail delivered more than
 * `OUTBOX_RETENTION_DAYS` ago, notifications older than 90 days, the member figures' pivot day
 * moved forward exactly once by a locked compare-and-set, analytics/figures-pivot.ts, the search
 * index of private notes saved before search existed, decision 33) with the series window (occurrences materialised ahead,
 * docs/decisions/0011-series.md), then the carry-over of talking points of 1:1s that have
 * ended (`carryOverDue`, exactly once by a unique key; decision 13), every 10 minutes; and every
 * `JOBS_INTERVAL_SECONDS` the reminders, recaps and weekly digests (modules/reminders, decision
 * 0019, keyed so each is written once). All are safe with
 * several instances on one database (the outbox is claimed row by row; clean-up deletes by
 * condition; occurrences have a unique slot key and the series row is locked). Returns `stop()`: the timers stop, a clean-up in flight finishes, the mail worker
 * finishes the message it is sending and releases the rest of its batch; it resolves when all
 * of that is done, before the database closes.
 */
import type { FastifyInstance } from 'fastify';
import { purgeExpiredSessions } from './modules/auth/sessions';
import { startMailWorker } from './modules/mail/worker';
import { purgeExpiredDemoSandboxes } from './modules/demo/demo.service';
import { carryOverDue } from './modules/talking-points/carry-over';
import { purgeDeliveredMailBodies } from './modules/mail/outbox';
import { extendSeriesWindows } from './modules/meetings/series.materialise';
import { purgeOldNotifications } from './modules/notifications/notifications.service';
import { startScheduledNotifications } from './modules/reminders/scheduler';
import { advanceFiguresPivot } from './modules/analytics/figures-pivot';
import { pruneAudit } from './modules/audit';
import { indexPrivateNotes } from './modules/search';
import { notesKey, notesSearchKey } from './http/secrets';

/** Clean-up interval, in milliseconds (10 minutes). */
const CLEAN_UP_EVERY_MS = 10 * 60 * 1000;

export function startBackgroundJobs(app: FastifyInstance): () => Promise<void> {
  const { ctx } = app;
  const mail = startMailWorker(ctx, app.log);
  ctx.wakeMailer = mail.wake;
  const stopScheduled = startScheduledNotifications(ctx, app.log);
  let cleaning: Promise<void> | null = null;
  let dueAt = ctx.now();
  const cleanUp = () => {
    if (cleaning) return;
    const startedAt = ctx.now();
    cleaning = (async () => {
      let ok = true;
      try {
        await purgeExpiredSessions(ctx.db, ctx.now());
        await purgeExpiredDemoSandboxes(ctx.db, ctx.now());
        await purgeDeliveredMailBodies(ctx.db, ctx.now(), ctx.config.outboxRetentionDays);
        await extendSeriesWindows(ctx.db, ctx.now());
        await purgeOldNotifications(ctx.db, ctx.now());
        await advanceFiguresPivot(ctx.db, ctx.now());
        await pruneAudit(ctx.db, ctx.now(), ctx.config.auditRetentionDays);
        await indexPrivateNotes(ctx.db, notesSearchKey(ctx.config), notesKey(ctx.config));
      } catch (err) {
        ok = false;
        app.log.warn({ err }, 'clean-up failed');
      }
      ctx.metrics.jobRan('clean-up', dueAt, startedAt, ok);
      let carried = true;
      try {
        await carryOverDue(ctx.db, ctx.now());
      } catch (err) {
        carried = false;
        app.log.warn({ err }, 'talking-point carry-over failed');
      }
      ctx.metrics.jobRan('carry-over', dueAt, startedAt, carried);
      dueAt = new Date(startedAt.getTime() + CLEAN_UP_EVERY_MS);
    })().finally(() => {
      cleaning = null;
    });
  };
  const timer = setInterval(cleanUp, CLEAN_UP_EVERY_MS);
  timer.unref();
  cleanUp();
  return async () => {
    clearInterval(timer);
    ctx.wakeMailer = () => {};
    await Promise.all([mail.stop(), cleaning, stopScheduled()]);
  };
}
