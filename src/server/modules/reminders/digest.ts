/**
 * The weekly digest (docs/decisions/0019-reminders-digests.md): at 09:00 on the digest day
 * (default Monday; null: none) in each person's own IANA zone (`users.timezone`), each active
 * person with `email.digest` on gets (a demo organisation: its bell, decision 0019) `Digest: …` with their own
 * overdue, stuck and pending action items (items of the 1:1s where they are the team member)
 * and, for a manager, their direct reports' stuck items and the direct reports without a 1:1 in
 * the last 30 days. Nothing to say: no mail. A run after 09:00 on that day (the app was down)
 * still sends it; the next day it is gone.
 *
 * The scan reads the (zone, digest day) pairs in use, decides each in its zone with
 * `@date-fns/tz`, then reads the people of the due pairs whose digest is not in the outbox yet
 * (two queries); exactly once by the outbox's unique key `digest:<user>:<ISO week>` (the ISO
 * week of the local digest day, e.g. `2030-W02`).
 */
import { TZDate } from '@date-fns/tz';
import { format, getISOWeek, getISOWeekYear } from 'date-fns';
import { inArray, sql } from 'drizzle-orm';
import { createElement } from 'react';
import {
  DIGEST_DAYS,
  DEFAULT_NOTIFICATION_PREFERENCES,
} from '@/shared/schemas/notification-preferences';
import { isValidTimezone } from '@/shared/domain/timezones';
import { formatLongDate } from '@/shared/domain/dates';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { queuePersonMail } from '../mail/person-mail';
import { DigestMail, digestContent, isEmptyDigest } from './digest-mail';
import { scheduledMail } from './scheduled-mail';

/** The local hour of the digest (09:00). */
export const DIGEST_HOUR = 9;
/** Digests built per run at most; the next run takes the rest. */
export const DIGEST_BATCH = 200;

/** One digest due: recipient, their local date (`yyyy-MM-dd`) and the unique key. */
export interface DueDigest {
  userId: number;
  localDate: string;
  dedupeKey: string;
}

/**
 * Whether a digest is due at `now` (UTC) for someone in `zone` (IANA; unknown: UTC) whose
 * digest day is `day`: it is that day there and 09:00 or later. Returns the local date and the
 * ISO week (`YYYY-Www`) of that day, or null.
 */
export function digestSlot(
  now: Date,
  zone: string,
  day: string,
): { localDate: string; week: string } | null {
  const local = new TZDate(now.getTime(), isValidTimezone(zone) ? zone : 'UTC');
  if (format(local, 'EEEE').toLowerCase() !== day || local.getHours() < DIGEST_HOUR) return null;
  const week = `${getISOWeekYear(local)}-W${String(getISOWeek(local)).padStart(2, '0')}`;
  return { localDate: format(local, 'yyyy-MM-dd'), week };
}

/**
 * The digests due at `now` and not queued yet, at most `limit`, leaving out the keys in
 * `skip` (found empty earlier in this process).
 */
export async function scanDueDigests(
  db: DbOrTx,
  now: Date,
  skip: ReadonlySet<string> = new Set(),
  limit = DIGEST_BATCH,
): Promise<DueDigest[]> {
  const defaultDay = DEFAULT_NOTIFICATION_PREFERENCES.digestDay;
  const digestDay = sql`case when np.user_id is null then ${defaultDay}::text else np.digest_day end`;
  const people = sql`users u
    join organizations o on o.id = u.organization_id
    left join notification_preferences np on np.user_id = u.id`;
  const wanted = sql`u.is_active and coalesce(np.email_digest, true)`;
  // First the few (zone, day) pairs in use; each is decided once, in its zone.
  const pairs = (await db.execute(sql`
    select distinct u.timezone, ${digestDay} as digest_day from ${people} where ${wanted}`)) as unknown as {
    rows: { timezone: string; digest_day: string | null }[];
  };
  const due: { zone: string; day: string; week: string; localDate: string }[] = [];
  for (const p of pairs.rows) {
    if (!p.digest_day || !(DIGEST_DAYS as readonly string[]).includes(p.digest_day)) continue;
    const slot = digestSlot(now, p.timezone, p.digest_day);
    if (slot) due.push({ zone: p.timezone, day: p.digest_day, ...slot });
  }
  if (due.length === 0) return [];
  // Then the people of the due pairs whose digest of that week is not in the outbox yet.
  const slots = sql.join(
    due.map((d) => sql`(${d.zone}::text, ${d.day}::text, ${d.week}::text, ${d.localDate}::text)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with s (zone, day, week, local_date) as (values ${slots})
    select u.id, s.local_date, 'digest:' || u.id || ':' || s.week as dedupe_key
    from ${people}
    join s on s.zone = u.timezone and s.day = ${digestDay}
    where ${wanted} and not exists (select 1 from email_outbox e
      where e.dedupe_key = 'digest:' || u.id || ':' || s.week)
      and not (o.is_demo and exists (select 1 from notifications n
        where n.user_id = u.id and n.kind = 'demo_mail'
          and n.dedupe_key = 'digest:' || u.id || ':' || s.week))
    order by u.id`)) as unknown as {
    rows: { id: number; local_date: string; dedupe_key: string }[];
  };
  return result.rows
    .filter((r) => !skip.has(r.dedupe_key))
    .slice(0, limit)
    .map((r) => ({ userId: Number(r.id), localDate: r.local_date, dedupeKey: r.dedupe_key }));
}

/**
 * Builds and queues `due` (from `scanDueDigests`). An empty digest is not sent; its key is
 * added to `skipped` so later runs of this process do not build it again. Returns how many
 * mails this call queued.
 */
export async function sendDigests(
  ctx: AppContext,
  due: readonly DueDigest[],
  skipped: Set<string> = new Set(),
): Promise<number> {
  if (due.length === 0) return 0;
  const people = new Map<number, UserRow>(
    (
      await ctx.db
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            due.map((d) => d.userId),
          ),
        )
    ).map((u) => [u.id, u]),
  );
  let queued = 0;
  for (const d of due) {
    const user = people.get(d.userId);
    if (!user) continue;
    const content = await digestContent(ctx.db, user.id, d.localDate);
    if (isEmptyDigest(content)) {
      skipped.add(d.dedupeKey);
      continue;
    }
    queued += await queuePersonMail(
      ctx.db,
      [
        await scheduledMail(ctx.config, {
          kind: 'digest',
          recipient: user,
          subject: `Digest: your week of ${formatLongDate(d.localDate)}`,
          body: createElement(DigestMail, { content, appUrl: ctx.config.appUrl }),
          dedupeKey: d.dedupeKey,
          demo: { link: null },
        }),
      ],
      ctx.now(),
    );
  }
  if (queued > 0) ctx.wakeMailer();
  return queued;
}

/** How long an empty digest's key is remembered, in milliseconds (its day is over by then). */
const SKIP_MEMORY_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * A digest runner for one process: each call scans at `ctx.now()` and queues what is due,
 * remembering for two days the empty digests it skipped so it does not build them every run.
 */
export function digestRunner(ctx: AppContext): () => Promise<number> {
  const skippedUntil = new Map<string, number>();
  return async () => {
    const now = ctx.now();
    for (const [key, until] of skippedUntil) if (until <= now.getTime()) skippedUntil.delete(key);
    const skipped = new Set(skippedUntil.keys());
    const due = await scanDueDigests(ctx.db, now, skipped);
    const queued = await sendDigests(ctx, due, skipped);
    for (const key of skipped) {
      if (!skippedUntil.has(key)) skippedUntil.set(key, now.getTime() + SKIP_MEMORY_MS);
    }
    return queued;
  };
}
