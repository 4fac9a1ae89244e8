/**
 * Outbox delivery (promise 14): retries with backoff while SMTP is down,
 * exactly one delivery per row once it is back, concurrent workers never send a row twice,
 * and without SMTP_URL the mail stays in the outbox with one log line per message.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { databaseKinds, useTestApp } from '../../test/harness';
import { emailOutbox } from '../../db/schema';
import type { AppContext } from '../../context';
import { MAX_ATTEMPTS, retryDelayMs } from './outbox';
import { createMailTransport, deliverDueMail, startMailWorker, type MailLog } from './worker';
import { freePort, startSmtpSink, type SmtpSink } from '../../test/support/test-smtp-server';
import { queueInTransaction } from '../../test/support/mail-test-helpers';

describe('retryDelayMs', () => {
  it('doubles from 5 seconds up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(10)).toBe(15 * 60 * 1000);
    expect(retryDelayMs(19)).toBe(15 * 60 * 1000);
  });
});

describe.each(databaseKinds())('mail worker on %s', (kind) => {
  const t = useTestApp(kind);
  let sink: SmtpSink | null = null;

  beforeEach(async () => {
    await t.database.db.delete(emailOutbox);
    t.clock.set(new Date('2030-01-01T08:00:00Z'));
  });
  afterEach(async () => {
    t.clock.reset();
    await sink?.close();
    sink = null;
  });

  /** Queues the invitations of a fresh meeting: 2 rows (manager and team member). */
  async function queueMeeting(kind: 'scheduled' | 'cancelled' = 'scheduled') {
    const manager = await t.factory.user({ role: 'Manager' });
    const member = await t.factory.user({
      organizationId: manager.organizationId,
      managerId: manager.id,
    });
    const meeting = await t.factory.meeting({ managerId: manager.id, teamMemberId: member.id });
    await queueInTransaction(t.database, t.config, {
      kind,
      meeting,
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    return { manager, member, meeting };
  }

  const rows = () => t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
  const withSmtp = (url: string | null): AppContext => ({
    ...t.app.ctx,
    config: { ...t.app.ctx.config, smtpUrl: url },
  });

  it('keeps mail pending with backoff while SMTP is down, then delivers each row once', async () => {
    await queueMeeting();
    await queueMeeting('cancelled');
    const port = await freePort();
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
    try {
      const first = await deliverDueMail(t.app.ctx, transport);
      expect(first).toMatchObject({ claimed: 4, sent: 0, retrying: 4 });
      let state = await rows();
      expect(state.every((r) => r.status === 'pending' && r.attempts === 1)).toBe(true);
      expect(state.every((r) => r.lastError && r.lockedUntil === null)).toBe(true);
      expect(state[0]!.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 5_000);

      // Not due again before the backoff ends.
      expect(await deliverDueMail(t.app.ctx, transport)).toMatchObject({ claimed: 0 });
      t.clock.advance(5_000);
      expect(await deliverDueMail(t.app.ctx, transport)).toMatchObject({ retrying: 4 });
      state = await rows();
      expect(state.every((r) => r.attempts === 2)).toBe(true);
      expect(state[0]!.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 10_000);

      sink = await startSmtpSink(port);
      t.clock.advance(10_000);
      expect(await deliverDueMail(t.app.ctx, transport)).toMatchObject({ claimed: 4, sent: 4 });
      // Nothing left to send: later batches deliver nothing more.
      t.clock.advance(60 * 60 * 1000);
      expect(await deliverDueMail(t.app.ctx, transport)).toMatchObject({ claimed: 0, sent: 0 });
      // Every batch has returned, so every message the sink accepted was accepted before
      // (the client waits for the sink's 250 reply) and waitFor(4) has awaited all of their
      // parsing: the count below is final, no extra message can still be on its way.
      await sink.waitFor(4);
      expect(sink.messages).toHaveLength(4);
      const ids = sink.messages.map((m) => m.parsed.messageId);
      expect(new Set(ids).size).toBe(4);
      state = await rows();
      expect(state.every((r) => r.status === 'sent' && r.sentAt !== null)).toBe(true);
    } finally {
      transport.close();
    }
  });

  it('gives a row up after the last attempt', async () => {
    await queueMeeting();
    const [row] = await rows();
    await t.database.db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, row!.id));
    t.clock.advance(24 * 60 * 60 * 1000);
    const transport = createMailTransport(`smtp://127.0.0.1:${await freePort()}`);
    try {
      expect(await deliverDueMail(t.app.ctx, transport)).toMatchObject({ failed: 1, retrying: 1 });
    } finally {
      transport.close();
    }
    const state = await rows();
    expect(state.find((r) => r.id === row!.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
    });
  });

  it('re-sends a mail whose commit was lost with the same Message-ID (the one allowed duplicate)', async () => {
    await queueMeeting();
    sink = await startSmtpSink();
    const transport = createMailTransport(sink.url);
    try {
      expect(await deliverDueMail(t.app.ctx, transport)).toMatchObject({ sent: 2 });
      // A crash between the SMTP server's acceptance and the row's update: the row is due again.
      await t.database.db
        .update(emailOutbox)
        .set({ status: 'pending', sentAt: null, lockedUntil: null });
      t.clock.advance(60_000);
      expect(await deliverDueMail(t.app.ctx, transport)).toMatchObject({ sent: 2 });
      await sink.waitFor(4);
      const idsByRecipient = new Map<string, string[]>();
      for (const m of sink.messages) {
        const to = m.recipients.join(',');
        idsByRecipient.set(to, [...(idsByRecipient.get(to) ?? []), m.parsed.messageId ?? '']);
      }
      expect([...idsByRecipient.values()].map((ids) => ids.length)).toEqual([2, 2]);
      for (const [first, second] of idsByRecipient.values()) {
        expect(first).toMatch(/^<.+@.+>$/);
        expect(second).toBe(first);
      }
    } finally {
      transport.close();
    }
  });

  it('never sends a row twice when batches run at the same time', async () => {
    for (let i = 0; i < 8; i++) await queueMeeting();
    sink = await startSmtpSink();
    const transports = [createMailTransport(sink.url), createMailTransport(sink.url)];
    try {
      const results = await Promise.all([
        deliverDueMail(t.app.ctx, transports[0]),
        deliverDueMail(t.app.ctx, transports[1]),
        deliverDueMail(t.app.ctx, transports[0]),
      ]);
      const rest = await deliverDueMail(t.app.ctx, transports[1]);
      const sent = results.reduce((n, r) => n + r.sent, rest.sent);
      expect(sent).toBe(16);
      // Every row sent and no claim left: no batch holds a row it could still send.
      const state = await rows();
      expect(state.every((r) => r.status === 'sent' && r.lockedUntil === null)).toBe(true);
      // All batches have returned, so the sink accepted every message it will ever get
      // (each client waited for its 250 reply) and waitFor(16) awaited their parsing.
      await sink.waitFor(16);
      expect(sink.messages).toHaveLength(16);
      const ids = sink.messages.map((m) => m.parsed.messageId);
      expect(new Set(ids).size).toBe(16);
    } finally {
      transports.forEach((tr) => tr.close());
    }
  });

  it('leaves mail in the outbox and logs it once when SMTP_URL is not set', async () => {
    await queueMeeting();
    // Counts the worker's finished runs (it reports each one to the metrics).
    let runs = 0;
    const base = withSmtp(null);
    const ctx: AppContext = {
      ...base,
      metrics: {
        ...base.metrics,
        jobRan: (...args) => {
          runs += 1;
          base.metrics.jobRan(...args);
        },
      },
    };
    expect(await deliverDueMail(ctx)).toMatchObject({ claimed: 0, sent: 0, kept: 2 });
    const lines: string[] = [];
    const log: MailLog = {
      info: (msg: unknown) => void lines.push(String(msg)),
      warn: (msg: unknown) => void lines.push(`warn ${String(msg)}`),
    } as MailLog;
    const worker = startMailWorker(ctx, log);
    try {
      // The run at start announces both messages; a run on wake-up announces nothing more.
      await vi.waitFor(() => expect(runs).toBe(1));
      expect(lines).toHaveLength(2);
      worker.wake();
      await vi.waitFor(() => expect(runs).toBe(2));
    } finally {
      await worker.stop();
    }
    const state = await rows();
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      state.map((r) => `mail kept in outbox (no SMTP_URL): ${r.subject} to ${r.toAddress}`),
    );
    expect(state.every((r) => r.status === 'pending' && r.attempts === 0)).toBe(true);
  });

  it('delivers in the background when woken, and stops cleanly', async () => {
    sink = await startSmtpSink();
    const worker = startMailWorker(withSmtp(sink.url), { info: () => {}, warn: () => {} });
    try {
      await queueMeeting();
      worker.wake();
      await sink.waitFor(2);
    } finally {
      await worker.stop();
    }
    const state = await rows();
    expect(state.map((r) => r.status)).toEqual(['sent', 'sent']);
  });
});
