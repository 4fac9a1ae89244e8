/**
 * Team Member Progress paging and search (spec 2.10; `search`, `limit`, `offset`): pages by name
 * concatenate to the whole list, the search runs on the server over username and e-mail (LIKE
 * characters taken literally), `membersTotal` counts the matching members and the summary cards
 * count every member whatever the search and the page.
 */
import { describe, expect, it } from 'vitest';
import type { TeamProgressResponse } from '@/shared/schemas/analytics';
import { databaseKinds, useTestApp } from '../../test/harness';
import { getJson, NOW, seedKnownOrganisation } from '../../test/support/analytics-fixtures';

const ALL_OF_MAYA = {
  members: 3,
  actionItems: 9,
  pendingActionItems: 5,
  stuckActionItems: 2,
  membersWithPending: 2,
};

describe.each(databaseKinds())('team progress paging and search on %s', (kind) => {
  const t = useTestApp(kind);

  async function seeded() {
    t.clock.set(NOW);
    return seedKnownOrganisation(t);
  }

  const progress = (cookie: string, q: string) =>
    getJson<TeamProgressResponse>(t, `/api/analytics/progress?${q}`, cookie);

  it('pages by name with the figures of each member and the totals of everyone', async () => {
    const o = await seeded();
    const first = await progress(o.as.manager, 'limit=2');
    const second = await progress(o.as.manager, 'limit=2&offset=2');
    const past = await progress(o.as.manager, 'limit=2&offset=9');
    expect(first.members.map((m) => m.firstName)).toEqual(['Omar', 'Sol']);
    expect(second.members.map((m) => m.firstName)).toEqual(['Tia']);
    expect(past.members).toEqual([]);
    for (const p of [first, second, past]) {
      expect(p.membersTotal).toBe(3);
      expect(p.totals).toEqual(ALL_OF_MAYA);
    }
    expect(second.members[0]).toMatchObject({
      id: o.member.id,
      totalMeetings: 4,
      completionRate: 25,
      upcomingMeetings: 1,
      totalActionItems: 8,
      completedActionItems: 2,
      pendingActionItems: 4,
      stuckActionItems: 2,
    });
    expect(second.members[0]!.recentActivity.map((a) => a.title)).toEqual(['M1', 'M3', 'M2']);
  });

  it('searches username or e-mail on the server, case-insensitive; totals stay everyone', async () => {
    const o = await seeded();
    const byEmail = await progress(
      o.as.manager,
      `search=${encodeURIComponent(o.member.email.toUpperCase())}`,
    );
    expect(byEmail.members.map((m) => m.id)).toEqual([o.member.id]);
    expect(byEmail.membersTotal).toBe(1);
    expect(byEmail.totals).toEqual(ALL_OF_MAYA);
    const byUsername = await progress(o.as.manager, `search=${o.otherMember.username.slice(2)}`);
    expect(byUsername.members.map((m) => m.id)).toEqual([o.otherMember.id]);
    // Names are not searched (spec 2.10: username or e-mail).
    expect((await progress(o.as.manager, 'search=Tia')).membersTotal).toBe(0);
    // Another organisation's or line's people never match.
    const foreign = await progress(o.as.manager, `search=${o.uma.email}`);
    expect(foreign).toMatchObject({ members: [], membersTotal: 0, totals: ALL_OF_MAYA });
    for (const literal of ['%', '_', '\\']) {
      const none = await progress(o.as.manager, `search=${encodeURIComponent(literal)}`);
      expect(none.membersTotal, literal).toBe(0);
    }
    const blank = await progress(o.as.manager, 'search=%20%20');
    expect(blank.membersTotal).toBe(3);
  });

  it('refuses bad paging and an over-long search with 400', async () => {
    const o = await seeded();
    for (const [q, message] of [
      ['limit=0', 'Limit must be at least 1'],
      ['limit=500', 'Limit must be at most 200'],
      ['offset=-3', 'Offset must be 0 or more'],
      [`search=${'a'.repeat(201)}`, 'Search must be at most 200 characters'],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: `/api/analytics/progress?${q}`,
        cookie: o.as.manager,
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });
});
