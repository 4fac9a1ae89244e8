import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { DEMO_SANDBOX_TTL_MS } from '@/shared/domain/constants';
import { addDays, todayIn } from '@/shared/domain/dates';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { actionItems, meetings, organizations, sessions, users } from '../../db/schema';
import { clearThrottle, sessionCookieOf } from '../../test/support/auth-testing';
import { purgeExpiredDemoSandboxes } from './demo.service';

const demoLogin = (t: TestApp, kind: string) =>
  t.request({ method: 'POST', url: `/api/auth/demo-login/${kind}` });

describe.each(databaseKinds())('POST /api/auth/demo-login/:kind on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => clearThrottle(t));
  afterEach(() => t.clock.reset());

  it.each([
    ['senior-manager', 'Senior Manager'],
    ['manager', 'Manager'],
    ['team', 'Team Member'],
  ])('signs in %s as a demo %s in a fresh sandbox', async (demoKind, role) => {
    const res = await demoLogin(t, demoKind);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ role, isDemo: true, mustChangePassword: false });
    expect(user.email).toMatch(/@demo\.cadence\.invalid$/);
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      cookie: sessionCookieOf(res)!,
    });
    expect(me.json()).toMatchObject({ id: user.id, role });

    const [org] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user.organizationId));
    expect(org!.isDemo).toBe(true);
    expect(org!.demoExpiresAt!.getTime()).toBeGreaterThan(
      Date.now() + DEMO_SANDBOX_TTL_MS - 60_000,
    );
    const people = await t.database.db
      .select()
      .from(users)
      .where(eq(users.organizationId, org!.id));
    expect(new Set(people.map((p) => p.role))).toEqual(
      new Set(['Senior Manager', 'Manager', 'Supervisor', 'Team Member']),
    );
    expect(people.filter((p) => p.role === 'Team Member').length).toBeGreaterThanOrEqual(5);
    expect(people.every((p) => p.isDemo && p.jobTitle && p.department)).toBe(true);
    expect(people.filter((p) => p.role === 'Team Member').every((p) => p.managerId)).toBe(true);

    // The person signed in takes part in meetings (and, for a manager, has reports).
    const own = await t.database.db
      .select()
      .from(meetings)
      .where(eq(demoKind === 'team' ? meetings.teamMemberId : meetings.managerId, user.id));
    expect(own.length).toBeGreaterThan(0);
    if (demoKind === 'manager') {
      expect(people.filter((p) => p.managerId === user.id).length).toBeGreaterThan(1);
    }
    if (demoKind === 'team') {
      const items = await t.database.db
        .select()
        .from(actionItems)
        .where(
          inArray(
            actionItems.meetingId,
            own.map((m) => m.id),
          ),
        );
      expect(new Set(items.map((i) => i.status))).toEqual(
        new Set(['pending', 'completed', 'stuck']),
      );
    }
  });

  it('seeds meetings of every status around today and items in every state', async () => {
    t.clock.set(new Date('2031-02-10T12:00:00Z'));
    const { user } = (await demoLogin(t, 'manager')).json();
    const rows = await t.database.db
      .select()
      .from(meetings)
      .where(eq(meetings.organizationId, user.organizationId));
    expect(new Set(rows.map((m) => m.status))).toEqual(
      new Set(['scheduled', 'in_progress', 'completed']),
    );
    const today = todayIn('UTC', t.clock.now());
    expect(today).toBe('2031-02-10');
    expect(rows.some((m) => m.date < today && m.status === 'completed')).toBe(true);
    expect(rows.some((m) => m.date === today)).toBe(true);
    expect(rows.some((m) => m.date > today && m.status === 'scheduled')).toBe(true);
    expect(rows.every((m) => m.date >= addDays(today, -60) && m.date <= addDays(today, 60))).toBe(
      true,
    );
    expect(rows.every((m) => /^demo-\d+@cadence$/.test(m.icsUid))).toBe(true);
    expect(rows.some((m) => m.isZoomMeeting && m.zoomLink?.startsWith('https://'))).toBe(true);
    expect(rows.filter((m) => m.notes).every((m) => !/<script|on\w+=/i.test(m.notes!))).toBe(true);

    const items = await t.database.db
      .select()
      .from(actionItems)
      .where(
        inArray(
          actionItems.meetingId,
          rows.map((m) => m.id),
        ),
      );
    const completed = items.filter((i) => i.status === 'completed');
    const stuck = items.filter((i) => i.status === 'stuck');
    expect(items.some((i) => i.status === 'pending' && !i.completedAt && !i.stuckAt)).toBe(true);
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((i) => i.completedAt && i.completedAt <= t.clock.now())).toBe(true);
    expect(stuck.length).toBeGreaterThan(0);
    expect(stuck.every((i) => i.stuckReason && i.stuckAt)).toBe(true);
  });

  it('gives two demo visitors two different organisations', async () => {
    const a = (await demoLogin(t, 'manager')).json().user;
    const b = (await demoLogin(t, 'manager')).json().user;
    expect(a.organizationId).not.toBe(b.organizationId);
    expect(a.id).not.toBe(b.id);
    expect(a.email).not.toBe(b.email);
  });

  it('answers 404 for an unknown kind', async () => {
    for (const k of ['admin', 'Manager', 'team-member', '1']) {
      const res = await demoLogin(t, k);
      expect(res.statusCode, k).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('purges only the sandboxes past their expiry, with everything in them', async () => {
    t.clock.set(new Date('2031-03-01T08:00:00Z'));
    const old = (await demoLogin(t, 'team')).json().user;
    t.clock.advance(DEMO_SANDBOX_TTL_MS / 2);
    const recent = (await demoLogin(t, 'team')).json().user;
    const real = await t.factory.user({ role: 'Manager' });

    const removed = await purgeExpiredDemoSandboxes(
      t.database.db,
      new Date(new Date('2031-03-01T08:00:00Z').getTime() + DEMO_SANDBOX_TTL_MS),
    );
    expect(removed).toBeGreaterThanOrEqual(1);
    const orgIds = (await t.database.db.select({ id: organizations.id }).from(organizations)).map(
      (o) => o.id,
    );
    expect(orgIds).not.toContain(old.organizationId);
    expect(orgIds).toContain(recent.organizationId);
    expect(orgIds).toContain(real.organizationId);
    const leftovers = await t.database.db
      .select()
      .from(meetings)
      .where(eq(meetings.organizationId, old.organizationId));
    expect(leftovers).toHaveLength(0);
    const oldSessions = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, old.id));
    expect(oldSessions).toHaveLength(0);
  });
});

describe.each(databaseKinds())('demo login with DEMO_MODE=off on %s', (kind) => {
  const t = useTestApp(kind, { env: { DEMO_MODE: 'off' } });

  it('answers 404 and creates nothing', async () => {
    for (const k of ['senior-manager', 'manager', 'team']) {
      const res = await demoLogin(t, k);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const orgs = await t.database.db.select().from(organizations);
    expect(orgs).toHaveLength(0);
  });
});

describe.each(databaseKinds())('demo abuse on %s', (kind) => {
  const t = useTestApp(kind, { env: { DEMO_MAX_SANDBOXES: '3' } });
  beforeEach(() => clearThrottle(t));

  const addPerson = (cookie: string, email: string, managerId: number) =>
    t.request({
      method: 'POST',
      url: '/api/team-members',
      cookie,
      payload: { email, firstName: 'Real', lastName: 'Person', role: 'Team Member', managerId },
    });

  it('answers 429 with Retry-After past 10 sandboxes a minute from one address', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 11; i++) {
      const res = await demoLogin(t, 'team');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = String(res.headers['retry-after']);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  });

  it('keeps at most DEMO_MAX_SANDBOXES alive, recycling the oldest first', async () => {
    const orgs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await demoLogin(t, 'team');
      expect(res.statusCode).toBe(200);
      orgs.push(res.json().user.organizationId as number);
    }
    const live = await t.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.isDemo, true));
    expect(live.map((o) => o.id).sort((a, b) => a - b)).toEqual(orgs.slice(2));
  });

  it('gives people created in a demo a reserved address: no account for a real one, no enumeration', async () => {
    const realOwner = await t.factory.user({ email: `owner.${Date.now()}@example.com` });
    const res = await demoLogin(t, 'manager');
    const cookie = sessionCookieOf(res)!;
    const sandbox = res.json().user.organizationId as number;
    const me = res.json().user.id as number;

    // The real owner's address is taken elsewhere: the demo neither says so nor takes it.
    const created = await addPerson(cookie, realOwner.email, me);
    expect(created.statusCode, created.body).toBe(201);
    const stored = created.json().email as string;
    expect(stored).toBe(`${realOwner.email.split('@')[0]}.${sandbox}@demo.cadence.invalid`);
    // An address nobody has gives the same answer.
    const unknown = await addPerson(cookie, `nobody.${Date.now()}@example.org`, me);
    expect(unknown.statusCode).toBe(201);

    // A real address typed in the demo does not block its owner's sign-up.
    const fresh = `someone.${Date.now()}@example.net`;
    expect((await addPerson(cookie, fresh, me)).statusCode).toBe(201);
    const [taken] = await t.database.db.select().from(users).where(eq(users.email, fresh));
    expect(taken).toBeUndefined();
    const signUp = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: fresh,
        password: 'a-long-pass-phrase-9',
        confirmPassword: 'a-long-pass-phrase-9',
        firstName: 'Some',
        lastName: 'One',
        company: 'Real Co',
        role: 'Manager',
        timezone: 'UTC',
      },
    });
    expect(signUp.statusCode).toBe(201);
  });
});
