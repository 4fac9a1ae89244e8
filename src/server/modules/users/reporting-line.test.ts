import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { managerChainIds, reportingLineIds } from './reporting-line';

describe.each(databaseKinds())('reportingLineIds on %s', (kind) => {
  const t = useTestApp(kind);

  it('returns everyone below, transitively, excluding the actor and other organisations', async () => {
    const { seniorManager, manager, supervisor, member, otherMember, organization } =
      await t.factory.team();
    const foreign = await t.factory.user({ role: 'Team Member' });
    const db = t.database.db;
    const sorted = async (a: { id: number; organizationId: number }) =>
      (await reportingLineIds(db, a)).sort((x, y) => x - y);
    expect(await sorted(seniorManager)).toEqual(
      [manager.id, supervisor.id, member.id, otherMember.id].sort((x, y) => x - y),
    );
    expect(await sorted(manager)).toEqual(
      [supervisor.id, member.id, otherMember.id].sort((x, y) => x - y),
    );
    expect(await sorted(supervisor)).toEqual([otherMember.id]);
    expect(await sorted(member)).toEqual([]);
    // Same id under another organisation gives nothing.
    expect(
      await reportingLineIds(db, { id: manager.id, organizationId: foreign.organizationId }),
    ).toEqual([]);
    expect(organization.id).toBe(manager.organizationId);
  });

  it('terminates on a cycle', async () => {
    const { manager, supervisor } = await t.factory.team();
    const db = t.database.db;
    await db.update(users).set({ managerId: supervisor.id }).where(eq(users.id, manager.id));
    const ids = await reportingLineIds(db, manager);
    expect(ids).toContain(supervisor.id);
    expect(ids).not.toContain(manager.id);
  });

  it('managerChainIds returns everyone above, up to the top', async () => {
    const { seniorManager, manager, supervisor, otherMember } = await t.factory.team();
    const db = t.database.db;
    expect((await managerChainIds(db, otherMember)).sort((a, b) => a - b)).toEqual(
      [seniorManager.id, manager.id, supervisor.id].sort((a, b) => a - b),
    );
    expect(await managerChainIds(db, seniorManager)).toEqual([]);
    expect(await managerChainIds(db, { id: otherMember.id, organizationId: 0 })).toEqual([]);
  });
});
