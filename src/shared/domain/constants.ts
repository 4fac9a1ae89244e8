/**
 * Business constants of the product (spec section 9) and the fixed choice lists of section 5.
 * Isomorphic: imported by the server and the client alike.
 */

/** The four roles of spec section 6, exactly as stored in `users.role`. */
export const ROLES = ['Senior Manager', 'Manager', 'Supervisor', 'Team Member'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that manage people (they get the manager dashboard or the senior one). Spec 2.18. */
export const MANAGING_ROLES: readonly Role[] = ['Senior Manager', 'Manager', 'Supervisor'];

/** Roles a visitor may pick at self sign-up (spec 5, "Sign-up role choices"). */
export const SIGN_UP_ROLES = ['Senior Manager', 'Manager'] as const;

/** Meeting statuses (spec 4). */
export const MEETING_STATUSES = ['scheduled', 'in_progress', 'completed'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Action-item statuses (spec 4). */
export const ACTION_ITEM_STATUSES = ['pending', 'completed', 'stuck'] as const;
export type ActionItemStatus = (typeof ACTION_ITEM_STATUSES)[number];

/**
 * Shortest new password: 8 characters (OWASP ASVS 6.2.1). The spec's minimum of 6 is raised on
 * purpose: docs/decisions/0007-passwords.md. Existing passwords keep working.
 */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest new password accepted (OWASP ASVS 6.2.9 asks that at least 64 be allowed). */
export const MAX_PASSWORD_LENGTH = 128;

/** Meeting defaults and bounds (spec 9). Durations are in minutes. */
export const DEFAULT_MEETING_STATUS: MeetingStatus = 'scheduled';
export const DEFAULT_START_TIME = '14:00';
export const DEFAULT_DURATION_MINUTES = 30;
export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 180;

/** Start times every 30 minutes from 00:00 to 23:30, as `HH:mm` (spec 9). */
export const START_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const h = String(Math.floor(i / 2)).padStart(2, '0');
  return `${h}:${i % 2 === 0 ? '00' : '30'}`;
});

/** Auto-save debounce in milliseconds (spec 9). */
export const AUTO_SAVE_DEBOUNCE_MS = 2000;

/** List sizes (spec 9). */
export const LIST_LIMITS = {
  recentMeetings: 5,
  teamMemberRecentMeetings: 6,
  thisWeek: 3,
  teamMemberUpcoming: 5,
  recentActivity: 3,
  overviewCompletedPerMember: 5,
  performanceRecentMeetings: 5,
  agendaPreviewChars: 50,
  /*
   * Not limits of the spec: it shows every overdue meeting and overdue action item (2.15) and
   * every pending item (2.14) of each member. At organisation scale a member can have hundreds,
   * so a page holding them all never finishes loading; each list keeps its oldest 5 (like the
   * spec's 5 completed items) and the page adds "And N more ..." (like the spec's "And N more
   * completed items..."). 5 rather than 10 keeps a page of 50 members under 100 KB of JSON at
   * 1,000,000 meetings (docs/performance.md "Scale"). The counts and totals stay exact.
   */
  overdueMeetingsPerMember: 5,
  overdueActionItemsPerMember: 5,
  overviewPendingPerMember: 5,
  /*
   * Not limits of the spec either (2.11 lists every member who needs support and draws every
   * member's completion): for a Senior Manager of thousands of people both lists are thousands
   * long. Team Analytics lists the 10 lowest scores of Needs Support and adds "And N more
   * members need support", and its completion chart draws the 20 members with the lowest
   * completion rate (members with meetings first) with a link to Team Member Progress, which
   * lists everyone. Every figure and count stays exact.
   */
  needsSupport: 10,
  completionChartMembers: 20,
} as const;

/**
 * Team Analytics' Needs Support (spec 2.11): the members with meetings, other than the Top
 * Performer, whose performance score is below this.
 */
export const NEEDS_SUPPORT_BELOW = 60;

/**
 * Members per page of the member lists of /team-progress, /action-items-overview and
 * /behind-schedule-overview (`limit` / `offset` query parameters). Not in the spec, which lists
 * everyone: a Senior Manager's organisation can hold thousands of members, so the calls answer
 * a page and the pages offer "Show more members". Totals always count everyone.
 * - `default`: Team Member Progress, whose members are a few figures each (about 0.5 KB);
 * - `cards`: the Action Items Overview and the Behind Schedule Overview, whose members each
 *   list up to 10 action items and meetings with their text (docs/decisions/0027-card-pages.md):
 *   50 of them came to 78–95 KB with the bench's short texts, near the 100 KB a screen may
 *   download (docs/performance.md), and longer with real ones;
 * - `max`: the most a caller may ask for.
 */
export const MEMBER_PAGE_SIZE = { default: 50, cards: 20, max: 200 } as const;

/** Temporary passwords of accounts created by a manager expire after 72 hours (docs/product-rules.md). */
export const TEMPORARY_PASSWORD_TTL_MS = 72 * 60 * 60 * 1000;

/** Session limits : 12 h absolute, 30 min idle. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** Demo sandboxes live this long before they are removed. */
export const DEMO_SANDBOX_TTL_MS = 2 * 60 * 60 * 1000;

/** Status colours (spec 9), as Tailwind colour names. */
export const STATUS_COLOURS: Record<MeetingStatus, string> = {
  completed: 'green',
  in_progress: 'orange',
  scheduled: 'blue',
};
