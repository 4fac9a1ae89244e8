/**
 * Real answers match the response schemas their routes declare (docs/api.md). The serializer
 * already refuses an answer its schema rejects and drops what the schema does not name; these
 * calls parse each body with the declared zod schema themselves, so they also fail if
 * serialization were turned off and a route answered something its schema does not describe.
 * Every `/api` route but the documentation's is called at least once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { RouteInfo } from '../context';
import { FACTORY_PASSWORD } from '../test/factories';
import { databaseKinds, useTestApp } from '../test/harness';
import { responseSchemaOf } from '../test/response-schema-check';
import { clearThrottle, sessionCookieOf } from '../test/support/auth-testing';
import { CHALLENGE_COOKIE } from '../modules/auth/two-factor';
import { issueAccountToken } from '../modules/accounts/account-tokens';
import { unsubscribeToken } from '../modules/mail/unsubscribe-token';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(databaseKinds())('answers match their declared schemas on %s', (kind) => {
  const t = useTestApp(kind);
  const called = new Set<string>();
  const START = new Date('2031-05-01T09:00:00Z');
  beforeAll(async () => {
    await clearThrottle(t);
    t.clock.set(START);
  });
  afterAll(() => t.clock.reset());

  /**
   * Calls `route` (`METHOD /pattern`) at `url`, expects `status`, and checks the body against the
   * route's declared schema for that status: it parses, and parsing keeps the body as it is.
   */
  async function call(
    route: `${Method} /api/${string}` | `GET /calendar/${string}`,
    options: { url?: string; cookie?: string; payload?: object; status?: number } = {},
  ) {
    const [method, pattern] = route.split(' ') as [Method, string];
    const info: RouteInfo | undefined = t.app.routeInventory.find(
      (r) => r.method === method && r.url === pattern,
    );
    expect(info, `${route} is registered`).toBeDefined();
    const res = await t.request({
      method,
      url: options.url ?? pattern,
      cookie: options.cookie,
      ...(options.payload ? { payload: options.payload } : {}),
    });
    const status = options.status ?? 200;
    expect(res.statusCode, `${route}: ${res.body}`).toBe(status);
    const schema = responseSchemaOf(info!.schema?.response, status);
    expect(schema, `${route} declares a schema for ${status}`).toBeDefined();
    // The calendar feed answers iCalendar text; everything else JSON.
    const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
    const body: unknown = json ? res.json() : res.body;
    const parsed = schema!.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues, `${route} → ${status}`).toEqual([]);
    // Nothing the schema does not describe (it would be dropped from the answer).
    expect(parsed.data, `${route} → ${status}`).toEqual(body);
    if (status < 300) called.add(route);
    return { body: body as Record<string, unknown>, res };
  }

  async function world() {
    const team = await t.factory.team();
    const { seniorManager, manager, member } = team;
    const meeting = await t.factory.meeting(
      { managerId: manager.id, teamMemberId: member.id, agenda: 'Plans', notes: '<p>Notes</p>' },
      [
        'One',
        { description: 'Two', status: 'completed' },
        { description: 'Three', status: 'stuck', stuckReason: 'Blocked' },
      ],
    );
    // Overdue (scheduled, dated in the past): Behind Schedule has something to list.
    await t.factory.meeting(
      { managerId: manager.id, teamMemberId: member.id, date: '2031-03-02', title: 'Late' },
      ['Old item'],
    );
    await t.factory.meeting(
      {
        managerId: manager.id,
        teamMemberId: member.id,
        date: '2031-04-20',
        status: 'completed',
      },
      ['Done'],
    );
    return {
      ...team,
      meeting,
      as: {
        senior: await t.factory.signIn(seniorManager),
        manager: await t.factory.signIn(manager),
        member: await t.factory.signIn(member),
      },
    };
  }
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world();
  });

  it('health, sign-in, sessions, e-mail and password', async () => {
    await call('GET /api/health');
    if (t.app.routeInventory.some((r) => r.url === '/api/ready')) await call('GET /api/ready');
    await call('GET /api/recaptcha/sitekey');
    await call('GET /api/auth/user', { cookie: w.as.manager });
    await call('GET /api/auth/user', { status: 401 });

    const person = await t.factory.user({
      organizationId: w.organization.id,
      managerId: w.seniorManager.id,
    });
    const login = await call('POST /api/auth/login', {
      payload: { email: person.email, password: FACTORY_PASSWORD },
    });
    const cookie = sessionCookieOf(login.res)!;
    const other = await t.factory.signIn(person);
    const sessions = await call('GET /api/auth/sessions', { cookie });
    const elsewhere = (sessions.body.sessions as { id: string; current: boolean }[]).find(
      (s) => !s.current,
    )!;
    await call('DELETE /api/auth/sessions/:id', {
      url: `/api/auth/sessions/${elsewhere.id}`,
      cookie,
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: other })).statusCode,
    ).toBe(401);
    await t.factory.signIn(person);
    await call('POST /api/auth/logout-all', { cookie });
    await call('POST /api/me/email', {
      cookie,
      payload: { email: `moved-${person.id}@example.com`, currentPassword: FACTORY_PASSWORD },
      status: 202,
    });
    await call('GET /api/me/email-proposal', { cookie });
    // A manager's proposal (decision 30), declined through a link, then in the app.
    const propose = async () => {
      const proposed = await t.request({
        method: 'PATCH',
        url: `/api/users/${person.id}`,
        cookie: w.as.senior,
        payload: { email: `proposed-${person.id}@example.com` },
      });
      expect(proposed.json().proposedEmail, proposed.body).toBe(
        `proposed-${person.id}@example.com`,
      );
    };
    await propose();
    const token = await issueAccountToken(t.database.db, {
      userId: person.id,
      purpose: 'email_proposal',
      now: t.clock.now(),
      email: `proposed-${person.id}@example.com`,
    });
    await call('POST /api/auth/email-link', { payload: { token, action: 'decline' } });
    await call('POST /api/auth/email-link', {
      payload: { token, action: 'decline' },
      status: 400,
    });
    await propose();
    await call('POST /api/me/email-proposal', { cookie, payload: { decision: 'decline' } });
    await call('PATCH /api/me/timezone', { cookie, payload: { timezone: 'Asia/Calcutta' } });
    const changed = await call('POST /api/auth/change-password', {
      cookie,
      payload: {
        currentPassword: FACTORY_PASSWORD,
        newPassword: 'Quiet-Harbour-Lantern-71',
        confirmPassword: 'Quiet-Harbour-Lantern-71',
      },
    });
    await call('POST /api/auth/logout', { cookie: sessionCookieOf(changed.res) ?? cookie });
    await call('POST /api/auth/login', {
      payload: { email: person.email, password: 'wrong' },
      status: 401,
    });

    const target = await t.factory.user({ organizationId: w.organization.id });
    await t.factory.signIn(target);
    await call('DELETE /api/users/:id/sessions', {
      url: `/api/users/${target.id}/sessions`,
      cookie: w.as.senior,
    });
    await call('POST /api/auth/register', {
      payload: {
        email: `founder-${target.id}@example.com`,
        password: 'Quiet-Harbour-Lantern-71',
        confirmPassword: 'Quiet-Harbour-Lantern-71',
        firstName: 'Fran',
        lastName: 'Founder',
        company: 'Founded Ltd',
        role: 'Manager',
      },
      status: 201,
    });
  });

  it('two-factor sign-in and the demo', async () => {
    const codeAt = () => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    const person = await t.factory.user({ organizationId: w.organization.id });
    const cookie = await t.factory.signIn(person);
    await call('GET /api/auth/two-factor', { cookie });
    const setup = await call('POST /api/auth/two-factor/setup', { cookie });
    const secret = setup.body.secret as string;
    await call('POST /api/auth/two-factor/enable', { cookie, payload: { code: await codeAt() } });
    t.clock.advance(30_000);
    const step = await call('POST /api/auth/login', {
      payload: { email: person.email, password: FACTORY_PASSWORD },
    });
    expect(step.body).toEqual({ twoFactorRequired: true });
    const challenge = step.res.cookies.find((c) => c.name === CHALLENGE_COOKIE)!;
    await call('POST /api/auth/login/two-factor', {
      cookie: `${CHALLENGE_COOKIE}=${challenge.value}`,
      payload: { code: await codeAt() },
    });
    t.clock.advance(30_000);
    await call('POST /api/auth/two-factor/disable', {
      cookie,
      payload: { password: FACTORY_PASSWORD, code: await codeAt() },
    });
    await call('PUT /api/organizations/:id/two-factor', {
      url: `/api/organizations/${w.organization.id}/two-factor`,
      cookie: w.as.senior,
      payload: { required: false },
    });
    await call('POST /api/auth/demo-login/:kind', { url: '/api/auth/demo-login/team' });
  });

  it('people', async () => {
    await call('GET /api/all-users', { cookie: w.as.senior });
    await call('GET /api/team-members', { cookie: w.as.manager });
    await call('GET /api/managers', { cookie: w.as.member });
    await call('GET /api/senior-managers', { cookie: w.as.member });
    await call('GET /api/users/:id', { url: `/api/users/${w.member.id}`, cookie: w.as.manager });
    await call('PATCH /api/users/:id', {
      url: `/api/users/${w.member.id}`,
      cookie: w.as.manager,
      payload: { jobTitle: 'Lead' },
    });
    const created = await call('POST /api/team-members', {
      cookie: w.as.manager,
      payload: {
        email: `new-${w.manager.id}@example.com`,
        firstName: 'New',
        lastName: 'Person',
        managerId: w.manager.id,
      },
      status: 201,
    });
    await call('POST /api/team-members', { cookie: w.as.manager, payload: {}, status: 400 });
    await call('POST /api/team-members/:id/invitation', {
      url: `/api/team-members/${created.body.id}/invitation`,
      cookie: w.as.manager,
      status: 202,
    });
    await call('DELETE /api/team-members/:id', {
      url: `/api/team-members/${created.body.id}`,
      cookie: w.as.manager,
    });
    await call('GET /api/team-members', {
      url: '/api/team-members?status=deactivated',
      cookie: w.as.senior,
    });
    await call('POST /api/team-members/:id/reactivate', {
      url: `/api/team-members/${created.body.id}/reactivate`,
      cookie: w.as.senior,
    });
  });

  it('accounts: sign-up state, links, forgot and reset password', async () => {
    await call('GET /api/auth/signup');
    const dead = { token: 'no.such', newPassword: 'Lantern-42-x', confirmPassword: 'Lantern-42-x' };
    await call('POST /api/auth/account-link', {
      payload: { token: 'no.such', purpose: 'invitation' },
      status: 400,
    });
    await call('POST /api/auth/accept-invitation', { payload: dead, status: 400 });
    await call('POST /api/auth/reset-password', { payload: dead, status: 400 });
    await call('POST /api/auth/forgot-password', {
      payload: { email: 'nobody@example.com' },
      status: 202,
    });
    // A real link, issued as the services do, for the 200 answers.
    const person = await t.factory.user({ role: 'Manager' });
    const issue = (purpose: 'invitation' | 'password_reset') =>
      t.database.db.transaction((tx) =>
        issueAccountToken(tx, { userId: person.id, purpose, now: t.clock.now() }),
      );
    const invitation = await issue('invitation');
    await call('POST /api/auth/account-link', {
      payload: { token: invitation, purpose: 'invitation' },
    });
    await call('POST /api/auth/accept-invitation', { payload: { ...dead, token: invitation } });
    const resetToken = await issue('password_reset');
    await call('POST /api/auth/reset-password', {
      payload: {
        ...dead,
        token: resetToken,
        newPassword: 'Lantern-43-y',
        confirmPassword: 'Lantern-43-y',
      },
    });
  });

  it('organisations', async () => {
    const org = w.organization.id;
    await call('GET /api/organizations/all', { cookie: w.as.member });
    await call('GET /api/organizations/:id/hierarchy', {
      url: `/api/organizations/${org}/hierarchy`,
      cookie: w.as.senior,
    });
    await call('GET /api/organizations/:id/summary', {
      url: `/api/organizations/${org}/summary`,
      cookie: w.as.senior,
    });
  });

  it('meetings and action items', async () => {
    const id = w.meeting.id;
    await call('GET /api/meetings', { url: '/api/meetings?status=all', cookie: w.as.manager });
    await call('GET /api/meetings/count', { cookie: w.as.manager });
    await call('GET /api/meetings/user/:userId', {
      url: `/api/meetings/user/${w.member.id}`,
      cookie: w.as.manager,
    });
    const one = await call('GET /api/meetings/:id', {
      url: `/api/meetings/${id}`,
      cookie: w.as.member,
    });
    expect(Object.keys(one.body.actionItemsStatus as object)).toHaveLength(3);
    await call('GET /api/meetings/:id/related', {
      url: `/api/meetings/${id}/related`,
      cookie: w.as.member,
    });
    await call('GET /api/meetings/:id', {
      url: '/api/meetings/abc',
      cookie: w.as.member,
      status: 404,
    });
    const values = {
      teamMemberId: w.member.id,
      date: '2031-06-03',
      startTime: '10:00',
      duration: 30,
    };
    await call('POST /api/meetings/email-preview', {
      cookie: w.as.manager,
      payload: { meeting: values },
    });
    const created = await call('POST /api/meetings', {
      cookie: w.as.manager,
      payload: { meeting: { ...values, agenda: 'First', actionItems: ['Prepare'] } },
      status: 201,
    });
    await call('POST /api/meetings', {
      cookie: w.as.manager,
      payload: { meeting: {} },
      status: 400,
    });
    const series = await call('POST /api/meetings', {
      cookie: w.as.manager,
      payload: { meeting: { ...values, recurrence: { rrule: 'FREQ=WEEKLY;COUNT=3' } } },
      status: 201,
    });
    expect(series.body.rrule).toBe('FREQ=WEEKLY;BYDAY=TU;COUNT=3');
    await call('POST /api/meetings', {
      cookie: w.as.manager,
      payload: { meeting: { ...values, recurrence: { rrule: 'FREQ=DAILY' } } },
      status: 400,
    });
    const url = `/api/meetings/${created.body.id}`;
    await call('PATCH /api/meetings/:id', {
      url,
      cookie: w.as.manager,
      payload: { agenda: 'Changed' },
    });
    await call('PUT /api/meetings/:id', {
      url,
      cookie: w.as.member,
      payload: { date: '2031-06-04', startTime: '11:00', agenda: 'Mine', actionItems: ['Prepare'] },
    });
    await call('DELETE /api/meetings/:id', { url, cookie: w.as.manager });

    await call('GET /api/action-items', { cookie: w.as.member });
    await call('PATCH /api/meetings/:id/action-items/:index', {
      url: `/api/meetings/${id}/action-items/0`,
      cookie: w.as.member,
      payload: { status: 'stuck', stuckReason: 'Waiting' },
    });
    await call('GET /api/meetings/:meetingId/action-items/:index/status', {
      url: `/api/meetings/${id}/action-items/1/status`,
      cookie: w.as.member,
    });
  });

  it('analytics and directories', async () => {
    for (const route of [
      'GET /api/analytics/progress',
      'GET /api/analytics/team',
      'GET /api/analytics/action-items',
      'GET /api/analytics/behind-schedule',
    ] as const) {
      const { body } = await call(route, { cookie: w.as.manager });
      expect(body.members, route).not.toHaveLength(0);
    }
    await call('GET /api/analytics/members/:id', {
      url: `/api/analytics/members/${w.member.id}`,
      cookie: w.as.manager,
    });
    await call('GET /api/directory/managers', { cookie: w.as.member });
    await call('GET /api/directory/team-members', { cookie: w.as.member });
    await call('GET /api/directory/managers/:id', {
      url: `/api/directory/managers/${w.manager.id}`,
      cookie: w.as.senior,
    });
  });

  it('the shared 1:1: talking points, private notes, templates and feedback', async () => {
    const id = w.meeting.id;
    const points = `/api/meetings/${id}/talking-points`;
    const point = await call('POST /api/meetings/:id/talking-points', {
      url: points,
      cookie: w.as.member,
      payload: { text: 'Career' },
      status: 201,
    });
    await call('POST /api/meetings/:id/talking-points', {
      url: points,
      cookie: w.as.member,
      payload: { text: '' },
      status: 400,
    });
    await call('GET /api/meetings/:id/talking-points', { url: points, cookie: w.as.senior });
    await call('PATCH /api/meetings/:id/talking-points/:pointId', {
      url: `${points}/${point.body.id}`,
      cookie: w.as.manager,
      payload: { discussed: true, position: 0 },
    });
    await call('DELETE /api/meetings/:id/talking-points/:pointId', {
      url: `${points}/${point.body.id}`,
      cookie: w.as.member,
    });
    // The point the team member added notified the manager.
    const notes = await call('GET /api/notifications', { cookie: w.as.manager });
    const [first] = notes.body.items as { id: number }[];
    await call('POST /api/notifications/read', {
      cookie: w.as.manager,
      payload: { ids: [first!.id] },
    });
    await call('POST /api/notifications/read', {
      cookie: w.as.member,
      payload: { ids: [first!.id] },
      status: 404,
    });
    await call('POST /api/notifications/read', { cookie: w.as.member, payload: { all: true } });
    await call('GET /api/notifications', {
      url: '/api/notifications?cursor=x',
      cookie: w.as.member,
      status: 400,
    });
    const note = `/api/meetings/${id}/private-note`;
    await call('PUT /api/meetings/:id/private-note', {
      url: note,
      cookie: w.as.member,
      payload: { html: '<p>Only mine</p>' },
    });
    await call('GET /api/meetings/:id/private-note', { url: note, cookie: w.as.member });
    await call('GET /api/meetings/:id/private-note', {
      url: note,
      cookie: w.as.senior,
      status: 404,
    });
    const templates = await call('GET /api/meeting-templates', { cookie: w.as.member });
    expect(templates.body).not.toHaveLength(0);
    const template = await call('POST /api/meeting-templates', {
      cookie: w.as.manager,
      payload: { name: 'Ours', talkingPoints: ['One', 'Two'] },
      status: 201,
    });
    await call('PATCH /api/meeting-templates/:id', {
      url: `/api/meeting-templates/${template.body.id}`,
      cookie: w.as.manager,
      payload: { name: 'Renamed' },
    });
    await call('DELETE /api/meeting-templates/:id', {
      url: `/api/meeting-templates/${template.body.id}`,
      cookie: w.as.senior,
    });
    const feedback = `/api/meetings/${id}/feedback`;
    await call('PUT /api/meetings/:id/feedback', {
      url: feedback,
      cookie: w.as.member,
      payload: { rating: 4 },
      status: 409,
    });
    await call('GET /api/meetings/:id/feedback', { url: feedback, cookie: w.as.member });
    await call('PATCH /api/meetings/:id', {
      url: `/api/meetings/${id}`,
      cookie: w.as.manager,
      payload: { status: 'completed' },
    });
    await call('PUT /api/meetings/:id/feedback', {
      url: feedback,
      cookie: w.as.member,
      payload: { rating: 4, comment: 'Useful' },
    });
    await call('GET /api/analytics/feedback', { cookie: w.as.manager });
  });

  it('single sign-on, personal data and the people import', async () => {
    const { body } = await call('GET /api/auth/oidc/config');
    expect(body).toEqual({ enabled: false, buttonLabel: null });
    // The redirects (303, empty body): SSO is not configured here, so both send to /login.
    for (const route of ['GET /api/auth/oidc/start', 'GET /api/auth/oidc/callback'] as const) {
      const res = await t.request({ method: 'GET', url: route.slice(4) });
      expect(res.statusCode, route).toBe(303);
      expect(res.headers.location, route).toBe('/login?sso=unavailable');
      expect(
        responseSchemaOf(
          t.app.routeInventory.find((r) => `GET ${r.url}` === route)!.schema?.response,
          303,
        ),
      ).toBeDefined();
      called.add(route);
    }
    await call('GET /api/me/export', { cookie: w.as.member });
    await call('GET /api/audit', { cookie: w.as.senior });
    await call('GET /api/search', { url: '/api/search?q=weekly', cookie: w.as.senior });
    await call('GET /api/audit.csv', { cookie: w.as.senior });
    const csv = `email,first name,last name,job title,department,role,manager email\nschema.check@example.com,S,C,,,Team Member,${w.manager.email}`;
    const imported = await t.request({
      method: 'POST',
      url: '/api/team-members/import?dryRun=true',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
      cookie: w.as.senior,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const importInfo = t.app.routeInventory.find((r) => r.url === '/api/team-members/import')!;
    expect(responseSchemaOf(importInfo.schema?.response, 200)!.parse(imported.json())).toEqual(
      imported.json(),
    );
    called.add('POST /api/team-members/import');
    const erased = await t.request({
      method: 'POST',
      url: `/api/users/${w.otherMember.id}/erase`,
      cookie: w.as.senior,
    });
    expect(erased.statusCode).toBe(204);
    called.add('POST /api/users/:id/erase');
  });

  it('the calendar feed: its URL, a new URL, the feed itself', async () => {
    const { body } = await call('GET /api/me/calendar-feed', { cookie: w.as.member });
    const rotated = await call('POST /api/me/calendar-feed', { cookie: w.as.member });
    expect(rotated.body.url).not.toBe(body.url);
    const { res } = await call('GET /calendar/:token.ics', {
      url: new URL(String(rotated.body.url)).pathname,
    });
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  });

  it('notification preferences and the unsubscribe link', async () => {
    const { body } = await call('GET /api/me/notification-preferences', { cookie: w.as.member });
    await call('PUT /api/me/notification-preferences', { cookie: w.as.member, payload: body });
    const token = unsubscribeToken(t.config, w.member.id, 'recap');
    await call('GET /api/unsubscribe/:token', { url: `/api/unsubscribe/${token}` });
    await call('POST /api/unsubscribe/:token', { url: `/api/unsubscribe/${token}`, payload: {} });
  });

  it('SCIM tokens (decision 36)', async () => {
    const { body } = await call('POST /api/organization/scim-tokens', {
      cookie: w.as.senior,
      status: 201,
    });
    await call('GET /api/organization/scim-tokens', { cookie: w.as.senior });
    const revoked = await t.request({
      method: 'DELETE',
      url: `/api/organization/scim-tokens/${String(body.id)}`,
      cookie: w.as.senior,
    });
    expect(revoked.statusCode).toBe(204);
    called.add('DELETE /api/organization/scim-tokens/:id');
  });

  it('has called every /api route but the documentation’s', () => {
    // GET /api/live succeeds only as a WebSocket (101): modules/live/live.test.ts opens it.
    const routes = t.app.routeInventory
      .filter((r) => !r.docs && r.url !== '/api/live')
      .map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((r) => !called.has(r))).toEqual([]);
  });
});
