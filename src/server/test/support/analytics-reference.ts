/**
 * Test support: a pseudo-random organisation (deterministic per seed) and the reference figures
 * of each analytics page computed in memory with the pure rules of src/shared/domain/metrics.ts,
 * item by item. The API tests compare the SQL aggregates against these.
 */
import { START_TIMES } from '@/shared/domain/constants';
import { addDays } from '@/shared/domain/dates';
import { completionRate, isThisMonth } from '@/shared/domain/metrics';
import {
  actionItemStateOf,
  isOverdueActionItem,
  isOverdueMeeting,
  isUpcomingMeeting,
} from '@/shared/domain/figures';
import type { UserRow } from '../../db/schema';
import type { TestApp } from '../harness';

export interface GenItem {
  id: number;
  description: string;
  status: string;
  stuckReason: string | null;
  /** `yyyy-MM-dd` or null (decision 32). */
  dueDate: string | null;
}
export interface GenMeeting {
  id: number;
  teamMemberId: number;
  status: string;
  date: string;
  startTime: string;
  duration: number;
  updatedAt: Date;
  items: GenItem[];
}

/** Mulberry32: a small deterministic generator in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Seeds `count` meetings between random people of `people` (as team member) led by `leader`,
 * dated 2026-01-01 + 0..119 days, with 0–4 items in random states. Returns what was written.
 */
export async function seedRandomMeetings(
  t: TestApp,
  rand: () => number,
  people: UserRow[],
  leader: UserRow,
  count: number,
): Promise<GenMeeting[]> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const out: GenMeeting[] = [];
  for (let i = 0; i < count; i++) {
    const member = pick(people);
    const itemSpecs = Array.from({ length: Math.floor(rand() * 5) }, (_, k) => {
      const status = pick(['pending', 'completed', 'stuck', 'pending']);
      const stuckReason = rand() < 0.15 ? 'reason' : null;
      return { description: `item ${i}.${k}`, status, stuckReason };
    });
    const values = {
      managerId: leader.id,
      teamMemberId: member.id,
      status: pick(['scheduled', 'in_progress', 'completed']),
      date: addDays('2026-01-01', Math.floor(rand() * 120)),
      startTime: pick(START_TIMES),
      duration: 15 + Math.floor(rand() * 166),
      updatedAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(rand() * 1e10)),
    };
    const row = await t.factory.meeting(values, itemSpecs);
    const items = await t.database.db.query.actionItems.findMany({
      where: (a, { eq }) => eq(a.meetingId, row.id),
      orderBy: (a, { asc }) => [asc(a.position)],
    });
    out.push({
      ...values,
      id: row.id,
      items: items.map((it) => ({
        id: it.id,
        description: it.description,
        status: it.status,
        stuckReason: it.stuckReason,
        dueDate: it.dueDate,
      })),
    });
  }
  return out;
}

/** Per-member figures computed item by item with the pure rules. */
export function referenceFor(memberId: number, meetings: readonly GenMeeting[], today: string) {
  const mine = meetings.filter((m) => m.teamMemberId === memberId);
  const items = mine.flatMap((m) =>
    m.items.map((it) => ({ ...it, meetingStatus: m.status, meetingDate: m.date, meeting: m })),
  );
  const total = mine.length;
  const completed = mine.filter((m) => m.status === 'completed').length;
  const inState = (state: string) => items.filter((i) => actionItemStateOf(i) === state);
  const itemsCompleted = inState('completed');
  const overdueMeetings = mine.filter((m) => isOverdueMeeting(m, today));
  const overdueItems = items.filter((i) => isOverdueActionItem(i, today));
  return {
    total,
    completed,
    inProgress: mine.filter((m) => m.status === 'in_progress').length,
    scheduled: mine.filter((m) => m.status === 'scheduled').length,
    upcoming: mine.filter((m) => isUpcomingMeeting(m, today)).length,
    thisMonth: mine.filter((m) => isThisMonth(m.date, today)).length,
    minutes: mine.reduce((acc, m) => acc + m.duration, 0),
    completionRate: completionRate(completed, total),
    itemTotal: items.length,
    itemsCompleted: itemsCompleted.length,
    itemsPending: inState('pending').length,
    itemsStuck: inState('stuck').length,
    /** Open items (pending or stuck): the Action Items Overview's list. */
    pendingItemIds: items.filter((i) => actionItemStateOf(i) !== 'completed').map((i) => i.id),
    overdueMeetingIds: overdueMeetings.map((m) => m.id),
    overdueItemIds: overdueItems.map((i) => i.id),
    recentActivityIds: [...mine]
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id)
      .slice(0, 3)
      .map((m) => m.id),
    recentMeetingIds: [...mine]
      .sort(
        (a, b) =>
          b.date.localeCompare(a.date) || b.startTime.localeCompare(a.startTime) || b.id - a.id,
      )
      .slice(0, 5)
      .map((m) => m.id),
  };
}
