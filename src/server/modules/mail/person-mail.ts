/**
 * The one gate of mail to a Cadence person (docs/decisions/0019-reminders-digests.md): every
 * kind's queue site renders its mail with `renderMail` (layout.tsx) and hands it here, in the
 * transaction of the change or job run that causes it. Per recipient, read in that transaction:
 * - deactivated: nothing (no mail, no notification);
 * - in a demo organisation (`users.is_demo` or `organizations.is_demo`): no mail at all; an
 *   in-app `demo_mail` notification says which e-mail the demo did not send;
 * - the e-mail kind turned off in their preferences (`emailKindOfOutboxKind`): nothing;
 * - otherwise the row is queued through `queueMail` with `user_id` set, so the worker adds the
 *   kind's one-click unsubscribe headers (RFC 8058). Account mail (kind with no e-mail kind) is
 *   transactional: only the first two rules apply.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences, organizations, users } from '../../db/schema';
import { EMAIL_KIND_COLUMN } from '../notifications/preferences';
import { notify } from '../notifications/notifications.service';
import { queueMail, type QueuedMail } from './outbox';
import { cleanHeaderText, type MailBody } from './text';
import { emailKindOfOutboxKind } from './unsubscribe-token';

/** One mail to one person, rendered (`renderMail`) for that person. */
export interface PersonMail {
  /** The recipient's user id; their address is read from `users` in the transaction. */
  userId: number;
  /** The outbox kind (`meeting_updated`, `reminder`, `talking_point`, `password_reset`, …). */
  kind: string;
  subject: string;
  body: MailBody;
  /** Another address than the person's current one (the notice to an old address). */
  toAddress?: string;
  meetingId?: number | null;
  icsContent?: string | null;
  icsMethod?: string | null;
  /** Unique key of scheduled mail (queued once ever); null for mail caused by a change. */
  dedupeKey?: string | null;
  /**
   * The demo's in-app stand-in: the app path it links to (e.g. `/meeting/42`) and the key that
   * makes it once per cause (default: `dedupeKey`, else the subject and `now`). `false`: the
   * cause already wrote the same news to this person's bell (a talking point, a stuck item).
   */
  demo?: { link: string | null; dedupeKey?: string } | false;
}

/**
 * Queues `messages` with `tx` by the rules above; `now` (UTC instant, `ctx.now()`) dates the
 * demo notifications. Returns how many outbox rows were written. Database errors propagate.
 */
export async function queuePersonMail(
  tx: DbOrTx,
  messages: readonly PersonMail[],
  now: Date,
): Promise<number> {
  if (messages.length === 0) return 0;
  const ids = [...new Set(messages.map((m) => m.userId))];
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      organizationId: users.organizationId,
      isActive: users.isActive,
      isDemo: users.isDemo,
      orgIsDemo: organizations.isDemo,
      ...Object.fromEntries(Object.entries(EMAIL_KIND_COLUMN).map(([k, c]) => [`pref_${k}`, c])),
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, p as typeof p & Record<string, unknown>]));
  const rows: QueuedMail[] = [];
  for (const m of messages) {
    const person = byId.get(m.userId);
    if (!person || !person.isActive) continue;
    if (person.isDemo || person.orgIsDemo) {
      if (m.demo === false) continue;
      await notify(
        tx,
        [person.id],
        null,
        {
          kind: 'demo_mail',
          message: `E-mail not sent in the demo: ${m.subject}`,
          link: m.demo?.link ?? null,
          dedupeKey:
            m.demo?.dedupeKey ?? m.dedupeKey ?? `${m.kind}:${m.subject}:${now.toISOString()}`,
        },
        now,
      );
      continue;
    }
    const emailKind = emailKindOfOutboxKind(m.kind);
    // No preferences row: the defaults, every kind on (the left join gives null).
    if (emailKind && person[`pref_${emailKind}`] === false) continue;
    if (!/@/.test(m.toAddress ?? person.email)) continue;
    rows.push({
      organizationId: person.organizationId,
      userId: person.id,
      meetingId: m.meetingId ?? null,
      kind: m.kind,
      toAddress: cleanHeaderText(m.toAddress ?? person.email, 320),
      subject: cleanHeaderText(m.subject),
      textBody: m.body.text,
      htmlBody: m.body.html,
      icsContent: m.icsContent ?? null,
      icsMethod: m.icsMethod ?? null,
      dedupeKey: m.dedupeKey ?? null,
    });
  }
  return queueMail(tx, rows);
}
