/**
 * Test fixtures for the people API tests: one organisation's team (factory.team) signed in,
 * plus a foreign organisation's team, and a check that nothing secret leaves the server.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { TestApp } from '../../test/harness';

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
