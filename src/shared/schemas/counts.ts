/**
 * Shapes of the counting calls (spec 2.5). Plain
 * response types shared by the server (which computes them with SQL aggregates) and the client.
 */

/** GET /api/meetings/count: same query parameters as GET /api/meetings. */
export interface MeetingCount {
  /** Meetings the caller may read that match the filters. */
  matching: number;
  /** Every meeting the caller may read, filters ignored. */
  total: number;
}

/** GET /api/organizations/{id}/summary (Senior Manager only): the Executive Dashboard's stat cards. */
export interface OrganizationSummary {
  /** Active people by role. */
  people: {
    seniorManagers: number;
    managers: number;
    supervisors: number;
    teamMembers: number;
    total: number;
  };
  /** Every meeting of the organisation, and how many are completed. */
  meetings: { total: number; completed: number };
  /** Rounded percent of completed meetings over all meetings, 0 when none (spec 9). */
  completionRate: number;
  /** Distinct non-empty departments among active Supervisors and Team Members (case-insensitive). */
  departments: number;
}
