/**
 * What the weekly digest says (docs/decisions/0019-reminders-digests.md) and its component
 * (`DigestMail`, decision 35). Item
 * states are product rule 8's (`actionItemStateOf`, `isOverdueActionItem` in
 * src/shared/domain/figures.ts), read on the person's local `today`.
 */
import { sql } from 'drizzle-orm';
import { addDays, formatDisplayDate } from '@/shared/domain/dates';
import { actionItemStateOf, isOverdueActionItem } from '@/shared/domain/figures';
import type { DbOrTx } from '../../db/client';
import { displayName } from '../mail/ics';
import { ItemList, LinkLine, Paragraph, SectionHeading } from '../mail/components';

/** A person without a 1:1 for this many days is named in their manager's digest. */
export const NO_ONE_ON_ONE_DAYS = 30;
/** Lines per list at most; the rest is counted (`… and 3 more`). */
export const DIGEST_LIST_MAX = 20;

/** One open item as the digest lists it. */
export interface DigestItem {
  description: string;
  meetingId: number;
  meetingDate: string;
  /** The team member, for the team's stuck items. */
  owner?: string;
  /** `yyyy-MM-dd` or null (decision 32). */
  dueDate: string | null;
}

/** The lists of one digest; all empty: no digest. */
export interface DigestContent {
  overdue: DigestItem[];
  /** Open, not stuck, due from today to 6 days later (decision 32). */
  dueThisWeek: DigestItem[];
  stuck: DigestItem[];
  pending: DigestItem[];
  teamStuck: DigestItem[];
  withoutOneOnOne: string[];
}

interface ItemRow {
  description: string;
  status: string;
  stuck_reason: string | null;
  due_date: string | null;
  meeting_id: number;
  meeting_date: string;
  meeting_status: string;
  first_name: string | null;
  last_name: string | null;
  username: string;
  email: string;
}

/** Open items (not completed, or with a stuck reason) of the 1:1s whose team member matches. */
async function openItems(db: DbOrTx, memberFilter: ReturnType<typeof sql>): Promise<ItemRow[]> {
  const result = (await db.execute(sql`
    select a.description, a.status, a.stuck_reason, to_char(a.due_date, 'YYYY-MM-DD') as due_date,
      m.id as meeting_id,
      to_char(m.date, 'YYYY-MM-DD') as meeting_date, m.status as meeting_status,
      u.first_name, u.last_name, u.username, u.email
    from action_items a
    join meetings m on m.id = a.meeting_id
    join users u on u.id = m.team_member_id
    where ${memberFilter} and (a.status <> 'completed' or a.stuck_reason is not null)
    order by a.due_date nulls last, m.date, m.start_time, m.id, a.position, a.id`)) as unknown as {
    rows: ItemRow[];
  };
  return result.rows;
}

const itemOf = (r: ItemRow, owner = false): DigestItem => ({
  description: r.description,
  meetingId: Number(r.meeting_id),
  meetingDate: r.meeting_date,
  dueDate: r.due_date,
  ...(owner
    ? {
        owner: displayName({
          firstName: r.first_name,
          lastName: r.last_name,
          username: r.username,
          email: r.email,
        }),
      }
    : {}),
});

/**
 * The digest of `userId` on their local date `today` (`yyyy-MM-dd`): the open items they own
 * (decision 32) split into stuck, else overdue (figures.ts), else due in the coming week (today
 * to 6 days later), else pending; for their active direct
 * reports, the stuck items and the people without a 1:1 (any status) dated in the last 30 days
 * up to `today`, among those who joined more than 30 days ago (a newcomer has not gone 30 days
 * without one).
 */
export async function digestContent(
  db: DbOrTx,
  userId: number,
  today: string,
): Promise<DigestContent> {
  const content: DigestContent = {
    overdue: [],
    dueThisWeek: [],
    stuck: [],
    pending: [],
    teamStuck: [],
    withoutOneOnOne: [],
  };
  const weekEnd = addDays(today, 6);
  for (const r of await openItems(db, sql`a.owner_id = ${userId}`)) {
    const item = { status: r.status, stuckReason: r.stuck_reason };
    const overdue = isOverdueActionItem(
      {
        ...item,
        meetingStatus: r.meeting_status,
        meetingDate: r.meeting_date,
        dueDate: r.due_date,
      },
      today,
    );
    const dueSoon = r.due_date !== null && r.due_date >= today && r.due_date <= weekEnd;
    const list =
      actionItemStateOf(item) === 'stuck'
        ? 'stuck'
        : overdue
          ? 'overdue'
          : dueSoon
            ? 'dueThisWeek'
            : 'pending';
    content[list].push(itemOf(r));
  }
  const team = sql`m.team_member_id in (select id from users where manager_id = ${userId} and is_active)`;
  for (const r of await openItems(db, team)) {
    if (actionItemStateOf({ status: r.status, stuckReason: r.stuck_reason }) === 'stuck') {
      content.teamStuck.push(itemOf(r, true));
    }
  }
  const since = addDays(today, -NO_ONE_ON_ONE_DAYS);
  const quiet = (await db.execute(sql`
    select r.first_name, r.last_name, r.username, r.email from users r
    where r.manager_id = ${userId} and r.is_active and r.created_at < ${since}::date
      and not exists (
      select 1 from meetings m where m.team_member_id = r.id
        and m.date between ${since}::date and ${today}::date)
    order by r.last_name, r.first_name, r.id`)) as unknown as {
    rows: {
      first_name: string | null;
      last_name: string | null;
      username: string;
      email: string;
    }[];
  };
  content.withoutOneOnOne = quiet.rows.map((r) =>
    displayName({
      firstName: r.first_name,
      lastName: r.last_name,
      username: r.username,
      email: r.email,
    }),
  );
  return content;
}

/** True when the digest has nothing to say (it is then not sent). */
export function isEmptyDigest(c: DigestContent): boolean {
  return (
    c.overdue.length +
      c.dueThisWeek.length +
      c.stuck.length +
      c.pending.length +
      c.teamStuck.length ===
      0 && c.withoutOneOnOne.length === 0
  );
}

/** One list of the digest, counted: its first `DIGEST_LIST_MAX` lines, then `… and N more`. */
function DigestSection({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  const shown = lines.slice(0, DIGEST_LIST_MAX);
  const more = lines.length - shown.length;
  return (
    <>
      <SectionHeading>{`${title} (${lines.length})`}</SectionHeading>
      <ItemList entries={shown} />
      {more > 0 ? <Paragraph>{`… and ${more} more`}</Paragraph> : null}
    </>
  );
}

const line = (i: DigestItem) =>
  `${i.owner ? `${i.owner}: ` : ''}${i.description} (${
    i.dueDate ? `due ${formatDisplayDate(i.dueDate)}, ` : ''
  }1:1 of ${formatDisplayDate(i.meetingDate)})`;

/** The digest's body (after the greeting): one section per non-empty list, then a link to the app. */
export function DigestMail({ content: c, appUrl }: { content: DigestContent; appUrl: string }) {
  return (
    <>
      <Paragraph>Here is where your action items and 1:1s stand this week.</Paragraph>
      <DigestSection title="Overdue action items" lines={c.overdue.map(line)} />
      <DigestSection title="Due in the coming week" lines={c.dueThisWeek.map(line)} />
      <DigestSection title="Stuck action items" lines={c.stuck.map(line)} />
      <DigestSection title="Pending action items" lines={c.pending.map(line)} />
      <DigestSection title="Your team's stuck action items" lines={c.teamStuck.map(line)} />
      <DigestSection
        title={`No 1:1 in the last ${NO_ONE_ON_ONE_DAYS} days`}
        lines={c.withoutOneOnOne}
      />
      <LinkLine label="Open Cadence:" href={new URL('/', appUrl).toString()} />
    </>
  );
}
