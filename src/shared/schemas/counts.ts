/**
 * Shapes of the counting calls (spec 2.5). Response schemas shared by the server (which
 * computes them with SQL aggregates) and the client.
 */
import { z } from 'zod';
import { countSchema } from './api';

/** GET /api/meetings/count: same query parameters as GET /api/meetings. */
export const meetingCountSchema = z.object({
  /** Meetings the caller may read that match the filters. */
  matching: countSchema,
  /** Every meeting the caller may read, filters ignored. */
  total: countSchema,
  /** With `byStatus=true`: the matching meetings per status (spec 4); they add up to `matching`. */
  byStatus: z
    .object({ scheduled: countSchema, in_progress: countSchema, completed: countSchema })
    .optional(),
  /** With `actionItems=true`: the action items of the matching meetings. */
  actionItems: countSchema.optional(),
});
export type MeetingCount = z.infer<typeof meetingCountSchema>;

/** GET /api/organizations/{id}/summary (Senior Manager only): the Executive Dashboard's stat cards. */
export const organizationSummarySchema = z.object({
  /** Active people by role. */
  people: z.object({
    seniorManagers: countSchema,
    managers: countSchema,
    supervisors: countSchema,
    teamMembers: countSchema,
    total: countSchema,
  }),
  /** Every meeting of the organisation, and how many are completed. */
  meetings: z.object({ total: countSchema, completed: countSchema }),
  /** Rounded percent of completed meetings over all meetings, 0 when none (spec 9). */
  completionRate: countSchema,
  /** Distinct non-empty departments among active Supervisors and Team Members (case-insensitive). */
  departments: countSchema,
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;
