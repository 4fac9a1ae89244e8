/**
 * The timer of the scheduled notifications, black-box: an app started with
 * `ALLOW_FAKE_NOW=on FAKE_NOW=…` (loadConfig, no injected clock) and its background jobs runs
 * the reminder scan at start on that moved time, and again every `JOBS_INTERVAL_SECONDS`;
 * closing the app waits for a run in flight.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../env';
import { emailOutbox, talkingPoints } from '../../db/schema';
import { createFactory } from '../../test/factories';
import type { Database } from '../../db/client';
import { databaseKinds, openTestDatabase } from '../../test/harness';

describe.each(databaseKinds())('scheduled notifications timer on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('queues the reminder due at FAKE_NOW at start, and a later one at the next run', async () => {
    const factory = createFactory(database.db, () => new Date('2031-05-01T00:00:00Z'));
    const manager = await factory.user({ role: 'Manager' });
    const member = await factory.user({
      organizationId: manager.organizationId,
      managerId: manager.id,
    });
    // 2031-05-06 10:00 UTC; FAKE_NOW is one day and a minute before: the reminder is due.
    const first = await factory.meeting({
      managerId: manager.id,
      teamMemberId: member.id,
      date: '2031-05-06',
      startTime: '10:00',
      timezone: 'UTC',
    });
    await database.db.insert(talkingPoints).values({
      meetingId: first.id,
      authorId: member.id,
      text: 'Promotion case',
      position: 0,
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_URL: 'http://cadence.test',
      SECRET_KEY: 'test-only-secret-key-0123456789abcdef',
      ALLOW_FAKE_NOW: 'on',
      FAKE_NOW: '2031-05-05T10:01:00Z',
      JOBS_INTERVAL_SECONDS: '1',
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      const reminders = () =>
        database.db
          .select()
          .from(emailOutbox)
          .where(
            and(
              eq(emailOutbox.kind, 'reminder'),
              inArray(emailOutbox.userId, [manager.id, member.id]),
            ),
          );
      await vi.waitFor(async () => expect(await reminders()).toHaveLength(2), {
        timeout: 20_000,
        interval: 50,
      });
      const rows = await reminders();
      expect(rows.map((r) => r.dedupeKey)).toContain(
        `reminder:${member.id}:${first.id}:2031-05-06T10:00:00Z`,
      );
      expect(rows[0]!.textBody).toContain('Promotion case');

      // Scheduled after start, inside the lead time: the next run (1 s later) reminds it.
      const second = await factory.meeting({
        managerId: manager.id,
        teamMemberId: member.id,
        date: '2031-05-05',
        startTime: '18:00',
        timezone: 'UTC',
      });
      await vi.waitFor(
        async () =>
          expect((await reminders()).filter((r) => r.meetingId === second.id)).toHaveLength(2),
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await app.close();
    }
  });
});
