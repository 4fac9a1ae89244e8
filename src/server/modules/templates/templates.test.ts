/**
 * 1:1 templates (decision 13): built-in ones for everyone, managers' own visible to the whole
 * organisation and changed by their author or a senior manager; scheduling with one adds its
 * talking points authored by the manager.
 */
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { MeetingTemplate } from '@/shared/schemas/meeting-template';
import { databaseKinds, useTestApp } from '../../test/harness';
import { talkingPoints } from '../../db/schema';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';
import { BUILT_IN_TEMPLATES } from './built-in-templates';

describe.each(databaseKinds())('1:1 templates on %s', (kind) => {
  const t = useTestApp(kind);
  const list = async (cookie: string) =>
    (
      await t.request({ method: 'GET', url: '/api/meeting-templates', cookie })
    ).json() as MeetingTemplate[];
  const create = (cookie: string, payload: object) =>
    t.request({ method: 'POST', url: '/api/meeting-templates', cookie, payload });
  const patch = (cookie: string, id: number, payload: object) =>
    t.request({ method: 'PATCH', url: `/api/meeting-templates/${id}`, cookie, payload });
  const del = (cookie: string, id: number) =>
    t.request({ method: 'DELETE', url: `/api/meeting-templates/${id}`, cookie });

  it('ships the four built-in templates to everyone, read-only', async () => {
    const w = await signedInTeam(t);
    const builtIn = (await list(w.as.member)).filter((x) => x.builtIn);
    expect(builtIn.map((x) => x.name).sort()).toEqual([
      'Career conversation',
      'New hire 30/60/90',
      'Quarterly review',
      'Weekly check-in',
    ]);
    expect(builtIn.every((x) => x.talkingPoints.length >= 4)).toBe(true);
    expect((await patch(w.as.seniorManager, builtIn[0]!.id, { name: 'Mine' })).statusCode).toBe(
      403,
    );
    expect((await del(w.as.seniorManager, builtIn[0]!.id)).statusCode).toBe(403);
    expect(BUILT_IN_TEMPLATES).toHaveLength(4);
  });

  it('managers create; the organisation reads; author or senior manager change; others 403/404', async () => {
    const w = await signedInTeam(t);
    const foreign = await signedInTeam(t);
    expect((await create(w.as.member, { name: 'Nope', talkingPoints: [] })).statusCode).toBe(403);
    const res = await create(w.as.manager, {
      name: ' Retro ',
      talkingPoints: ['Wins', '<b>Risks</b>'],
    });
    expect(res.statusCode).toBe(201);
    const mine = res.json() as MeetingTemplate;
    expect(mine).toMatchObject({
      name: 'Retro',
      talkingPoints: ['Wins', 'Risks'],
      builtIn: false,
      authorId: w.manager.id,
    });
    expect((await list(w.as.member)).map((x) => x.id)).toContain(mine.id);
    expect((await list(foreign.as.seniorManager)).map((x) => x.id)).not.toContain(mine.id);
    expect((await patch(w.as.supervisor, mine.id, { name: 'Theirs' })).statusCode).toBe(403);
    expect((await patch(w.as.member, mine.id, { name: 'Theirs' })).statusCode).toBe(403);
    expect((await patch(foreign.as.seniorManager, mine.id, { name: 'Theirs' })).statusCode).toBe(
      404,
    );
    expect((await del(foreign.as.manager, mine.id)).statusCode).toBe(404);
    expect(
      (await patch(w.as.manager, mine.id, { talkingPoints: ['Only one'] })).json().talkingPoints,
    ).toEqual(['Only one']);
    expect((await patch(w.as.seniorManager, mine.id, { name: 'Renamed' })).json().name).toBe(
      'Renamed',
    );
    for (const bad of [
      { name: '' },
      { name: 'x'.repeat(101) },
      { talkingPoints: [''] },
      { talkingPoints: ['x'.repeat(501)] },
    ]) {
      expect((await patch(w.as.manager, mine.id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await list(w.as.manager)).find((x) => x.id === mine.id)!.name).toBe('Renamed');
    expect((await del(w.as.seniorManager, mine.id)).statusCode).toBe(200);
    expect((await list(w.as.manager)).map((x) => x.id)).not.toContain(mine.id);
  });

  it('scheduling with a template adds its points authored by the manager', async () => {
    const w = await signedInTeam(t);
    const foreign = await signedInTeam(t);
    const weekly = (await list(w.as.manager)).find((x) => x.name === 'Weekly check-in')!;
    const res = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.seniorManager,
      payload: {
        meeting: { ...formBody(w.member.id), managerId: w.manager.id, templateId: weekly.id },
      },
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(talkingPoints)
      .where(eq(talkingPoints.meetingId, res.json().id))
      .orderBy(asc(talkingPoints.position));
    expect(rows.map((r) => r.text)).toEqual(weekly.talkingPoints);
    expect(new Set(rows.map((r) => r.authorId))).toEqual(new Set([w.manager.id]));
    // Another organisation's template: 400 on templateId, nothing scheduled.
    const theirs = (
      await create(foreign.as.manager, { name: 'Theirs', talkingPoints: ['X'] })
    ).json() as MeetingTemplate;
    const refused = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: { meeting: { ...formBody(w.member.id), templateId: theirs.id } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.templateId).toEqual(['Template not found']);
  });
});
