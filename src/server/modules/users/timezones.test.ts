/**
 * Time zones over HTTP (product rule 9): every endpoint that takes a zone refuses a name
 * `Intl.DateTimeFormat` does not know (`Asia/Mumbai`) with 400 `fieldErrors` on the zone and
 * writes nothing, and stores the others under their canonical IANA name; a person changes their
 * own zone (PATCH /api/me/timezone); a row stored before the rules still reads, and the data
 * migration moves it to `Asia/Kolkata`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { databaseKinds, useTestApp } from '../../test/harness';
import { meetings, organizations, users } from '../../db/schema';
import { clearThrottle } from '../../test/support/auth-testing';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';

const INVALID = 'Asia/Mumbai';

describe.each(databaseKinds())('time zones on %s', (kind) => {
  const t = useTestApp(kind);

  const userRow = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('sign-up refuses Asia/Mumbai (nothing written) and stores canonical names', async () => {
    await clearThrottle(t);
    const email = `zoned.${Date.now()}@example.com`;
    const company = `Zoned ${Date.now()}`;
    const body = {
      email,
      password: 'analytical-engine',
      confirmPassword: 'analytical-engine',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company,
      role: 'Manager',
    };
    const bad = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, timezone: INVALID },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.timezone).toEqual(['Please choose a valid time zone']);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(
      await t.database.db.select().from(organizations).where(eq(organizations.name, company)),
    ).toHaveLength(0);

    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, timezone: 'Asia/Calcutta' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.timezone).toBe('Asia/Kolkata');
    expect((await userRow(ok.json().user.id)).timezone).toBe('Asia/Kolkata');
  });

  it('people: creating and updating a person refuses Asia/Mumbai and writes nothing', async () => {
    const w = await signedInTeam(t);
    const email = `new.zone.${Date.now()}@example.com`;
    const person = { email, firstName: 'Noor', lastName: 'Zone', managerId: w.manager.id };
    const bad = await t.request({
      method: 'POST',
      url: '/api/team-members',
      cookie: w.as.manager,
      payload: { ...person, timezone: INVALID },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.timezone).toBeDefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const created = await t.request({
      method: 'POST',
      url: '/api/team-members',
      cookie: w.as.manager,
      payload: { ...person, timezone: 'Europe/Kiev' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().timezone ?? created.json().user?.timezone).toBe('Europe/Kyiv');

    const update = await t.request({
      method: 'PATCH',
      url: `/api/users/${w.member.id}`,
      cookie: w.as.manager,
      payload: { timezone: INVALID, jobTitle: 'Renamed' },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().fieldErrors.timezone).toBeDefined();
    const row = await userRow(w.member.id);
    expect(row.timezone).toBe(w.member.timezone);
    expect(row.jobTitle).toBe(w.member.jobTitle);
  });

  it('meetings: create, preview and edit refuse Asia/Mumbai on the zone and write nothing', async () => {
    const w = await signedInTeam(t);
    const title = `Zone check ${Date.now()}`;
    const create = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: { meeting: formBody(w.member.id, { title, timezone: INVALID }) },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().fieldErrors.timezone).toBeDefined();
    expect(
      await t.database.db.select().from(meetings).where(eq(meetings.title, title)),
    ).toHaveLength(0);

    const preview = await t.request({
      method: 'POST',
      url: '/api/meetings/email-preview',
      cookie: w.as.manager,
      payload: { meeting: formBody(w.member.id, { timezone: INVALID }) },
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().fieldErrors.timezone).toBeDefined();

    const made = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: { meeting: formBody(w.member.id, { timezone: 'Europe/Berlin' }) },
    });
    expect(made.statusCode).toBe(201);
    const meeting = made.json();
    expect(meeting.timezone).toBe('Europe/Berlin');
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.manager,
      payload: { timezone: INVALID, title: 'Changed', version: meeting.version },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fieldErrors.timezone).toBeDefined();
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(row).toMatchObject({ timezone: 'Europe/Berlin', title: meeting.title, version: 1 });

    const moved = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.manager,
      payload: { timezone: 'asia/calcutta', version: meeting.version },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().timezone).toBe('Asia/Kolkata');
  });

  it('PATCH /api/me/timezone changes the caller’s own zone; the session’s user shows it', async () => {
    const w = await signedInTeam(t);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/me/timezone',
      cookie: w.as.member,
      payload: { timezone: 'America/Argentina/Buenos_Aires' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: w.member.id,
      timezone: 'America/Argentina/Buenos_Aires',
    });
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: w.as.member });
    expect(me.json().timezone).toBe('America/Argentina/Buenos_Aires');
    // Only the caller changes.
    expect((await userRow(w.manager.id)).timezone).toBe(w.manager.timezone);

    for (const timezone of [INVALID, '+05:30', '', 'x'.repeat(70)]) {
      const bad = await t.request({
        method: 'PATCH',
        url: '/api/me/timezone',
        cookie: w.as.member,
        payload: { timezone },
      });
      expect(bad.statusCode, timezone).toBe(400);
      expect(bad.json().fieldErrors.timezone, timezone).toBeDefined();
    }
    const missing = await t.request({
      method: 'PATCH',
      url: '/api/me/timezone',
      cookie: w.as.member,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.timezone).toBeDefined();
    expect((await userRow(w.member.id)).timezone).toBe('America/Argentina/Buenos_Aires');

    const anonymous = await t.request({
      method: 'PATCH',
      url: '/api/me/timezone',
      payload: { timezone: 'UTC' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a user stored in Asia/Mumbai still reads and schedules; the migration moves them to Asia/Kolkata', async () => {
    const w = await signedInTeam(t);
    await t.database.db.update(users).set({ timezone: INVALID }).where(eq(users.id, w.manager.id));

    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: w.as.manager });
    expect(me.statusCode).toBe(200);
    expect(me.json().timezone).toBe('UTC');
    for (const url of [
      '/api/meetings',
      '/api/meetings?period=today',
      '/api/team-members',
      '/api/all-users',
      '/api/action-items',
    ]) {
      const res = await t.request({ method: 'GET', url, cookie: w.as.manager });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const scheduled = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: { meeting: formBody(w.member.id) },
    });
    expect(scheduled.statusCode).toBe(201);
    expect(scheduled.json().timezone).toBe('UTC');

    const file = path.join(import.meta.dirname, '../../db/migrations/0006_zones_asia_mumbai.sql');
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      await t.database.db.execute(sql.raw(statement));
    }
    expect((await userRow(w.manager.id)).timezone).toBe('Asia/Kolkata');
    expect((await userRow(w.member.id)).timezone).toBe(w.member.timezone);
  });
});
