/**
 * The world the security sweeps run in: one organisation with a reporting tree and meetings,
 * a foreign organisation whose every name carries `FOREIGN_MARK`, a demo sandbox user, and a
 * user who must change their password. Also request helpers shared by the sweeps.
 */
import { sql } from 'drizzle-orm';
import type { TestApp } from '../harness';
import type { RouteInfo } from '../../context';
import type { ParamKind, RouteRule } from './access-matrix';
import { meetingTemplates, scimTokens, talkingPoints } from '../../db/schema';

export const FOREIGN_MARK = 'Zqforeignmark';

export async function buildSecurityWorld(t: TestApp) {
  const f = t.factory;
  const org = await f.organization();
  const senior = await f.user({ organizationId: org.id, role: 'Senior Manager' });
  const manager = await f.user({ organizationId: org.id, role: 'Manager', managerId: senior.id });
  const supervisor = await f.user({
    organizationId: org.id,
    role: 'Supervisor',
    managerId: manager.id,
  });
  const member = await f.user({
    organizationId: org.id,
    role: 'Team Member',
    managerId: manager.id,
  });
  const otherManager = await f.user({
    organizationId: org.id,
    role: 'Manager',
    managerId: senior.id,
  });
  const otherMember = await f.user({
    organizationId: org.id,
    role: 'Team Member',
    managerId: otherManager.id,
  });
  const mustChange = await f.user({
    organizationId: org.id,
    role: 'Team Member',
    managerId: manager.id,
    mustChangePassword: true,
  });
  const meeting = await f.meeting({ teamMemberId: member.id, managerId: manager.id }, [
    'First',
    'Second',
  ]);
  // Participants who manage people themselves (promise 15): a manager in their superior's 1:1,
  // a supervisor in their manager's 1:1.
  const superiorMeeting = await f.meeting({ teamMemberId: manager.id, managerId: senior.id }, [
    'Senior',
  ]);
  const supervisorMeeting = await f.meeting(
    { teamMemberId: supervisor.id, managerId: manager.id },
    ['Supervised'],
  );
  const otherMeeting = await f.meeting(
    { teamMemberId: otherMember.id, managerId: otherManager.id },
    ['Theirs'],
  );

  const foreignOrg = await f.organization({ name: `${FOREIGN_MARK} Org` });
  const mark = {
    firstName: FOREIGN_MARK,
    lastName: FOREIGN_MARK,
    department: FOREIGN_MARK,
    jobTitle: FOREIGN_MARK,
  };
  const foreignSenior = await f.user({
    organizationId: foreignOrg.id,
    role: 'Senior Manager',
    ...mark,
    email: `zq1@${FOREIGN_MARK}.test`,
  });
  const foreignManager = await f.user({
    organizationId: foreignOrg.id,
    role: 'Manager',
    managerId: foreignSenior.id,
    ...mark,
    email: `zq2@${FOREIGN_MARK}.test`,
  });
  const foreignMember = await f.user({
    organizationId: foreignOrg.id,
    role: 'Team Member',
    managerId: foreignManager.id,
    ...mark,
    email: `zq3@${FOREIGN_MARK}.test`,
  });
  const foreignMeeting = await f.meeting(
    {
      teamMemberId: foreignMember.id,
      managerId: foreignManager.id,
      agenda: FOREIGN_MARK,
      title: FOREIGN_MARK,
      notes: FOREIGN_MARK,
    },
    [FOREIGN_MARK],
  );

  // Talking points and templates the sweeps aim at (decision 13).
  const db = t.database.db;
  const point = async (meetingId: number, authorId: number, text: string) =>
    (
      await db.insert(talkingPoints).values({ meetingId, authorId, text, position: 0 }).returning()
    )[0]!;
  const template = async (organizationId: number, authorId: number, name: string) =>
    (
      await db
        .insert(meetingTemplates)
        .values({ organizationId, authorId, name, talkingPoints: [name] })
        .returning()
    )[0]!;
  const points = {
    own: await point(meeting.id, member.id, 'Own point'),
    other: await point(otherMeeting.id, otherMember.id, 'Their point'),
    foreign: await point(foreignMeeting.id, foreignMember.id, FOREIGN_MARK),
  };
  const templates = {
    own: await template(org.id, manager.id, 'Own template'),
    other: await template(org.id, otherManager.id, 'Their template'),
    foreign: await template(foreignOrg.id, foreignManager.id, FOREIGN_MARK),
  };

  // SCIM tokens of each organisation (decision 36): the revoke route's targets.
  const scimToken = async (organizationId: number, tokenHash: string) =>
    (
      await db
        .insert(scimTokens)
        .values({ organizationId, tokenHash, createdAt: new Date() })
        .returning()
    )[0]!;
  const scimTokenRows = {
    own: await scimToken(org.id, 'a'.repeat(64)),
    foreign: await scimToken(foreignOrg.id, 'b'.repeat(64)),
  };

  const demoOrg = await f.organization({
    isDemo: true,
    demoExpiresAt: new Date(Date.now() + 3_600_000),
  });
  const demoManager = await f.user({ organizationId: demoOrg.id, role: 'Manager', isDemo: true });

  const cookies = {
    senior: await f.signIn(senior),
    manager: await f.signIn(manager),
    supervisor: await f.signIn(supervisor),
    member: await f.signIn(member),
    mustChange: await f.signIn(mustChange),
    demo: await f.signIn(demoManager),
    needsTwoFactor: '',
  };
  // Someone whose organisation requires two-factor sign-in and who has not set it up.
  const twoFactorOrg = await f.organization({ requireTwoFactor: true });
  const needsTwoFactor = await f.user({ organizationId: twoFactorOrg.id, role: 'Manager' });
  cookies.needsTwoFactor = await f.signIn(needsTwoFactor);
  // Sessions of people whose session ids the sweeps aim at (DELETE /api/auth/sessions/:id).
  await f.signIn(foreignMember);
  await f.signIn(otherMember);
  const sessionRows = (await t.database.db.execute(
    sql`select user_id, public_id from sessions`,
  )) as unknown as { rows: { user_id: number; public_id: string }[] };
  const sessionOf = new Map(sessionRows.rows.map((r) => [Number(r.user_id), r.public_id]));
  return {
    points,
    templates,
    scimTokenRows,
    sessionOf,
    org,
    senior,
    manager,
    supervisor,
    member,
    otherManager,
    otherMember,
    mustChange,
    meeting,
    otherMeeting,
    superiorMeeting,
    supervisorMeeting,
    foreignOrg,
    foreignSenior,
    foreignManager,
    foreignMember,
    foreignMeeting,
    demoManager,
    cookies,
  };
}
export type SecurityWorld = Awaited<ReturnType<typeof buildSecurityWorld>>;

/** Ids to put in each kind of path parameter. */
export interface Targets {
  user: number;
  meeting: number;
  organization: number;
  /** Public id of a session (of the target user). */
  session?: string;
  /** A talking point of the target meeting. */
  talkingPoint?: number;
  /** A 1:1 template of the target organisation. */
  template?: number;
  /** A SCIM token of the target organisation (decision 36). */
  scimToken?: number;
}

/** The route's URL with its parameters filled from `targets`, and its matrix query string. */
export function fillUrl(route: RouteInfo, rule: RouteRule, targets: Targets): string {
  return fillPath(route, rule, targets) + (rule.query ? `?${rule.query}` : '');
}

function fillPath(route: RouteInfo, rule: RouteRule, targets: Targets): string {
  return route.url.replace(/:(\w+)/g, (_m, name: string) => {
    const kind: ParamKind | undefined = rule.params?.[name];
    if (kind === 'index') return '0';
    if (kind === 'demoKind') return 'manager';
    if (kind === 'user' || kind === 'meeting' || kind === 'organization')
      return String(targets[kind]);
    if (kind === 'session') return targets.session ?? 'no-such-session';
    if (kind === 'talkingPoint' || kind === 'template' || kind === 'scimToken')
      return String(targets[kind] ?? 2147483647);
    // A well-formed token no feed has: the sweep must get 404 for it.
    if (kind === 'feedToken') return 'A'.repeat(43);
    throw new Error(
      `access matrix: no kind for parameter :${name} of ${route.method} ${route.url}`,
    );
  });
}

/** Sends `route` with its matrix body (JSON) and the given cookie and headers. */
export function send(
  t: TestApp,
  route: RouteInfo,
  rule: RouteRule,
  url: string,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return t.request({
    method: route.method as 'GET',
    url,
    cookie,
    headers,
    ...(hasBody ? { payload: rule.body ?? {} } : {}),
  });
}

const TABLES = ['organizations', 'users', 'meetings', 'action_items', 'email_outbox', 'sessions'];

/** A fingerprint of every row of the data tables: equal fingerprints mean nothing was written. */
export async function fingerprint(t: TestApp, tables = TABLES): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const res = (await t.database.db.execute(
      sql.raw(
        `select coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as h from ${table} x`,
      ),
    )) as unknown as { rows: { h: string }[] };
    out[table] = res.rows[0]!.h;
  }
  return out;
}
