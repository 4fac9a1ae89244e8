/**
 * docs/security/promises.md promises 1, 5 and 15, swept over every registered `/api` route:
 * - the access matrix names every route (and no route that is gone);
 * - anonymous callers get 401, must-change-password users 403, denied roles 403;
 * - ids of another organisation, a demo sandbox, or an unrelated part of one's own organisation
 *   never answer 2xx, and nothing is written;
 * - a manager or supervisor who is the participant of a 1:1 is refused what only its organiser
 *   and those above may do (`organiserOnly` routes);
 * - no list ever carries another organisation's data;
 * - cross-site writes (foreign or null Origin, Sec-Fetch-Site cross-site, foreign Referer,
 *   text/plain bodies) change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../../context';
import { databaseKinds, useTestApp } from '../harness';
import { ACCESS_MATRIX, type RouteRule } from './access-matrix';
import {
  buildSecurityWorld,
  fillUrl,
  fingerprint,
  FOREIGN_MARK,
  send,
  type SecurityWorld,
  type Targets,
} from './security-world';

const key = (r: RouteInfo) => `${r.method} ${r.url}`;
const ok = (status: number) => status >= 200 && status < 300;

describe.each(databaseKinds())('access matrix on %s', (kind) => {
  const t = useTestApp(kind);
  let w: SecurityWorld;
  let routes: { route: RouteInfo; rule: RouteRule }[];
  beforeAll(async () => {
    w = await buildSecurityWorld(t);
    routes = t.app.routeInventory.map((route) => ({
      route,
      rule: ACCESS_MATRIX[key(route)] ?? {},
    }));
  });
  const own = (): Targets => ({
    user: w.member.id,
    meeting: w.meeting.id,
    organization: w.org.id,
    session: w.sessionOf.get(w.member.id),
    talkingPoint: w.points.own.id,
    template: w.templates.own.id,
    scimToken: w.scimTokenRows.own.id,
  });

  it('names every registered route, and only those', () => {
    const registered = t.app.routeInventory.map(key).sort();
    expect(
      registered.filter((k) => !(k in ACCESS_MATRIX)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      Object.keys(ACCESS_MATRIX).filter((k) => !registered.includes(k)),
      'matrix rows without a route',
    ).toEqual([]);
    for (const { route, rule } of routes) {
      expect(route.public, `${key(route)} public flag`).toBe(Boolean(rule.public));
      expect(route.allowDuringPasswordChange, `${key(route)} password-change flag`).toBe(
        Boolean(rule.duringPasswordChange),
      );
    }
  });

  it('answers 401 to anonymous callers on every non-public route, writing nothing', async () => {
    const before = await fingerprint(t);
    for (const { route, rule } of routes.filter((r) => !r.rule.public)) {
      const res = await send(t, route, rule, fillUrl(route, rule, own()));
      expect(res.statusCode, key(route)).toBe(401);
      expect(res.json().code, key(route)).toBe('UNAUTHENTICATED');
    }
    expect(await fingerprint(t)).toEqual(before);
  });

  it('answers 403 PASSWORD_CHANGE_REQUIRED while the password must change', async () => {
    const before = await fingerprint(t, ['users', 'meetings', 'action_items', 'email_outbox']);
    for (const { route, rule } of routes.filter(
      (r) => !r.rule.public && !r.rule.duringPasswordChange,
    )) {
      const res = await send(t, route, rule, fillUrl(route, rule, own()), w.cookies.mustChange);
      expect(res.statusCode, key(route)).toBe(403);
      expect(res.json().code, key(route)).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    expect(await fingerprint(t, ['users', 'meetings', 'action_items', 'email_outbox'])).toEqual(
      before,
    );
  });

  it('answers 403 TWO_FACTOR_SETUP_REQUIRED until a required second factor is set up', async () => {
    const tables = ['users', 'meetings', 'action_items', 'email_outbox'];
    const before = await fingerprint(t, tables);
    const open: string[] = [];
    for (const { route, rule } of routes.filter(
      (r) => !r.rule.public && !r.rule.duringTwoFactorSetup,
    )) {
      const res = await send(t, route, rule, fillUrl(route, rule, own()), w.cookies.needsTwoFactor);
      if (res.statusCode !== 403 || res.json().code !== 'TWO_FACTOR_SETUP_REQUIRED')
        open.push(`${key(route)} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
    expect(await fingerprint(t, tables)).toEqual(before);
  });

  it('refuses denied roles with 403 on their own organisation', async () => {
    const cookieOf: Record<string, string> = {
      'Team Member': w.cookies.member,
      Manager: w.cookies.manager,
      Supervisor: w.cookies.supervisor,
    };
    const before = await fingerprint(t, ['users', 'meetings', 'action_items', 'email_outbox']);
    for (const { route, rule } of routes) {
      for (const role of rule.deniedRoles ?? []) {
        const res = await send(t, route, rule, fillUrl(route, rule, own()), cookieOf[role]);
        expect(res.statusCode, `${role}: ${key(route)}`).toBe(403);
      }
    }
    expect(await fingerprint(t, ['users', 'meetings', 'action_items', 'email_outbox'])).toEqual(
      before,
    );
  });

  it('never answers 2xx for another organisation, a demo sandbox, or an unrelated line', async () => {
    const foreign: Targets = {
      user: w.foreignMember.id,
      meeting: w.foreignMeeting.id,
      organization: w.foreignOrg.id,
      session: w.sessionOf.get(w.foreignMember.id),
      talkingPoint: w.points.foreign.id,
      template: w.templates.foreign.id,
      scimToken: w.scimTokenRows.foreign.id,
    };
    const foreignManager: Targets = { ...foreign, user: w.foreignManager.id };
    const unrelated: Targets = {
      user: w.otherMember.id,
      meeting: w.otherMeeting.id,
      organization: w.org.id,
      session: w.sessionOf.get(w.otherMember.id),
      talkingPoint: w.points.other.id,
      template: w.templates.other.id,
      scimToken: w.scimTokenRows.own.id,
    };
    const cases: [string, string, Targets][] = [
      ['senior → foreign', w.cookies.senior, foreign],
      ['senior → foreign manager', w.cookies.senior, foreignManager],
      ['manager → foreign', w.cookies.manager, foreign],
      ['member → foreign', w.cookies.member, foreign],
      ['demo → real organisation', w.cookies.demo, own()],
      ['manager → unrelated line', w.cookies.manager, unrelated],
      ['supervisor → unrelated line', w.cookies.supervisor, unrelated],
      ['member → unrelated member', w.cookies.member, unrelated],
    ];
    const before = await fingerprint(t, ['users', 'meetings', 'action_items', 'email_outbox']);
    const leaks: string[] = [];
    for (const { route, rule } of routes.filter(
      (r) => r.route.url.includes(':') && !r.rule.public,
    )) {
      for (const [label, cookie, targets] of cases) {
        const unrelatedOrgRoute =
          label.includes('unrelated') && route.url.startsWith('/api/organizations/');
        if (unrelatedOrgRoute) continue; // the organisation is the actor's own there
        const res = await send(t, route, rule, fillUrl(route, rule, targets), cookie);
        if (ok(res.statusCode) || ![403, 404].includes(res.statusCode))
          leaks.push(`${label}: ${key(route)} → ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await fingerprint(t, ['users', 'meetings', 'action_items', 'email_outbox'])).toEqual(
      before,
    );
  });

  it('gives a participant who manages people only the participant’s rights', async () => {
    const cases: [string, string, number][] = [
      ['manager as participant of a superior’s 1:1', w.cookies.manager, w.superiorMeeting.id],
      ['supervisor as participant', w.cookies.supervisor, w.supervisorMeeting.id],
    ];
    const organiserOnly = routes.filter((r) => r.rule.organiserOnly);
    expect(organiserOnly.map((r) => key(r.route)).sort()).toEqual([
      'DELETE /api/meetings/:id',
      'PATCH /api/meetings/:id',
    ]);
    const before = await fingerprint(t, ['users', 'meetings', 'action_items', 'email_outbox']);
    const granted: string[] = [];
    for (const { route, rule } of organiserOnly) {
      for (const [label, cookie, meetingId] of cases) {
        const url = fillUrl(route, rule, { ...own(), meeting: meetingId });
        const res = await send(t, route, rule, url, cookie);
        if (res.statusCode !== 403) granted.push(`${label}: ${key(route)} → ${res.statusCode}`);
      }
    }
    expect(granted).toEqual([]);
    expect(await fingerprint(t, ['users', 'meetings', 'action_items', 'email_outbox'])).toEqual(
      before,
    );
  });

  it('never lists another organisation’s data', async () => {
    const leaks: string[] = [];
    for (const [who, cookie] of Object.entries(w.cookies)) {
      if (who === 'mustChange' || who === 'needsTwoFactor') continue;
      for (const { route, rule } of routes.filter((r) => r.route.method === 'GET')) {
        const res = await send(t, route, rule, fillUrl(route, rule, own()), cookie);
        if (res.body.includes(FOREIGN_MARK)) leaks.push(`${who}: ${key(route)}`);
        for (const id of [w.foreignMember.id, w.foreignManager.id]) {
          if (res.body.includes(`"email":"zq`) || res.body.includes(`"teamMemberId":${id},`))
            leaks.push(`${who}: ${key(route)} id ${id}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('changes nothing on cross-site writes', async () => {
    const before = await fingerprint(t);
    const variants: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/form' },
    ];
    for (const { route, rule } of routes.filter((r) => r.route.method !== 'GET')) {
      const url = fillUrl(route, rule, own());
      for (const headers of variants) {
        const res = await send(t, route, rule, url, w.cookies.senior, headers);
        expect(res.statusCode, `${key(route)} ${JSON.stringify(headers)}`).toBe(
          rule.csrfExempt ? 404 : 403,
        );
      }
      if (route.method !== 'DELETE') {
        const plain = await t.request({
          method: route.method as 'POST',
          url,
          cookie: w.cookies.senior,
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify(rule.body ?? {}),
        });
        expect(plain.statusCode, `${key(route)} text/plain`).toBe(415);
      }
    }
    expect(await fingerprint(t)).toEqual(before);
  });
});
