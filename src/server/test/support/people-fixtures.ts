/**
 * Test fixtures for the people API tests: one organisation's team (factory.team) signed in,
 * plus a foreign organisation's team, and a check that nothing secret leaves the server.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { TestApp } from '../harness';

export type Team = Awaited<ReturnType<TestApp['factory']['team']>>;
export interface World extends Team {
  cookies: Record<'seniorManager' | 'manager' | 'supervisor' | 'member' | 'otherMember', string>;
  foreign: Team;
  foreignCookie: string;
}

/**
 * Org A: Sam (Senior Manager) ← Maya (Manager) ← { Sol (Supervisor) ← Omar, Tia (Team Member) }.
 * Org B: the same shape, signed in as its Senior Manager.
 */
export async function buildWorld(t: TestApp): Promise<World> {
  const team = await t.factory.team();
  const foreign = await t.factory.team();
  const sign = (u: UserRow) => t.factory.signIn(u);
  return {
    ...team,
    foreign,
    foreignCookie: await sign(foreign.seniorManager),
    cookies: {
      seniorManager: await sign(team.seniorManager),
      manager: await sign(team.manager),
      supervisor: await sign(team.supervisor),
      member: await sign(team.member),
      otherMember: await sign(team.otherMember),
    },
  };
}

/** Fails when a response carries a password hash, a session token or a temporary password. */
export function expectNoSecrets(res: LightMyRequestResponse, allowTemporaryPassword = false) {
  const body = res.body;
  expect(body).not.toMatch(/passwordHash|password_hash|\$argon2/);
  expect(body).not.toMatch(/temporaryPasswordExpiresAt|deactivatedAt|isActive|token/i);
  if (!allowTemporaryPassword) expect(body).not.toContain('temporaryPassword');
}

/** Ids in a JSON array response. */
export const idsOf = (res: LightMyRequestResponse): number[] =>
  (res.json() as { id: number }[]).map((u) => u.id);

/**
 * One organisation: a Senior Manager, 2 Managers (Mia with 70 team members, Max with 40 and a
 * Supervisor), names that tie on first name, differ only by case or are missing, and one
 * deactivated person; plus a foreign organisation with people of the same names.
 */
export async function buildPagingWorld(t: TestApp) {
  const org = await t.factory.organization();
  const foreignOrg = await t.factory.organization();
  const add = (values: Parameters<TestApp['factory']['user']>[0]) =>
    t.factory.user({ organizationId: org.id, ...values });
  const senior = await add({ firstName: 'Helen', lastName: 'Ward', role: 'Senior Manager' });
  const mia = await add({
    firstName: 'Mia',
    lastName: 'Lee',
    role: 'Manager',
    managerId: senior.id,
  });
  const max = await add({
    firstName: 'max',
    lastName: 'Roe',
    role: 'Manager',
    managerId: senior.id,
  });
  const sup = await add({
    firstName: 'Sol',
    lastName: 'Diaz',
    role: 'Supervisor',
    managerId: max.id,
  });
  const firstNames = ['Ann', 'ann', 'ANN', null, 'Bo', 'Zoë', 'émile', 'Ann'];
  const lastNames = ['Smith', 'smith', null, 'Öz', 'Adams'];
  const miaLine: UserRow[] = [];
  const maxLine: UserRow[] = [];
  for (let i = 0; i < 110; i += 1) {
    const person = await add({
      firstName: firstNames[i % firstNames.length]!,
      lastName: lastNames[i % lastNames.length]!,
      role: 'Team Member',
      managerId: i < 70 ? mia.id : i % 2 ? max.id : sup.id,
    });
    (i < 70 ? miaLine : maxLine).push(person);
  }
  const gone = await add({
    firstName: 'Ann',
    role: 'Team Member',
    managerId: mia.id,
    isActive: false,
  });
  for (let i = 0; i < 3; i += 1) {
    await t.factory.user({ organizationId: foreignOrg.id, firstName: 'Ann', role: 'Team Member' });
    await t.factory.user({ organizationId: foreignOrg.id, firstName: 'Ann', role: 'Manager' });
  }
  return { org, senior, mia, max, sup, miaLine, maxLine, gone };
}
