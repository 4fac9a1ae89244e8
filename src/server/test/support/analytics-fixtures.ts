/**
 * A seeded organisation of known figures for the analytics API tests (spec 2.10–2.15).
 * Viewer's today is 2026-03-15 (the clock is fixed at noon UTC; everyone is in UTC).
 *
 * Maya (Manager) → Tia (Team Member), Sol (Supervisor) → Omar (Team Member); Sam (Senior
 * Manager) above Maya; Olga (Manager, beside Maya) → Uma; plus another organisation.
 *
 * Tia: M1 completed 03-02 30 min [pending, stuck]; M2 scheduled 03-10 (overdue) 45 min
 *      [pending, completed, stuck+reason]; M3 scheduled 03-20 60 min [pending];
 *      M4 in_progress 02-27 30 min [completed, pending].
 * Omar: M5 completed 03-01 20 min [pending]; M6 completed 01-10 40 min [].
 * Uma (outside Maya's line): M7 scheduled 03-01 (overdue) 30 min [pending, pending].
 * Foreign organisation: one completed meeting with one item.
 */
import type { UserRow } from '../../db/schema';
import type { TestApp } from '../harness';
import { signedInTeam, type SignedInTeam } from './meetings-test-helpers';

export const TODAY = '2026-03-15';
export const NOW = new Date('2026-03-15T12:00:00Z');

const at = (date: string) => new Date(`${date}T09:00:00Z`);

export interface KnownOrganisation extends SignedInTeam {
  olga: UserRow;
  uma: UserRow;
  meetings: Record<'m1' | 'm2' | 'm3' | 'm4' | 'm5' | 'm6' | 'm7', { id: number }>;
  foreign: SignedInTeam;
}

/** Seeds the organisation above; call after `t.clock.set(NOW)`. */
export async function seedKnownOrganisation(t: TestApp): Promise<KnownOrganisation> {
  const team = await signedInTeam(t);
  const { seniorManager, manager, supervisor, member: tia, otherMember: omar } = team;
  const f = t.factory;
  const org = manager.organizationId;
  const olga = await f.user({
    organizationId: org,
    role: 'Manager',
    managerId: seniorManager.id,
    firstName: 'Olga',
  });
  const uma = await f.user({ organizationId: org, managerId: olga.id, firstName: 'Uma' });
  const mine = { managerId: manager.id, teamMemberId: tia.id };
  const m1 = await f.meeting(
    {
      ...mine,
      status: 'completed',
      date: '2026-03-02',
      duration: 30,
      title: 'M1',
      updatedAt: at('2026-03-14'),
    },
    ['a', { description: 'b', status: 'stuck' }],
  );
  const m2 = await f.meeting(
    {
      ...mine,
      status: 'scheduled',
      date: '2026-03-10',
      duration: 45,
      title: 'M2',
      updatedAt: at('2026-03-12'),
    },
    [
      'c',
      { description: 'd', status: 'completed' },
      { description: 'e', status: 'stuck', stuckReason: 'blocked' },
    ],
  );
  const m3 = await f.meeting(
    {
      ...mine,
      status: 'scheduled',
      date: '2026-03-20',
      duration: 60,
      title: 'M3',
      updatedAt: at('2026-03-13'),
    },
    ['f'],
  );
  const m4 = await f.meeting(
    {
      ...mine,
      status: 'in_progress',
      date: '2026-02-27',
      duration: 30,
      title: 'M4',
      updatedAt: at('2026-03-01'),
    },
    [{ description: 'g', status: 'completed' }, 'h'],
  );
  const sol = { managerId: supervisor.id, teamMemberId: omar.id };
  const m5 = await f.meeting(
    { ...sol, status: 'completed', date: '2026-03-01', duration: 20, title: 'M5' },
    ['i'],
  );
  const m6 = await f.meeting({
    ...sol,
    status: 'completed',
    date: '2026-01-10',
    duration: 40,
    title: 'M6',
  });
  const m7 = await f.meeting(
    {
      managerId: olga.id,
      teamMemberId: uma.id,
      status: 'scheduled',
      date: '2026-03-01',
      duration: 30,
      title: 'M7',
    },
    ['x', 'y'],
  );
  const foreign = await signedInTeam(t);
  await f.meeting(
    {
      managerId: foreign.manager.id,
      teamMemberId: foreign.member.id,
      status: 'completed',
      date: '2026-03-03',
    },
    ['foreign item'],
  );
  return { ...team, olga, uma, meetings: { m1, m2, m3, m4, m5, m6, m7 }, foreign };
}

/** GET `url` as `cookie`, expecting 200, typed as `T`. */
export async function getJson<T>(t: TestApp, url: string, cookie: string): Promise<T> {
  const res = await t.request({ method: 'GET', url, cookie });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}
