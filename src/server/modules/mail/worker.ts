/**
 * Mail worker (promise 14): delivers the outbox over `SMTP_URL` with
 * nodemailer, each invitation carrying its `.ics` as a `text/calendar; method=…` alternative
 * (and an `invite.ics` attachment) and mail to a person the kind's one-click unsubscribe
 * headers (`unsubscribeHeaders`). Polls every few seconds and on `wake()`.
 * Without `SMTP_URL` the mail stays in the outbox and one info line per message is logged.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { EmailOutboxRow } from '../../db/schema';
import {
  BATCH_SIZE,
  CLAIM_MS,
  claimDueMail,
  countPendingMail,
  listPendingMail,
  markFailed,
  markSent,
  releaseClaims,
} from './outbox';
import {
  emailKindOfOutboxKind,
  oneClickUnsubscribeUrl,
  type MailLinkConfig,
} from './unsubscribe-token';

/** Poll interval of the worker, in milliseconds. */
export const POLL_MS = 5_000;

/** The logger calls the worker makes (Fastify's pino logger fits). */
export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface DeliveryCounts {
  /** Rows claimed in this batch. */
  claimed: number;
  sent: number;
  /** Failed attempts that will be retried later. */
  retrying: number;
  /** Rows given up for good (`status = 'failed'`). */
  failed: number;
  /** Pending rows left alone because no transport is configured. */
  kept: number;
}

/** An SMTP transport for `smtpUrl` (smtp:// or smtps://) with short timeouts, no file/URL access. */
export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

function messageIdFor(row: EmailOutboxRow, appUrl: string): string {
  let host = 'cadence.local';
  try {
    host = new URL(appUrl).hostname || host;
  } catch {
    // keep the default
  }
  return `<outbox-${row.id}-${row.createdAt.getTime()}@${host}>`;
}

/**
 * The one-click unsubscribe headers of `row` (RFC 8058 section 3.1; RFC 2369): for mail to a
 * Cadence person (`user_id` set) of a kind they may turn off, `List-Unsubscribe: <APP_URL/api/
 * unsubscribe/<token>>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; none for
 * account mail (transactional) or mail to an address without a person.
 */
export function unsubscribeHeaders(
  config: MailLinkConfig,
  row: Pick<EmailOutboxRow, 'userId' | 'kind'>,
): Record<string, string> {
  const kind = emailKindOfOutboxKind(row.kind);
  if (row.userId == null || !kind) return {};
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(config, row.userId, kind)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

async function send(ctx: AppContext, transport: Transporter, row: EmailOutboxRow) {
  const method = row.icsMethod === 'CANCEL' ? 'CANCEL' : 'REQUEST';
  await transport.sendMail({
    headers: unsubscribeHeaders(ctx.config, row),
    from: ctx.config.mailFrom,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    ...(row.htmlBody ? { html: row.htmlBody } : {}),
    ...(row.icsContent
      ? { icalEvent: { method, filename: 'invite.ics', content: row.icsContent } }
      : {}),
    // Stable per row, so a receiver can drop a duplicate after a crash between send and mark.
    messageId: messageIdFor(row, ctx.config.appUrl),
  });
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Delivers one batch of due outbox rows and returns the counts. `transport` defaults to one
 * built from `config.smtpUrl`; with neither, nothing is claimed and `kept` counts the pending
 * rows. Time comes from `ctx.now()`. A failure is recorded on its row (attempts, backoff) and
 * never thrown; database errors propagate. When `shouldStop()` turns true (shutdown), the
 * message being sent is finished and recorded, and the claims on the rest of the batch are
 * released at once so another instance (or the restart) sends them without waiting for the
 * claim to lapse.
 */
export async function deliverDueMail(
  ctx: AppContext,
  transport?: Transporter | null,
  log?: MailLog,
  shouldStop: () => boolean = () => false,
): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { claimed: 0, sent: 0, retrying: 0, failed: 0, kept: 0 };
  const owned = transport ?? (ctx.config.smtpUrl ? createMailTransport(ctx.config.smtpUrl) : null);
  if (!owned) {
    counts.kept = await countPendingMail(ctx.db);
    return counts;
  }
  try {
    const claimedAt = ctx.now();
    const claimMs = (ctx.config.mailClaimSeconds ?? CLAIM_MS / 1000) * 1000;
    const rows = await claimDueMail(ctx.db, claimedAt, claimMs);
    counts.claimed = rows.length;
    for (const [index, row] of rows.entries()) {
      // Stop sending once the claim is half spent, so no claim ever expires mid-send.
      if (shouldStop() || ctx.now().getTime() - claimedAt.getTime() > claimMs / 2) {
        await releaseClaims(
          ctx.db,
          rows.slice(index).map((r) => r.id),
        );
        break;
      }
      try {
        await send(ctx, owned, row);
        await markSent(ctx.db, row.id, ctx.now());
        counts.sent += 1;
      } catch (err) {
        const result = await markFailed(ctx.db, row, errorText(err), ctx.now());
        ctx.metrics?.mailFailed();
        if (result.status === 'failed') counts.failed += 1;
        else counts.retrying += 1;
        log?.warn(
          { outboxId: row.id, attempts: result.attempts, status: result.status },
          `mail delivery failed: ${errorText(err)}`,
        );
      }
    }
    return counts;
  } finally {
    if (!transport) owned.close();
  }
}

/**
 * Starts delivering the outbox of `ctx` in the background: a batch every `POLL_MS`, at start
 * and on `wake()`, again at once while batches come back full. `stop()` ends the polling and
 * resolves once the message being sent is done and the rest of the batch is released. Without `SMTP_URL` each pending message is logged
 * once at info (`mail kept in outbox (no SMTP_URL): <subject> to <address>`) and left pending.
 */
export function startMailWorker(
  ctx: AppContext,
  log: FastifyBaseLogger | MailLog,
): { wake: () => void; stop: () => Promise<void> } {
  const transport = ctx.config.smtpUrl ? createMailTransport(ctx.config.smtpUrl) : null;
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let announcedUpTo = 0;

  const announceKept = async () => {
    for (;;) {
      const rows = await listPendingMail(ctx.db, announcedUpTo);
      for (const row of rows) {
        log.info(`mail kept in outbox (no SMTP_URL): ${row.subject} to ${row.toAddress}`);
        announcedUpTo = row.id;
      }
      if (rows.length < 100 || stopped) return;
    }
  };

  const runOnce = async () => {
    if (!transport) return announceKept();
    const counts = await deliverDueMail(ctx, transport, log, () => stopped);
    if (counts.claimed === BATCH_SIZE) again = true;
  };

  // Since when work has been waiting: the first poll or wake-up not yet served (job lag).
  let pendingSince: Date | null = null;
  const tick = () => {
    if (stopped) return;
    pendingSince ??= ctx.now();
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const dueAt = pendingSince ?? ctx.now();
        pendingSince = null;
        const startedAt = ctx.now();
        let ok = true;
        try {
          await runOnce();
        } catch (err) {
          ok = false;
          log.warn({ err }, 'mail worker batch failed');
        }
        ctx.metrics?.jobRan('mail', dueAt, startedAt, ok);
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(tick, POLL_MS);
  timer.unref();
  tick();
  return {
    wake: tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
