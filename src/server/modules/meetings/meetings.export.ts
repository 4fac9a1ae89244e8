/**
 * The `oneOnOnes` section of a person's data export (modules/privacy/registry.ts): every 1:1
 * they took part in (as team member or manager), with the shared notes, the agenda and the
 * action items, oldest first. The other participant is named, never their e-mail.
 */
import { asc, eq, inArray, or } from 'drizzle-orm';
import { actionItems, meetings, users } from '../../db/schema';
import type { ExportSection } from '../privacy/registry';
import { fullName } from '../users/users.presenter';

export const oneOnOnesExportSection: ExportSection = {
  name: 'oneOnOnes',
  async collect({ db, user }) {
    const rows = await db
      .select()
      .from(meetings)
      .where(or(eq(meetings.teamMemberId, user.id), eq(meetings.managerId, user.id)))
      .orderBy(asc(meetings.date), asc(meetings.startTime), asc(meetings.id));
    if (rows.length === 0) return [];
    const others = [...new Set(rows.flatMap((m) => [m.teamMemberId, m.managerId]))];
    const people = new Map(
      (await db.select().from(users).where(inArray(users.id, others))).map((u) => [u.id, u]),
    );
    const items = await db
      .select()
      .from(actionItems)
      .where(
        inArray(
          actionItems.meetingId,
          rows.map((m) => m.id),
        ),
      )
      .orderBy(asc(actionItems.meetingId), asc(actionItems.position));
    return rows.map((m) => {
      const otherId = m.teamMemberId === user.id ? m.managerId : m.teamMemberId;
      const other = people.get(otherId);
      return {
        id: m.id,
        title: m.title,
        yourRole: m.teamMemberId === user.id ? 'team member' : 'manager',
        with: other ? fullName(other) : null,
        date: m.date,
        startTime: m.startTime,
        timezone: m.timezone,
        durationMinutes: m.duration,
        status: m.status,
        agenda: m.agenda,
        sharedNotes: m.notes,
        actionItems: items
          .filter((i) => i.meetingId === m.id)
          .map((i) => ({
            description: i.description,
            status: i.status,
            stuckReason: i.stuckReason,
            completedAt: i.completedAt?.toISOString() ?? null,
          })),
      };
    });
  },
};
