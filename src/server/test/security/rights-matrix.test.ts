/**
 * The `can` of every meeting answer is the policy's answer (docs/decisions/
 * 0038-rights-from-the-server.md): for every actor of the security world × every 1:1 of the
 * access matrix (their own, another team's, a superior's with a manager as participant, a
 * manager's with a supervisor as participant, another organisation's) × each status, each flag
 * is true exactly when the matching call is allowed (2xx) and false when it is refused (403,
 * 404, 409). The call of each flag: edit PATCH (title); editAsParticipant PUT; cancel DELETE;
 * reassign PATCH teamMemberId; complete PATCH status; changeItems PATCH …/action-items/0;
 * addTalkingPoints POST …/talking-points; rate PUT …/feedback; writeNotes the live socket's
 * write right (docs/live.md "Rights"). The list (GET /api/meetings) carries the same `can` as the
 * single answer. On PGlite and PostgreSQL.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_STATUSES } from '@/shared/domain/constants';
import type { Meeting, MeetingRights } from '@/shared/schemas/meeting';
import type { Person, PersonRights } from '@/shared/schemas/user';
import type { MeetingRow, UserRow } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../harness';
import { openLiveClient, until, type LiveClient } from '../support/live-test-client';
import { buildSecurityWorld, type SecurityWorld } from './security-world';

const ok = (status: number) => status >= 200 && status < 300;
type Flag = keyof MeetingRights;
type PersonFlag = keyof PersonRights;
const NO_PERSON_RIGHTS: PersonRights = {
  edit: false,
  deactivate: false,
  reactivate: false,
  erase: false,
  resendInvitation: false,
};
const NONE: MeetingRights = {
  edit: false,
  editAsParticipant: false,
  cancel: false,
  reassign: false,
  complete: false,
  changeItems: false,
  addTalkingPoints: false,
  writeNotes: false,
  rate: false,
};

describe.each(databaseKinds())('rights from the server on %s', (kind) => {
  let t: TestApp;
  let w: SecurityWorld;
  let port: number;
  /** People every organiser of the other team's and the other organisation's 1:1s may pick. */
  let otherSpare: UserRow;
  let foreignSpare: UserRow;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    w = await buildSecurityWorld(t);
    otherSpare = await t.factory.user({
      organizationId: w.org.id,
      role: 'Team Member',
      managerId: w.otherManager.id,
    });
    foreignSpare = await t.factory.user({
      organizationId: w.foreignOrg.id,
      role: 'Team Member',
      managerId: w.foreignManager.id,
    });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t?.close();
  });

  /** The 1:1s of the access matrix, by their two people. */
  const pairs = (): Record<string, { teamMemberId: number; managerId: number }> => ({
    own: { teamMemberId: w.member.id, managerId: w.manager.id },
    otherTeam: { teamMemberId: w.otherMember.id, managerId: w.otherManager.id },
    superior: { teamMemberId: w.manager.id, managerId: w.senior.id },
    supervised: { teamMemberId: w.supervisor.id, managerId: w.manager.id },
    foreign: { teamMemberId: w.foreignMember.id, managerId: w.foreignManager.id },
  });

  /** What one call answers, `cookie` acting on `meeting`. */
  async function call(flag: Flag, meeting: MeetingRow, cookie: string): Promise<boolean> {
    const url = `/api/meetings/${meeting.id}`;
    const send = (method: 'PATCH' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) =>
      t.request({ method, url: path, cookie, ...(payload ? { payload } : {}) });
    if (flag === 'writeNotes') return liveWriter(meeting, cookie);
    const res = await {
      edit: () => send('PATCH', url, { title: 'Renamed' }),
      editAsParticipant: () =>
        send('PUT', url, { date: meeting.date, startTime: meeting.startTime, actionItems: [] }),
      cancel: () => send('DELETE', url),
      reassign: () => send('PATCH', url, { teamMemberId: newParticipant(meeting) }),
      complete: () => send('PATCH', url, { status: 'completed' }),
      changeItems: () => send('PATCH', `${url}/action-items/0`, { status: 'completed' }),
      addTalkingPoints: () => send('POST', `${url}/talking-points`, { text: 'A point' }),
      rate: () => send('PUT', `${url}/feedback`, { rating: 4 }),
    }[flag]();
    // A refusal is 403, 404 or 409, never a 400 or 500: the body was valid for an allowed call.
    if (!ok(res.statusCode))
      expect([403, 404, 409], `${flag}: ${res.body}`).toContain(res.statusCode);
    return ok(res.statusCode);
  }

  /** Someone every organiser of `meeting` may make its participant (in each one's scope). */
  function newParticipant(meeting: MeetingRow): number {
    const candidates: UserRow[] =
      meeting.organizationId === w.foreignOrg.id
        ? [foreignSpare]
        : meeting.managerId === w.otherManager.id
          ? [otherSpare]
          : [w.mustChange];
    return candidates.find((p) => p.id !== meeting.teamMemberId && p.id !== meeting.managerId)!.id;
  }

  /** Whether the live socket opens the 1:1 read-write for `cookie` (refused or read-only: no). */
  async function liveWriter(meeting: MeetingRow, cookie: string): Promise<boolean> {
    const client = openLiveClient({ port, meetingId: meeting.id, cookie });
    clients.push(client);
    await until(() => client.denied() || client.provider.isSynced, 'live answer');
    const writer = !client.denied() && client.provider.authorizedScope === 'read-write';
    client.close();
    return writer;
  }

  /** The `can` of `meeting` for `cookie`: the single answer's, all false when it answers 404. */
  async function canOf(meeting: MeetingRow, cookie: string): Promise<MeetingRights> {
    const res = await t.request({ method: 'GET', url: `/api/meetings/${meeting.id}`, cookie });
    if (res.statusCode === 404) return NONE;
    expect(res.statusCode).toBe(200);
    return (res.json() as Meeting).can;
  }

  // Calls that change what the 1:1 is (gone, another participant, completed) get a 1:1 each;
  // the others share one, in an order where none changes the next one's answer.
  const ALONE: Flag[] = ['cancel', 'reassign', 'complete'];
  // PUT replaces the action items (none): it comes after the item's PATCH.
  const SHARED: Flag[] = [
    'writeNotes',
    'changeItems',
    'addTalkingPoints',
    'rate',
    'edit',
    'editAsParticipant',
  ];

  const ACTORS = [
    'senior',
    'manager',
    'supervisor',
    'member',
    'otherManager',
    'otherMember',
    'foreignSenior',
  ] as const;
  const cookieOf = async (actor: (typeof ACTORS)[number]): Promise<string> => {
    if (actor === 'otherManager' || actor === 'otherMember' || actor === 'foreignSenior') {
      return t.factory.signIn(w[actor]);
    }
    return w.cookies[actor];
  };

  it.each(ACTORS)(
    'says true exactly when the call is allowed, for %s on every 1:1 and status',
    async (actor) => {
      const cookie = await cookieOf(actor);
      const mismatches: string[] = [];
      const seen = { allowed: 0, refused: 0 };
      for (const [pair, people] of Object.entries(pairs())) {
        for (const status of MEETING_STATUSES) {
          const fresh = () => t.factory.meeting({ ...people, status }, ['First']);
          const check = async (flag: Flag, meeting: MeetingRow, can: MeetingRights) => {
            const allowed = await call(flag, meeting, cookie);
            seen[allowed ? 'allowed' : 'refused'] += 1;
            if (allowed !== can[flag]) {
              mismatches.push(`${pair} ${status} ${flag}: can ${can[flag]}, call ${allowed}`);
            }
          };
          const shared = await fresh();
          const can = await canOf(shared, cookie);
          for (const flag of SHARED) await check(flag, shared, can);
          for (const flag of ALONE) {
            const meeting = await fresh();
            await check(flag, meeting, await canOf(meeting, cookie));
          }
        }
      }
      expect(mismatches).toEqual([]);
      // Every actor reads some 1:1 and is refused something (the foreign one at least).
      expect(seen.allowed).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    },
    240_000,
  );

  it('gives a supervisor who is the participant of their manager’s 1:1 the participant’s rights', async () => {
    const meeting = await t.factory.meeting(
      { teamMemberId: w.supervisor.id, managerId: w.manager.id, status: 'scheduled' },
      ['Theirs'],
    );
    const can = await canOf(meeting, w.cookies.supervisor);
    expect(can).toEqual({
      ...NONE,
      editAsParticipant: true,
      changeItems: true,
      addTalkingPoints: true,
      writeNotes: true,
    });
  });

  it('carries in the list the same can as in the single answer', async () => {
    for (const cookie of [w.cookies.senior, w.cookies.manager, w.cookies.supervisor]) {
      const res = await t.request({ method: 'GET', url: '/api/meetings?cursor=', cookie });
      expect(res.statusCode).toBe(200);
      const items = (res.json() as { items: Meeting[] }).items;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const single = await t.request({ method: 'GET', url: `/api/meetings/${item.id}`, cookie });
        expect(item.can, `meeting ${item.id}`).toEqual((single.json() as Meeting).can);
      }
      const filtered = await t.request({
        method: 'GET',
        url: `/api/meetings?status=completed&limit=5`,
        cookie,
      });
      for (const item of filtered.json() as Meeting[]) {
        const single = await t.request({ method: 'GET', url: `/api/meetings/${item.id}`, cookie });
        expect(item.can, `meeting ${item.id}`).toEqual((single.json() as Meeting).can);
      }
    }
  });
  /** A person's `can` for `cookie`: GET /api/users/{id}, the deactivated list, else all false. */
  async function personCanOf(target: UserRow, cookie: string): Promise<PersonRights> {
    const res = await t.request({ method: 'GET', url: `/api/users/${target.id}`, cookie });
    if (res.statusCode === 200) return (res.json() as Person).can;
    expect(res.statusCode).toBe(404);
    const gone = await t.request({
      method: 'GET',
      url: `/api/team-members?status=deactivated&cursor=&search=${encodeURIComponent(target.email)}`,
      cookie,
    });
    const found =
      gone.statusCode === 200
        ? (gone.json() as { items: Person[] }).items.find((p) => p.id === target.id)
        : undefined;
    return found?.can ?? NO_PERSON_RIGHTS;
  }

  /** Whether the call of `flag` on `target` is allowed for `cookie`. */
  async function personCall(flag: PersonFlag, target: UserRow, cookie: string): Promise<boolean> {
    const send = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.request({ method, url, cookie, ...(payload ? { payload } : {}) });
    const res = await {
      edit: () => send('PATCH', `/api/users/${target.id}`, { jobTitle: 'Renamed' }),
      deactivate: () => send('DELETE', `/api/team-members/${target.id}`),
      reactivate: () => send('POST', `/api/team-members/${target.id}/reactivate`, {}),
      erase: () => send('POST', `/api/users/${target.id}/erase`, {}),
      resendInvitation: () => send('POST', `/api/team-members/${target.id}/invitation`, {}),
    }[flag]();
    if (!ok(res.statusCode)) {
      expect([403, 404, 409], `${flag}: ${res.body}`).toContain(res.statusCode);
    }
    return ok(res.statusCode);
  }

  const PERSON_FLAGS: PersonFlag[] = [
    'edit',
    'deactivate',
    'reactivate',
    'erase',
    'resendInvitation',
  ];

  it.each(ACTORS)(
    'says true exactly when a call on a person is allowed, for %s on every kind of person',
    async (actor) => {
      const cookie = await cookieOf(actor);
      const self = actor === 'foreignSenior' ? w.foreignSenior : w[actor];
      // Each call gets a person of its own, made like one of the matrix's people.
      const kinds: Record<string, () => Promise<UserRow>> = {
        seniorManager: () => t.factory.user({ organizationId: w.org.id, role: 'Senior Manager' }),
        manager: () => person('Manager', w.senior.id),
        supervisor: () => person('Supervisor', w.manager.id),
        member: () => person('Team Member', w.manager.id),
        pending: () => person('Team Member', w.manager.id, { mustChangePassword: true }),
        supervised: () => person('Team Member', w.supervisor.id),
        otherTeam: () => person('Team Member', w.otherManager.id),
        deactivated: () => person('Team Member', w.manager.id, { isActive: false }),
        foreign: () =>
          t.factory.user({
            organizationId: w.foreignOrg.id,
            role: 'Team Member',
            managerId: w.foreignManager.id,
          }),
      };
      const mismatches: string[] = [];
      const allowedFlags = new Set<PersonFlag>();
      for (const [kind, make] of Object.entries(kinds)) {
        for (const flag of PERSON_FLAGS) {
          const target = await make();
          const can = await personCanOf(target, cookie);
          const allowed = await personCall(flag, target, cookie);
          if (allowed) allowedFlags.add(flag);
          if (allowed !== can[flag]) {
            mismatches.push(`${kind} ${flag}: can ${can[flag]}, call ${allowed}`);
          }
        }
      }
      // Oneself: the calls that do not end one's own account (each refused when can says so).
      const own = await personCanOf(self, cookie);
      for (const flag of PERSON_FLAGS) {
        if (own[flag]) continue;
        if (await personCall(flag, self, cookie))
          mismatches.push(`self ${flag}: can false, call true`);
      }
      expect(own.deactivate || own.erase || own.reactivate).toBe(false);
      expect(mismatches).toEqual([]);
      // A Senior Manager's sweep sees every call allowed somewhere (the matrix is not all "no").
      if (actor === 'senior') expect([...allowedFlags].sort()).toEqual([...PERSON_FLAGS].sort());
    },
    240_000,
  );

  /** A new person of the world's organisation (active unless `over` says otherwise). */
  function person(
    role: 'Manager' | 'Supervisor' | 'Team Member',
    managerId: number,
    over: { mustChangePassword?: boolean; isActive?: boolean } = {},
  ): Promise<UserRow> {
    return t.factory.user({ organizationId: w.org.id, role, managerId, ...over });
  }
});
