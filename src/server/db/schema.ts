/**
 * Drizzle schema (spec section 3), PostgreSQL dialect for PGlite and PostgreSQL alike.
 * Timestamps are `timestamptz` (UTC instants); meeting dates are local calendar dates
 * (`date`, read as `yyyy-MM-dd`) with local `HH:mm` start times in the meeting's timezone.
 * Action items are rows with a stable id and a position; the API presents them in the spec's
 * `actionItems` / `actionItemsStatus` shape.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { rateSql, scoreSql } from './metrics-sql';

/**
 * One action item in `meetings.action_items_json`: `[id, description, status, stuckReason,
 * completedAt, stuckAt, ownerId, dueDate]` (the last two since migration 0043), the timestamps as the API writes instants (`toISOString` text, from
 * db/iso-timestamp.ts's pattern), null when unset. An array, not an object: PostgreSQL builds
 * and stores it for less.
 */
export type ActionItemJson = [
  number,
  string,
  string,
  string | null,
  string | null,
  string | null,
  number,
  string | null,
];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    domain: text('domain').unique(),
    /** The user who created it; null only between the two inserts of sign-up. */
    createdById: integer('created_by_id'),
    /** Demo sandboxes are removed after `demoExpiresAt`. */
    isDemo: boolean('is_demo').notNull().default(false),
    demoExpiresAt: timestamp('demo_expires_at', { withTimezone: true, mode: 'date' }),
    /** Everyone must sign in with a second factor (set by a Senior Manager). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /**
     * The text search configuration of the organisation's search (decision 33): a PostgreSQL
     * configuration name (`english`, `simple` for no stemming, …), read as the accent-folding
     * copy `cadence_<name>` that migration 0047 creates; a name without one is refused by the
     * check. The `search_vector` columns of meetings, talking points and action items (kept by
     * triggers, not declared here) are built with it.
     */
    searchConfig: text('search_config').notNull().default('english'),
    ...timestamps,
  },
  (t) => [
    index('organizations_demo_expiry_idx')
      .on(t.demoExpiresAt)
      .where(sql`${t.isDemo}`),
    check('organizations_search_config_check', sql`${t.searchConfig} ~ '^[a-z_]{1,40}$'`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    jobTitle: text('job_title'),
    department: text('department'),
    company: text('company'),
    managerId: integer('manager_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    role: text('role').notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    profileImageUrl: text('profile_image_url'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** When the temporary password given at creation stops working (72 h). */
    temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', {
      withTimezone: true,
      mode: 'date',
    }),
    isDemo: boolean('is_demo').notNull().default(false),
    /** TOTP secret (RFC 6238), AES-256-GCM encrypted with SECRET_KEY; pending until enabled. */
    totpSecret: text('totp_secret'),
    /** When two-factor sign-in was confirmed; null = off. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true, mode: 'date' }),
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 (hex) of the unused single-use recovery codes. */
    recoveryCodeHashes: text('recovery_code_hashes').array(),
    /** Removed team members are deactivated, never deleted, so meeting history stays. */
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    /** The identity provider's id of the person (SCIM `externalId`, decision 36); null if none. */
    externalId: text('external_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    // SCIM's `externalId eq "…"` filter (decision 36), unique within an organisation.
    uniqueIndex('users_org_external_id_idx')
      .on(t.organizationId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    uniqueIndex('users_username_idx').on(t.username),
    index('users_org_role_idx').on(t.organizationId, t.role),
    index('users_manager_idx').on(t.managerId),
    // The people lists' keyset (modules/users/people-page.ts): first name, last name, id.
    index('users_org_name_idx')
      .on(
        t.organizationId,
        sql`lower(coalesce(${t.firstName}, ''))`,
        sql`lower(coalesce(${t.lastName}, ''))`,
        t.id,
      )
      .where(sql`${t.isActive}`),
    index('users_org_role_name_idx')
      .on(
        t.organizationId,
        t.role,
        sql`lower(coalesce(${t.firstName}, ''))`,
        sql`lower(coalesce(${t.lastName}, ''))`,
        t.id,
      )
      .where(sql`${t.isActive}`),
    // GET /api/managers's keyset (modules/users/people-lists.ts): the managing people only.
    index('users_org_managing_name_idx')
      .on(
        t.organizationId,
        sql`lower(coalesce(${t.firstName}, ''))`,
        sql`lower(coalesce(${t.lastName}, ''))`,
        t.id,
      )
      .where(sql`${t.isActive} and ${t.role} in ('Senior Manager', 'Manager', 'Supervisor')`),
  ],
);

/**
 * A series of 1:1s (docs/decisions/0011-series.md): the rule is stored once, as an RFC 5545
 * RRULE value with its local start (date, time) and IANA zone; its occurrences are rows of
 * `meetings` with `series_id` and `occurrence_date`, materialised up to `materialised_through`.
 */
export const meetingSeries = pgTable(
  'meeting_series',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamMemberId: integer('team_member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Canonical RRULE value (src/shared/domain/recurrence.ts), without "RRULE:". */
    rrule: text('rrule').notNull(),
    /** Local date of the first slot, and the local start time of every slot. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    duration: integer('duration').notNull(),
    timezone: text('timezone').notNull(),
    title: text('title'),
    agenda: text('agenda'),
    isZoomMeeting: boolean('is_zoom_meeting').notNull().default(false),
    zoomLink: text('zoom_link'),
    /** UID of the series' calendar event (every occurrence shares it; RECURRENCE-ID tells them apart). */
    icsUid: text('ics_uid').notNull(),
    /** SEQUENCE of the series' calendar event: rises at every change of the series or an occurrence. */
    version: integer('version').notNull().default(1),
    /** Local date of the series' last slot (COUNT, UNTIL or the 5-year limit). */
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    /** Occurrences exist (or are tombstoned) for every slot up to this local date. */
    materialisedThrough: date('materialised_through', { mode: 'string' }).notNull(),
    /** The series this one continues after a "this and following" edit. */
    previousSeriesId: integer('previous_series_id'),
    /**
     * The 1:1 template chosen when scheduling: its talking points are added to every occurrence
     * materialised while it exists (decision 13); null when none was chosen or it was deleted.
     */
    templateId: integer('template_id').references(() => meetingTemplates.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    index('meeting_series_org_idx').on(t.organizationId),
    index('meeting_series_due_idx').on(t.materialisedThrough),
  ],
);

/**
 * Tombstones: slots of a series whose occurrence was cancelled, so the window job never
 * recreates it and the calendar states it (EXDATE / a cancelled override).
 */
export const seriesCancellations = pgTable(
  'series_cancellations',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => meetingSeries.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.occurrenceDate] })],
);

export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamMemberId: integer('team_member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    duration: integer('duration').notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    isZoomMeeting: boolean('is_zoom_meeting').notNull().default(false),
    zoomLink: text('zoom_link'),
    agenda: text('agenda'),
    notes: text('notes'),
    status: text('status').notNull().default('scheduled'),
    /** Rises at every change; also the SEQUENCE of the calendar invitation. */
    version: integer('version').notNull().default(1),
    /** Stable UID of the calendar event (an occurrence: its series' UID). */
    icsUid: text('ics_uid').notNull(),
    /** The series this meeting is an occurrence of; null for a one-off. */
    seriesId: integer('series_id').references(() => meetingSeries.id, { onDelete: 'set null' }),
    /** The original local date of the slot (RECURRENCE-ID), even after the occurrence moved. */
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    /**
     * The meeting's action items as GET /api/meetings sends them, read there instead of
     * aggregating them per row (docs/decisions/0025-list-statement-planned-once.md): a JSON
     * array of `[id, description, status, stuck_reason, completed_at, stuck_at]` in the items'
     * order (position, id), timestamps as `toISOString` text (ActionItemJson); null when
     * the meeting has none. Kept equal to `action_items` by statement triggers in the
     * transaction of every write to it (migration 0034); never written by the application.
     */
    actionItemsJson: json('action_items_json').$type<ActionItemJson[]>(),
    ...timestamps,
  },
  (t) => [
    // One occurrence per slot, whichever instance materialises it (ON CONFLICT DO NOTHING).
    uniqueIndex('meetings_series_occurrence_idx').on(t.seriesId, t.occurrenceDate),
    // The organisation's meetings in the list's order (date, start time, id): a Senior Manager's
    // page reads its LIMIT rows and stops, instead of sorting the whole last day (docs/archive/performance-log.md,
    // Scale "Sixth pass"); its (organization, date) prefix serves the date windows as before.
    index('meetings_org_date_idx').on(t.organizationId, t.date, t.startTime, t.id),
    index('meetings_manager_date_idx').on(t.managerId, t.date),
    // A Senior Manager's GET /api/meetings/count?manager=: an index-only count of one manager's
    // meetings in the organisation (docs/archive/performance-log.md, "Scale").
    // It and meetings_team_member_date_idx end in the list's order (start time, id) too: a
    // reporting line's page read per person (access/scope.ts) takes each person's first rows
    // straight from the index, one plan at every size (docs/archive/performance-log.md, Scale "Sixth pass").
    index('meetings_org_manager_date_idx').on(
      t.organizationId,
      t.managerId,
      t.date,
      t.startTime,
      t.id,
    ),
    // A manager profile's cadence (directory.profile.ts): the manager's completed meetings of
    // the last 30 / 90 days and scheduled ones before today, each a range read index-only.
    index('meetings_org_manager_status_date_idx').on(
      t.organizationId,
      t.managerId,
      t.status,
      t.date,
    ),
    index('meetings_team_member_date_idx').on(t.teamMemberId, t.date, t.startTime, t.id),
    index('meetings_org_status_date_idx').on(t.organizationId, t.status, t.date),
    // The scheduled-notification scans (reminders: scheduled 1:1s of the next days; recaps:
    // completed 1:1s of the last days) across every organisation; decision 0019.
    index('meetings_status_date_idx').on(t.status, t.date),
    // Overdue meetings of a member, oldest first (Behind Schedule, spec 2.15): a third of the
    // rows of meetings_team_member_date_idx, already in the order the list wants.
    // The meetings of an organisation in a date window with their member and status, read
    // without the table (index-only): "this month" of Team Analytics, the meetings from today on
    // of Behind Schedule (docs/decisions/0021-member-figures.md).
    index('meetings_org_date_member_status_idx').on(
      t.organizationId,
      t.date,
      t.teamMemberId,
      t.status,
    ),
    // A member's last meetings by update time (Recent Activity, spec 2.10): LIMIT 3 per member.
    index('meetings_team_member_updated_idx').on(t.teamMemberId, t.updatedAt, t.id),
    // A line manager's count (GET /api/meetings/count): the meetings whose manager is in the
    // line but whose team member is not, with their status, read without the table; the rest
    // of the count is member_figures (docs/archive/performance-log.md, Scale "Dashboards").
    index('meetings_manager_org_member_status_idx').on(
      t.managerId,
      t.organizationId,
      t.teamMemberId,
      t.status,
    ),
    index('meetings_scheduled_member_date_idx')
      .on(t.teamMemberId, t.date)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

export const actionItems = pgTable(
  'action_items',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('pending'),
    stuckReason: text('stuck_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    stuckAt: timestamp('stuck_at', { withTimezone: true, mode: 'date' }),
    /**
     * Who owes the item (decision 32): one of its 1:1's two people, the team member unless
     * chosen otherwise. Follows the 1:1 when its manager or team member changes (a trigger of
     * migration 0043 moves the items the old person owned to the new one). An insert that
     * leaves it out gets the team member (a trigger of the same migration fills it in).
     */
    ownerId: integer('owner_id')
      .notNull()
      .default(sql`null`)
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Optional due date, a calendar date `yyyy-MM-dd` in the owner's zone (decision 32). */
    dueDate: date('due_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('action_items_meeting_position_idx').on(t.meetingId, t.position),
    index('action_items_status_idx').on(t.status, t.meetingId),
    // "What I owe" (GET /api/action-items): one person's items, soonest due first.
    index('action_items_owner_due_idx').on(t.ownerId, t.dueDate, t.id),
    // The due-reminder scan (modules/reminders/due-items.ts): items due in a window of days.
    index('action_items_due_idx')
      .on(t.dueDate, t.ownerId)
      .where(sql`${t.dueDate} is not null`),
  ],
);

/**
 * Pre-aggregated figures of one team member's 1:1s (docs/decisions/0021-member-figures.md): the
 * counts the analytics pages, the organisation summary and the meeting count read instead of
 * every meeting and item. Maintained by triggers in the transaction of every write to
 * `meetings` and `action_items` (migration 0015); one row per (member, organisation) that ever
 * had a meeting. Item states follow src/shared/domain/figures.ts (a stuck reason makes an item
 * stuck). `openItemsLive`: open items (pending or stuck) of meetings not completed.
 */
export const memberFigures = pgTable(
  'member_figures',
  {
    teamMemberId: integer('team_member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    meetings: integer('meetings').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    inProgress: integer('in_progress').notNull().default(0),
    scheduled: integer('scheduled').notNull().default(0),
    /** Sum of the meetings' durations, in minutes. */
    minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
    items: integer('items').notNull().default(0),
    itemsCompleted: integer('items_completed').notNull().default(0),
    itemsStuck: integer('items_stuck').notNull().default(0),
    openItemsLive: integer('open_items_live').notNull().default(0),
    /**
     * Scheduled meetings dated before the pivot day (`figures_pivot.day`); a read adds or
     * removes the meetings between the pivot and its own today (migration 0026).
     */
    scheduledBeforePivot: integer('scheduled_before_pivot').notNull().default(0),
    /** `meeting_open_items.open_items` of the rows dated before the pivot day (migration 0026). */
    openItemsBeforePivot: integer('open_items_before_pivot').notNull().default(0),
    /**
     * The member's name order keys, `lower(coalesce(first_name, ''))` and the same of
     * `last_name` from `users` (the pages' name order, analytics.member-pages.ts BY_NAME), kept
     * by triggers (migration 0037): set when the row is inserted, updated when the member's
     * name changes. They let an index list a whole organisation's members in a page's order.
     */
    firstKey: text('first_key').notNull().default(''),
    lastKey: text('last_key').notNull().default(''),
    /**
     * The member's meeting completion rate (0–100, completionRate of metrics.ts over `completed`
     * and `meetings`), generated by PostgreSQL (migration 0038): Team Analytics' completion
     * chart of a whole organisation walks an index on it.
     */
    completionRate: integer('completion_rate').generatedAlwaysAs(
      sql`(${rateSql(sql`"completed"`, sql`"meetings"`)})::integer`,
    ),
    /**
     * The member's performance score (0–100, performanceScore of metrics.ts over the meeting
     * and action-item completion rates), generated (migration 0038): Team Analytics' Top
     * Performer and Needs Support of a whole organisation walk an index on it.
     */
    score: integer('score').generatedAlwaysAs(
      sql`(${scoreSql(rateSql(sql`"completed"`, sql`"meetings"`), rateSql(sql`"items_completed"`, sql`"items"`))})::integer`,
    ),
    /**
     * scheduled_before_pivot + open_items_before_pivot, generated (migration 0038): Behind
     * Schedule of a whole organisation walks an index on it, most behind first.
     */
    behindBeforePivot: integer('behind_before_pivot').generatedAlwaysAs(
      sql`"scheduled_before_pivot" + "open_items_before_pivot"`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.teamMemberId, t.organizationId] }),
    index('member_figures_org_idx').on(t.organizationId),
    // The members with anything overdue before the pivot day (Behind Schedule of a whole
    // organisation, analytics.member-pages.ts): a tenth of the rows at the bench's 1 M.
    // The Action Items Overview of a whole organisation in its order: most open items first
    // (analytics.member-pages.ts), walked until the page is full.
    index('member_figures_open_items_idx')
      .on(
        t.organizationId,
        sql`(${t.items} - ${t.itemsCompleted}) desc`,
        t.firstKey,
        t.lastKey,
        t.teamMemberId,
      )
      .where(sql`${t.items} > 0`),
    // Behind Schedule of a whole organisation in its order before the day's correction (most
    // behind before the pivot day first, then by name), walked until the page is full.
    index('member_figures_behind_idx')
      .on(t.organizationId, sql`${t.behindBeforePivot} desc`, t.firstKey, t.lastKey, t.teamMemberId)
      .where(sql`${t.behindBeforePivot} > 0`),
    // Team Analytics of a whole organisation (analytics.team-figures.ts): the members with
    // meetings by score (Needs Support from the lowest, the Top Performer's score from the
    // highest) and by completion rate (the chart), then by name.
    index('member_figures_score_idx')
      .on(t.organizationId, t.score, t.firstKey, t.lastKey, t.teamMemberId)
      .where(sql`${t.meetings} > 0`),
    index('member_figures_rate_idx')
      .on(t.organizationId, t.completionRate, t.firstKey, t.lastKey, t.teamMemberId)
      .where(sql`${t.meetings} > 0`),
  ],
);

/**
 * The meetings of an organisation by status (docs/decisions/0021-member-figures.md, amendment
 * "Organisation figures"): the sums of its member_figures rows, split in 16 stripes by
 * `team_member_id % 16` so that concurrent writes for different members rarely wait on the
 * same row. Kept by a trigger on member_figures in the transaction of the write (migration
 * 0028); a stripe whose figures all fall to 0 is deleted (no foreign key: an organisation's
 * deletion leaves nothing behind). The organisation summary and a Senior Manager's meeting
 * count sum at most 16 rows instead of one per member.
 */
export const organizationFigures = pgTable(
  'organization_figures',
  {
    organizationId: integer('organization_id').notNull(),
    stripe: integer('stripe').notNull(),
    meetings: bigint('meetings', { mode: 'number' }).notNull().default(0),
    completed: bigint('completed', { mode: 'number' }).notNull().default(0),
    inProgress: bigint('in_progress', { mode: 'number' }).notNull().default(0),
    scheduled: bigint('scheduled', { mode: 'number' }).notNull().default(0),
    /** Action items of the members' meetings, in all and per state (migration 0032). */
    items: bigint('items', { mode: 'number' }).notNull().default(0),
    itemsCompleted: bigint('items_completed', { mode: 'number' }).notNull().default(0),
    itemsStuck: bigint('items_stuck', { mode: 'number' }).notNull().default(0),
    /** Members with at least one action item (member_figures rows with `items` > 0). */
    membersWithItems: bigint('members_with_items', { mode: 'number' }).notNull().default(0),
    /**
     * Members with at least one pending action item (member_figures rows with `items` −
     * `items_completed` − `items_stuck` > 0; migration 0036): Team Member Progress's card.
     */
    membersWithPending: bigint('members_with_pending', { mode: 'number' }).notNull().default(0),
    /** Sum of the members' meeting durations, in minutes (migration 0038). */
    minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
    /** Members with at least one meeting (member_figures rows with `meetings` > 0; 0038). */
    membersWithMeetings: bigint('members_with_meetings', { mode: 'number' }).notNull().default(0),
    /**
     * Sums of member_figures' "before the pivot" columns and the members with either above 0
     * (migration 0038): Behind Schedule's totals of a whole organisation, before the
     * correction of the days between the pivot and today (figures-pivot.ts).
     */
    scheduledBeforePivot: bigint('scheduled_before_pivot', { mode: 'number' }).notNull().default(0),
    openItemsBeforePivot: bigint('open_items_before_pivot', { mode: 'number' })
      .notNull()
      .default(0),
    membersBehindBeforePivot: bigint('members_behind_before_pivot', { mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.stripe] })],
);

/**
 * The pivot day of member_figures' "before the pivot" columns (docs/decisions/0021-member-figures.md,
 * amendment "Pivot day"): one row. Kept at or before the earliest "today" of the people's
 * timezones by the clean-up job (`advanceFiguresPivot`, modules/analytics/figures-pivot.ts),
 * which moves it and adds the meetings and open items of the days it passes in one transaction;
 * the triggers of migration 0026 take a share lock on the row before any figure they write.
 */
export const figuresPivot = pgTable(
  'figures_pivot',
  {
    id: boolean('id').primaryKey().default(true),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [check('figures_pivot_one_row', sql`${t.id}`)],
);

/**
 * Meetings per member and calendar month (docs/decisions/0021-member-figures.md, amendment
 * "Month figures and open items per meeting"): `month` is the first day of the month of
 * `meetings.date`. Kept by triggers on `meetings` in the transaction of the write (migration
 * 0020); a row whose count falls to 0 is deleted. Team Analytics' "this month" sums the rows of
 * one (organisation, month) instead of reading a month of meetings.
 */
export const memberMonthFigures = pgTable(
  'member_month_figures',
  {
    organizationId: integer('organization_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    teamMemberId: integer('team_member_id').notNull(),
    meetings: integer('meetings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month, t.teamMemberId] })],
);

/**
 * The meetings of an organisation per month (the first day of the month), the sums of its
 * member_month_figures rows split in 16 stripes by `team_member_id % 16` as organization_figures
 * is (docs/decisions/0021-member-figures.md, amendment "Scores and overdue figures"): kept by
 * the same trigger as member_month_figures (migration 0039); a stripe that falls to 0 is
 * deleted. Team Analytics of a whole organisation reads "this month" here.
 */
export const organizationMonthFigures = pgTable(
  'organization_month_figures',
  {
    organizationId: integer('organization_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    stripe: integer('stripe').notNull(),
    meetings: bigint('meetings', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month, t.stripe] })],
);

/**
 * The open items (pending or stuck, src/shared/domain/figures.ts) that can be overdue, per
 * meeting and the day they are overdue from (decision 32: an item's due date; without one, the
 * meeting's date, and then only while the meeting is not completed), with the meeting's
 * organisation and member copied (same amendment of decision 0021): kept by triggers on
 * `action_items` and `meetings` (migrations 0020 and 0043). Behind Schedule and the member figures read the open items of the meetings ahead of
 * today here instead of joining every such meeting to its items.
 */
export const meetingOpenItems = pgTable(
  'meeting_open_items',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull(),
    teamMemberId: integer('team_member_id').notNull(),
    /**
     * The day from which the counted items are overdue (decision 32): their due date, or for
     * items without one the meeting's date. One row per (meeting, day) since migration 0043.
     */
    date: date('date', { mode: 'string' }).notNull(),
    openItems: integer('open_items').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.date] }),
    index('meeting_open_items_org_date_idx').on(
      t.organizationId,
      t.date,
      t.teamMemberId,
      t.openItems,
    ),
    index('meeting_open_items_member_date_idx').on(t.teamMemberId, t.date, t.openItems),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    /** Random id that names the session in URLs (`/api/auth/sessions/{id}`); never the token. */
    publicId: text('public_id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent at sign-in (at most 300 characters), shown in the list. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Absolute expiry (12 h after creation). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    uniqueIndex('sessions_public_id_idx').on(t.publicId),
  ],
);

/**
 * Talking points of a 1:1 (decision 13): short plain text by either participant, in `position`
 * order, ticked `discussed`. A point not discussed on a past 1:1 is copied once to the pair's
 * next 1:1: the copy names its source (`carriedFromPointId`, unique, so concurrent carry-overs
 * copy once) and the source records where it went (`carriedToMeetingId`).
 */
export const talkingPoints = pgTable(
  'talking_points',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    discussed: boolean('discussed').notNull().default(false),
    /** The 1:1 (and its local date) this point was carried from; null unless carried. */
    carriedFromMeetingId: integer('carried_from_meeting_id'),
    carriedFromDate: date('carried_from_date', { mode: 'string' }),
    /** The point this one copies; unique: a point is carried at most once. */
    carriedFromPointId: integer('carried_from_point_id'),
    /** Set on the source once it has been carried (a deleted copy is not carried again). */
    carriedToMeetingId: integer('carried_to_meeting_id'),
    ...timestamps,
  },
  (t) => [
    index('talking_points_meeting_position_idx').on(t.meetingId, t.position),
    uniqueIndex('talking_points_carried_from_point_idx').on(t.carriedFromPointId),
  ],
);

/**
 * Private notes (promise 17, decision 13): one per participant and 1:1, AES-256-GCM sealed
 * under NOTES_KEY with the (meeting, author) pair as associated data. Never stored in clear.
 */
export const privateNotes = pgTable(
  'private_notes',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `v1.<iv>.<tag>.<ciphertext>` (src/server/http/secrets.ts `encryptText`). */
    sealedHtml: text('sealed_html').notNull(),
    /**
     * The note's blind index (decision 33): keyed HMACs of its words and their prefixes, never
     * the words (modules/search/blind-index.ts). Empty for notes saved before search existed.
     */
    searchTokens: text('search_tokens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('private_notes_meeting_author_idx').on(t.meetingId, t.authorId),
    index('private_notes_author_idx').on(t.authorId),
    index('private_notes_search_tokens_idx').using('gin', t.searchTokens),
  ],
);

/**
 * 1:1 templates: a name and talking points. Built-in ones have no organisation and a
 * `builtInKey` (upserted at start); the others belong to an organisation and their author.
 */
export const meetingTemplates = pgTable(
  'meeting_templates',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    builtInKey: text('built_in_key'),
    name: text('name').notNull(),
    talkingPoints: text('talking_points').array().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('meeting_templates_built_in_key_idx').on(t.builtInKey),
    index('meeting_templates_org_idx').on(t.organizationId),
  ],
);

/** "Was this 1:1 useful?": one rating (1–5) and optional comment per participant and 1:1. */
export const meetingFeedback = pgTable(
  'meeting_feedback',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    ...timestamps,
  },
  (t) => [uniqueIndex('meeting_feedback_meeting_author_idx').on(t.meetingId, t.authorId)],
);

/**
 * Personal calendar feeds (decision 12): one per user. The feed URL's token is
 * HMAC-SHA256(key, `tokenNonce`) with a key derived from SECRET_KEY (outside the database), so
 * the server can show the URL again while the database holds only the nonce and the token's
 * SHA-256 (`tokenHash`, looked up by its unique index). Rotating replaces both.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 256 random bits (base64url) the token is derived from. */
    tokenNonce: text('token_nonce').notNull(),
    /** SHA-256 (hex) of the URL's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash)],
);

/**
 * Counters of `rate-limiter-flexible` (its Drizzle store): one row per limiter key, the points
 * consumed and when they expire. Shared by every app instance on the database.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});

/**
 * Secrets the app generates for itself on first start (HMAC keys for signed cookies), written
 * once by whichever instance comes first (`INSERT … ON CONFLICT DO NOTHING`).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Transactional outbox of e-mail; a worker delivers it over SMTP with retries and backoff. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    meetingId: integer('meeting_id'),
    /** The recipient, when the mail is to a person of Cadence (preferences, one-click unsubscribe). */
    userId: integer('user_id'),
    /** What kind of message: meeting_scheduled, meeting_updated, meeting_cancelled, reminder, … */
    kind: text('kind').notNull(),
    /**
     * Names what the mail is about for scheduled mail (e.g. `reminder:<user>:<meeting>:<start>`,
     * `digest:<user>:<ISO week>`): unique, so two instances, a restart or a retried job queue it
     * once (INSERT … ON CONFLICT DO NOTHING). Null for mail caused by a change.
     */
    dedupeKey: text('dedupe_key'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** iCalendar text attached as text/calendar; method in `icsMethod` (REQUEST or CANCEL). */
    icsContent: text('ics_content'),
    icsMethod: text('ics_method'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_meeting_idx').on(t.meetingId),
    uniqueIndex('email_outbox_dedupe_key_idx').on(t.dedupeKey),
  ],
);

/**
 * Bearer tokens of SCIM provisioning (decision 36), one organisation each: 256 random bits shown
 * once, kept only as their SHA-256 (`tokenHash`, looked up by its unique index). Revoking deletes
 * the row.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** The Senior Manager who created it; null once they are gone. */
    createdById: integer('created_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The last request it authenticated (written at most once a minute). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('scim_tokens_token_hash_idx').on(t.tokenHash),
    index('scim_tokens_org_idx').on(t.organizationId),
  ],
);

/**
 * Single-use account links (invitation: 7 days; password reset: 1 hour; docs/decisions/0015-accounts.md,
 * promise 16). The link carries `<selector>.<verifier>`: the selector (128 random bits) finds the
 * row, the verifier (256 random bits) is kept only as its SHA-256 and compared in constant time.
 * One purpose per row; a new link of a purpose retires the person's earlier ones.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    selector: text('selector').notNull(),
    /** SHA-256 (hex) of the verifier; the verifier itself is never stored. */
    verifierHash: text('verifier_hash').notNull(),
    /**
     * `invitation`, `password_reset`, or a sign-in e-mail link (docs/decisions/0030-email-change.md):
     * `email_change` (confirm, mailed to the new address), `email_proposal` (a manager's proposal,
     * mailed to the current address), `email_undo` (mailed to the old address after a change).
     */
    purpose: text('purpose').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The address an e-mail link is about: the new one (`email_change`), the proposed one
     * (`email_proposal`), the old one to restore (`email_undo`); null for the other purposes.
     */
    email: text('email'),
    /** Who proposed the address (`email_proposal`); null otherwise or when they are gone. */
    requestedById: integer('requested_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('account_tokens_selector_idx').on(t.selector),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * In-app notifications (docs/decisions/0017-notifications.md): one row per recipient, written in
 * the transaction of the change that causes it. `dedupeKey` names the cause (e.g.
 * `meeting:42:v3:updated`), unique per recipient and kind, so a retried change never notifies
 * twice. `link` is an app path such as `/meeting/42`, or null when the thing is gone. Rows are
 * deleted `NOTIFICATION_RETENTION_DAYS` (90) after `createdAt` by the clean-up job.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `meeting_scheduled`, `meeting_updated`, `meeting_cancelled`, `talking_point_added`, `action_item_stuck`, `meeting_reminder`, `action_item_due`. */
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('notifications_user_kind_dedupe_idx').on(t.userId, t.kind, t.dedupeKey),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/**
 * Notification preferences of a person (docs/decisions/0019-reminders-digests.md); no row means
 * the defaults (`DEFAULT_NOTIFICATION_PREFERENCES`: every e-mail on, reminder 1 day before,
 * digest on Monday). `reminderLeadTime`: off | 1h | 1d | 2d; `digestDay`: monday … sunday or null.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailMeetingChanges: boolean('email_meeting_changes').notNull().default(true),
  emailReminder: boolean('email_reminder').notNull().default(true),
  emailRecap: boolean('email_recap').notNull().default(true),
  emailDigest: boolean('email_digest').notNull().default(true),
  emailStuck: boolean('email_stuck').notNull().default(true),
  emailTalkingPoints: boolean('email_talking_points').notNull().default(true),
  /** E-mail on the morning an owned action item is due (decision 32; in-app always). */
  emailActionItemDue: boolean('email_action_item_due').notNull().default(true),
  /** Recaps carry the 1:1's shared notes (decision 31); off: the recap says where to read them. */
  recapSharedNotes: boolean('recap_shared_notes').notNull().default(true),
  reminderLeadTime: text('reminder_lead_time').notNull().default('1d'),
  digestDay: text('digest_day').default('monday'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** PostgreSQL `bytea` as a `Uint8Array` (the live documents' Yjs updates). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The live 1:1's collaborative document (docs/live.md; docs/decisions/0029-live-documents.md):
 * the Yjs updates of the Y.Doc `meeting:<id>`, each written before the server acknowledges it;
 * the document is all of them applied in any order. Compaction replaces a meeting's rows by one
 * merged update under the meeting row's lock (`FOR NO KEY UPDATE`), deleting only the rows it
 * read, so an update inserted meanwhile is kept. `size` is the update's length in bytes.
 */
export const liveUpdates = pgTable(
  'live_updates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('live_updates_meeting_idx').on(t.meetingId, t.id)],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type ScimTokenRow = typeof scimTokens.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;
export type MeetingSeriesRow = typeof meetingSeries.$inferSelect;
export type ActionItemRow = typeof actionItems.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type TalkingPointRow = typeof talkingPoints.$inferSelect;
export type MeetingTemplateRow = typeof meetingTemplates.$inferSelect;
export type MeetingFeedbackRow = typeof meetingFeedback.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type LiveUpdateRow = typeof liveUpdates.$inferSelect;

/**
 * The audit trail (docs/decisions/0037-audit-trail.md): one row per audited action, written in
 * the action's transaction, append-only (no route writes or deletes a row; retention prunes the
 * oldest). `hash` = SHA-256(`prev_hash` ‖ the row's canonical text), `prev_hash` the hash of the
 * organisation's previous event, so an edited or removed row breaks the chain. Never holds
 * notes, passwords or other content: who, what, which target, when, from where.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The person who acted (null: the system, an identity provider, a failed sign-in). */
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    prevHash: bytea('prev_hash').notNull(),
    hash: bytea('hash').notNull(),
  },
  (t) => [
    index('audit_events_org_idx').on(t.organizationId, t.id),
    index('audit_events_org_actor_idx').on(t.organizationId, t.actorId, t.id),
    index('audit_events_org_action_idx').on(t.organizationId, t.action, t.id),
  ],
);

/**
 * The head of each organisation's audit chain: `last_hash` (the newest event's hash, so a
 * removed newest row is found too) and `anchor_hash` (the hash the oldest kept event follows:
 * 32 zero bytes, or the last pruned event's hash). `prev_hash` is scratch for the insert.
 */
export const auditHeads = pgTable('audit_heads', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  lastHash: bytea('last_hash').notNull(),
  prevHash: bytea('prev_hash').notNull(),
  anchorHash: bytea('anchor_hash').notNull(),
});
