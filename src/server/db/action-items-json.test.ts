/**
 * `meetings.action_items_json` (migrations 0034 and 0041; docs/decisions/0025-list-statement-planned-once.md):
 * after every write of the API to a meeting's action items (scheduling it with items, editing
 * its lines as organiser and as participant, setting an item's status, removing every item,
 * cancelling the meeting) each meeting's column equals the array built afresh from its items,
 * and GET /api/meetings, which reads the column, shows the new state. PGlite always,
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Meeting, MeetingsPage } from '@/shared/schemas/meeting';
import { databaseKinds, useTestApp } from '../test/harness';
import { formBody, signedInTeam } from '../test/support/meetings-test-helpers';
import { actionItems, meetings } from './schema';
import { isoTimestampSql } from './iso-timestamp';

/** One item of the column, as an object, its timestamps as `toISOString` text. */
interface StoredItem {
  id: number;
  description: string;
  status: string;
  stuckReason: string | null;
  completedAt: string | null;
  stuckAt: string | null;
}

const pending = (id: number, description: string): StoredItem => ({
  id,
  description,
  status: 'pending',
  stuckReason: null,
  completedAt: null,
  stuckAt: null,
});

describe.each(databaseKinds())('meetings.action_items_json on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => t.clock.reset());

  /** How many meetings' column differs (as text) from the array built now from their items. */
  async function mismatches(): Promise<number> {
    const result = (await t.database.db.execute(sql`
      select count(*)::int as n from meetings m
      where m.action_items_json::text is distinct from (
        select json_agg(json_build_array(a.id, a.description, a.status, a.stuck_reason,
          ${isoTimestampSql(sql`a.completed_at`)}, ${isoTimestampSql(sql`a.stuck_at`)},
          a.owner_id, to_char(a.due_date, 'YYYY-MM-DD'))
          order by a.position, a.id)::text
        from action_items a where a.meeting_id = m.id)`)) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  }

  /** The column of meeting `id` as objects; null when it has no items, undefined when gone. */
  async function stored(id: number): Promise<StoredItem[] | null | undefined> {
    const [row] = await t.database.db
      .select({ json: meetings.actionItemsJson })
      .from(meetings)
      .where(eq(meetings.id, id));
    if (!row) return undefined;
    return (
      row.json?.map(([itemId, description, status, stuckReason, completedAt, stuckAt]) => ({
        id: itemId,
        description,
        status,
        stuckReason,
        completedAt,
        stuckAt,
      })) ?? null
    );
  }

  /** Every meeting's column equals its items, and meeting `id`'s holds `expected`. */
  async function expectStored(id: number, expected: StoredItem[] | null | undefined) {
    expect(await mismatches()).toBe(0);
    expect(await stored(id)).toEqual(expected);
  }

  it('equals the items after each write of the API, and the list shows it', async () => {
    t.clock.set(new Date('2029-05-05T08:00:00Z'));
    const w = await signedInTeam(t);
    const schedule = async (lines: string) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/meetings',
        cookie: w.as.manager,
        payload: { meeting: formBody(w.member.id, { actionItems: lines }) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Meeting>();
    };
    const meeting = await schedule('Write plan\nReview PR\nBook room');
    const [plan, review, room] = meeting.actionItemIds as [number, number, number];
    await expectStored(meeting.id, [
      pending(plan, 'Write plan'),
      pending(review, 'Review PR'),
      pending(room, 'Book room'),
    ]);
    // Another meeting of the pair, never written again: its column stays as it was.
    const bystander = await schedule('Other item');
    const bystanderItems = [pending(bystander.actionItemIds[0]!, 'Other item')];
    await expectStored(bystander.id, bystanderItems);

    const edit = async (lines: string[]) => {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/meetings/${meeting.id}`,
        cookie: w.as.manager,
        payload: { actionItems: lines },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Meeting>().actionItemIds;
    };
    // Reordered: each item keeps its id, only positions change (updates alone).
    expect(await edit(['Book room', 'Write plan', 'Review PR'])).toEqual([room, plan, review]);
    await expectStored(meeting.id, [
      pending(room, 'Book room'),
      pending(plan, 'Write plan'),
      pending(review, 'Review PR'),
    ]);
    // A description edited: a new item takes that line (a delete and an insert).
    const [, rewritten] = await edit(['Book room', 'Write the plan', 'Review PR']);
    expect(rewritten).not.toBe(plan);
    await expectStored(meeting.id, [
      pending(room, 'Book room'),
      pending(rewritten!, 'Write the plan'),
      pending(review, 'Review PR'),
    ]);
    // The last one removed (a delete alone).
    expect(await edit(['Book room', 'Write the plan'])).toEqual([room, rewritten]);
    await expectStored(meeting.id, [
      pending(room, 'Book room'),
      pending(rewritten!, 'Write the plan'),
    ]);
    // One added (an insert alone).
    const [, , added] = await edit(['Book room', 'Write the plan', 'Call vendor']);
    await expectStored(meeting.id, [
      pending(room, 'Book room'),
      pending(rewritten!, 'Write the plan'),
      pending(added!, 'Call vendor'),
    ]);
    // The participant's edit (PUT): moved and added lines.
    const put = await t.request({
      method: 'PUT',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.member,
      payload: {
        date: meeting.date,
        startTime: meeting.startTime,
        agenda: 'Goals',
        actionItems: ['Call vendor', 'Book room', 'Write the plan', 'Ask HR'],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const asked = put.json<Meeting>().actionItemIds[3]!;
    expect(put.json<Meeting>().actionItemIds).toEqual([added, room, rewritten, asked]);
    await expectStored(meeting.id, [
      pending(added!, 'Call vendor'),
      pending(room, 'Book room'),
      pending(rewritten!, 'Write the plan'),
      pending(asked, 'Ask HR'),
    ]);

    const setStatus = async (index: number, payload: object) => {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/meetings/${meeting.id}/action-items/${index}`,
        cookie: w.as.member,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    /** The meeting as the manager's first page of GET /api/meetings lists it. */
    const listed = async () => {
      const res = await t.request({
        method: 'GET',
        url: '/api/meetings?cursor=',
        cookie: w.as.manager,
      });
      expect(res.statusCode, res.body).toBe(200);
      const found = res.json<MeetingsPage>().items.find((m) => m.id === meeting.id);
      expect(found).toBeDefined();
      return found!;
    };
    // Stuck with a reason, then completed: the item's status fields, in the column and listed.
    t.clock.set(new Date('2029-05-05T08:10:00.123Z'));
    await setStatus(1, { status: 'stuck', stuckReason: ' Waiting on IT ' });
    const stuck = {
      status: 'stuck',
      stuckReason: 'Waiting on IT',
      completedAt: null,
      stuckAt: '2029-05-05T08:10:00.123Z',
    };
    await expectStored(meeting.id, [
      pending(added!, 'Call vendor'),
      { id: room, description: 'Book room', ...stuck },
      pending(rewritten!, 'Write the plan'),
      pending(asked, 'Ask HR'),
    ]);
    // The meeting presents only the fields that hold a value (docs/api.md, actionItemsStatus).
    const { completedAt: _noCompletion, ...listedStuck } = stuck;
    expect((await listed()).actionItemsStatus['1']).toEqual(listedStuck);

    t.clock.set(new Date('2029-05-05T08:20:00Z'));
    await setStatus(1, { status: 'completed' });
    const completed = {
      status: 'completed',
      stuckReason: null,
      completedAt: '2029-05-05T08:20:00.000Z',
      stuckAt: null,
    };
    await expectStored(meeting.id, [
      pending(added!, 'Call vendor'),
      { id: room, description: 'Book room', ...completed },
      pending(rewritten!, 'Write the plan'),
      pending(asked, 'Ask HR'),
    ]);
    const afterStatus = await listed();
    expect(afterStatus.actionItemsStatus['1']).toEqual({
      status: 'completed',
      completedAt: '2029-05-05T08:20:00.000Z',
    });
    expect(afterStatus.actionItemsStatus['0']).toMatchObject({ status: 'pending' });
    // The list (the column) and the meeting's own page (the items) agree on every item.
    const detail = await t.request({
      method: 'GET',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.manager,
    });
    const { actionItems: lines, actionItemIds, actionItemsStatus } = detail.json<Meeting>();
    expect(afterStatus).toMatchObject({ actionItems: lines, actionItemIds, actionItemsStatus });

    // Every item removed: the column is null, the list shows none.
    expect(await edit([])).toEqual([]);
    await expectStored(meeting.id, null);
    expect(await listed()).toMatchObject({
      actionItems: [],
      actionItemIds: [],
      actionItemsStatus: {},
    });

    // Cancelled with items again: the meeting and its items go (the items by the cascade).
    const [last] = await edit(['Last one']);
    await expectStored(meeting.id, [pending(last!, 'Last one')]);
    const cancelled = await t.request({
      method: 'DELETE',
      url: `/api/meetings/${meeting.id}`,
      cookie: w.as.manager,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectStored(meeting.id, undefined);
    expect(
      await t.database.db.select().from(actionItems).where(eq(actionItems.meetingId, meeting.id)),
    ).toEqual([]);
    await expectStored(bystander.id, bystanderItems);
  });

  it('equals the items after parallel status updates of one meeting', async () => {
    const w = await signedInTeam(t);
    const meeting = await t.factory.meeting(
      { managerId: w.manager.id, teamMemberId: w.member.id },
      ['A', 'B', 'C', 'D', 'E', 'F'],
    );
    const statuses = ['completed', 'stuck', 'pending', 'completed', 'stuck', 'completed'];
    const answers = await Promise.all(
      statuses.map((status, index) =>
        t.request({
          method: 'PATCH',
          url: `/api/meetings/${meeting.id}/action-items/${index}`,
          cookie: index % 2 ? w.as.manager : w.as.member,
          payload: { status },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(statuses.map(() => 200));
    expect(await mismatches()).toBe(0);
    expect((await stored(meeting.id))?.map((item) => item.status)).toEqual(statuses);
  });
});
