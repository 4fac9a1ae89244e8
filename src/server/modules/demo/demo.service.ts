/**
 * Demo sandboxes (spec 1 "demo mode"; docs/product-rules.md; promise 1 "demo" actor). Every demo sign-in
 * creates a fresh organisation (`isDemo`, expiring after `DEMO_SANDBOX_TTL_MS`) holding the
 * sample people and meetings of `demo-data.ts`, so nothing a visitor does reaches another
 * organisation or another visitor's sandbox. `purgeExpiredDemoSandboxes` removes them later.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { DEMO_SANDBOX_TTL_MS } from '@/shared/domain/constants';
import { addDays, todayIn } from '@/shared/domain/dates';
import type { DemoKind } from '@/shared/schemas/auth';
import type { DbOrTx, Tx } from '../../db/client';
import { actionItems, meetings, organizations, users, type UserRow } from '../../db/schema';
import { DEMO_MEETINGS, DEMO_PEOPLE, DEMO_PERSON_OF_KIND, type DemoItem } from './demo-data';
import { isUniqueViolation } from '../auth/unique-violation';

/** Reserved domain (RFC 2606 `.invalid`) of every person in a demo sandbox: never deliverable. */
export const DEMO_EMAIL_DOMAIN = 'demo.cadence.invalid';

/**
 * The address a person gets in demo sandbox `organizationId`, whatever e-mail the visitor typed:
 * `<local part>.<organizationId>@demo.cadence.invalid` (local part lower-cased, reduced to
 * letters, digits, dots, dashes and underscores, at most 40 characters). A visitor can thus
 * neither create an account for a real address nor learn, through a uniqueness conflict, who has
 * an account in another organisation: the organisation id in the address keeps every conflict
 * inside the sandbox (docs/security/promises.md promise 18).
 */
export function demoAddressFor(email: string, organizationId: number): string {
  const local = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '.')
    .replace(/^[.]+|[.]+$/g, '')
    .slice(0, 40);
  return `${local || 'person'}.${organizationId}@${DEMO_EMAIL_DOMAIN}`;
}

/**
 * Makes room for one more sandbox: deletes the oldest demo organisations so that at most
 * `maxSandboxes - 1` remain (with everything in them, by cascade). Deleting is idempotent, so
 * several instances doing it at once agree. Returns how many were recycled.
 */
export async function recycleOldestSandboxes(db: DbOrTx, maxSandboxes: number): Promise<number> {
  const keep = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.isDemo, true))
    .orderBy(desc(organizations.createdAt), desc(organizations.id))
    .offset(Math.max(0, maxSandboxes - 1));
  if (keep.length === 0) return 0;
  const removed = await db
    .delete(organizations)
    .where(
      and(
        eq(organizations.isDemo, true),
        inArray(
          organizations.id,
          keep.map((r) => r.id),
        ),
      ),
    )
    .returning({ id: organizations.id });
  return removed.length;
}
const DEMO_ORGANISATION_NAME = 'Demo Organisation';
const HOUR_MS = 60 * 60 * 1000;

/** `count` fresh ids from the serial sequence of `table` (so rows can refer to each other). */
async function nextIds(tx: Tx, table: 'users' | 'meetings', count: number): Promise<number[]> {
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((r) => Number(r.id));
}

/** UTC instant of a `yyyy-MM-dd` date at `HH:mm`. */
const instant = (date: string, time: string) => new Date(`${date}T${time}:00.000Z`);

/**
 * Writes one sandbox in `tx` and returns the user the `kind` signs in as: senior-manager →
 * the Senior Manager, manager → a Manager with direct reports and meetings, team → a Team
 * Member with meetings and action items. Dates are relative to today in UTC of `now`.
 * A handful of statements whatever the size (ids are drawn from the sequences first).
 */
export async function seedDemoSandbox(tx: Tx, kind: DemoKind, now: Date): Promise<UserRow> {
  const userIds = await nextIds(tx, 'users', DEMO_PEOPLE.length);
  const meetingIds = await nextIds(tx, 'meetings', DEMO_MEETINGS.length);
  const [org] = await tx
    .insert(organizations)
    .values({
      name: DEMO_ORGANISATION_NAME,
      createdById: userIds[0]!,
      isDemo: true,
      demoExpiresAt: new Date(now.getTime() + DEMO_SANDBOX_TTL_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const orgId = org!.id;
  const people = await tx
    .insert(users)
    .values(
      DEMO_PEOPLE.map((p, i) => {
        const handle = `${p.firstName}.${p.lastName}`.toLowerCase();
        return {
          id: userIds[i]!,
          organizationId: orgId,
          email: `${handle}.${orgId}@${DEMO_EMAIL_DOMAIN}`,
          username: `${handle}+demo${orgId}`,
          // Not an argon2 hash: no password ever matches, demo people only enter by the button.
          passwordHash: `demo-disabled:${randomBytes(16).toString('hex')}`,
          firstName: p.firstName,
          lastName: p.lastName,
          jobTitle: p.jobTitle,
          department: p.department,
          company: DEMO_ORGANISATION_NAME,
          role: p.role,
          managerId: p.manager === null ? null : userIds[p.manager]!,
          isDemo: true,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .returning();

  const today = todayIn('UTC', now);
  const stamp = (start: Date, item: DemoItem) =>
    new Date(Math.min(now.getTime(), start.getTime() + (item.afterHours ?? 24) * HOUR_MS));
  const meetingRows = DEMO_MEETINGS.map((m, i) => {
    const date = addDays(today, m.day);
    const start = instant(date, m.startTime);
    const created = new Date(Math.min(start.getTime(), now.getTime()) - 3 * 24 * HOUR_MS);
    return {
      id: meetingIds[i]!,
      organizationId: orgId,
      teamMemberId: userIds[m.member]!,
      managerId: userIds[m.manager]!,
      title: m.title,
      date,
      startTime: m.startTime,
      duration: m.duration,
      timezone: 'UTC',
      isZoomMeeting: m.zoom ?? false,
      zoomLink: m.zoom ? `https://zoom.us/j/${900000000 + meetingIds[i]!}` : null,
      agenda: m.agenda,
      notes: m.notes,
      status: m.status,
      icsUid: `demo-${meetingIds[i]!}@cadence`,
      createdAt: created,
      updatedAt: created,
      start,
    };
  });
  await tx.insert(meetings).values(meetingRows.map(({ start: _start, ...row }) => row));
  const itemRows = DEMO_MEETINGS.flatMap((m, i) =>
    m.items.map((item, position) => {
      const start = meetingRows[i]!.start;
      return {
        meetingId: meetingIds[i]!,
        position,
        description: item.description,
        status: item.status,
        stuckReason: item.status === 'stuck' ? (item.stuckReason ?? null) : null,
        completedAt: item.status === 'completed' ? stamp(start, item) : null,
        stuckAt: item.status === 'stuck' ? stamp(start, item) : null,
        createdAt: meetingRows[i]!.createdAt,
        updatedAt: now,
      };
    }),
  );
  if (itemRows.length) await tx.insert(actionItems).values(itemRows);

  const target = userIds[DEMO_PERSON_OF_KIND[kind]]!;
  return people.find((p) => p.id === target)!;
}

/**
 * Creates a sandbox in its own transaction and calls `signIn` inside it (so a failed sign-in
 * leaves no orphan sandbox), after recycling the oldest sandboxes beyond `maxSandboxes`
 * (`DEMO_MAX_SANDBOXES`). Retries with a new organisation if a demo e-mail or username happens
 * to be taken already.
 */
export async function createDemoSandbox({
  db,
  kind,
  now,
  maxSandboxes,
  signIn,
}: {
  db: DbOrTx;
  kind: DemoKind;
  now: Date;
  maxSandboxes: number;
  signIn: (tx: Tx, user: UserRow) => Promise<void>;
}): Promise<UserRow> {
  await recycleOldestSandboxes(db, maxSandboxes);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const user = await seedDemoSandbox(tx, kind, now);
        await signIn(tx, user);
        return user;
      });
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

/**
 * Deletes demo organisations whose `demoExpiresAt` is at or before `now` (UTC instant); their
 * people, sessions, meetings, action items and mail go with them (ON DELETE CASCADE).
 * Real organisations are never touched. Returns how many sandboxes were removed.
 */
export async function purgeExpiredDemoSandboxes(db: DbOrTx, now: Date): Promise<number> {
  const removed = await db
    .delete(organizations)
    .where(and(eq(organizations.isDemo, true), lte(organizations.demoExpiresAt, now)))
    .returning({ id: organizations.id });
  return removed.length;
}
