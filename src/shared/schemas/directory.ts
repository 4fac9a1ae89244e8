/**
 * Directories and the manager profile (spec 2.18): the query strings of
 * GET /api/directory/managers, GET /api/directory/team-members and the response shapes of
 * those and of GET /api/directory/managers/{id}. Filtering, searching and counting happen on
 * the server; the client sends the query and shows what comes back.
 */
import { z } from 'zod';
import { MEETING_STATUSES } from '../domain/constants';
import { countSchema, idSchema, localDate, localTime } from './api';
import { userSchema } from './user';
import { cursorParam, nextCursorSchema } from './page';

/** Roles listed by All Managers: every managing role (Senior Manager, Manager, Supervisor). */
export const DIRECTORY_MANAGER_ROLES = ['Senior Manager', 'Manager', 'Supervisor'] as const;

/** Roles listed by All Team Members (spec 2.18: senior managers excluded) and its role filter. */
export const DIRECTORY_MEMBER_ROLES = ['Manager', 'Supervisor', 'Team Member'] as const;
export type DirectoryMemberRole = (typeof DIRECTORY_MEMBER_ROLES)[number];

const search = z.string().trim().max(200, 'Search must be at most 200 characters').optional();

/**
 * GET /api/directory/managers query: `search` over name, e-mail, department and job title;
 * `cursor` the previous page's `nextCursor` (src/shared/schemas/page.ts).
 */
export const managersDirectoryQuerySchema = z.object({ search, cursor: cursorParam });
export type ManagersDirectoryQuery = z.infer<typeof managersDirectoryQuerySchema>;

/**
 * GET /api/directory/team-members query: `search` over first name, last name (and the full
 * name), e-mail, job title and department; `department` an exact department (empty or `all`
 * for every department); `role` one of Manager, Supervisor, Team Member (empty or `all`);
 * `cursor` the previous page's `nextCursor` (src/shared/schemas/page.ts).
 */
export const teamMembersDirectoryQuerySchema = z.object({
  search,
  cursor: cursorParam,
  department: z.string().trim().max(100, 'Department must be at most 100 characters').optional(),
  role: z
    .union([z.enum(DIRECTORY_MEMBER_ROLES), z.literal('all'), z.literal('')], {
      error: 'Role must be Manager, Supervisor or Team Member',
    })
    .optional(),
});
export type TeamMembersDirectoryQuery = z.infer<typeof teamMembersDirectoryQuerySchema>;

/** A person of a directory: the presented user plus the name of their manager (null: none). */
export const directoryPersonSchema = userSchema.extend({ managerName: z.string().nullable() });
export type DirectoryPerson = z.infer<typeof directoryPersonSchema>;

/**
 * GET /api/directory/managers response: one page (`PAGE_SIZE`, by first name, last name, id) of
 * the people matching the search, and `nextCursor`. `summary` counts the whole directory, not
 * the search.
 */
export const managersDirectorySchema = z.object({
  people: z.array(directoryPersonSchema),
  /** Managers before the search. */
  total: countSchema,
  /** Managers matching the search, over every page. */
  matching: countSchema,
  nextCursor: nextCursorSchema,
  summary: z.object({
    managers: countSchema,
    departments: countSchema,
    jobTitles: countSchema,
    companies: countSchema,
  }),
});
export type ManagersDirectory = z.infer<typeof managersDirectorySchema>;

/**
 * GET /api/directory/team-members response: one page (`PAGE_SIZE`, by first name, last name,
 * id) of the people matching the search and filters, and `nextCursor`. `total` and `counters`
 * count the whole directory (before search and filters); `matching` the people matching them
 * over every page; `departments` lists the distinct departments (sorted) for the filter.
 */
export const teamMembersDirectorySchema = z.object({
  people: z.array(directoryPersonSchema),
  total: countSchema,
  matching: countSchema,
  nextCursor: nextCursorSchema,
  counters: z.object({
    total: countSchema,
    managers: countSchema,
    teamMembers: countSchema,
    departments: countSchema,
  }),
  departments: z.array(z.string()),
});
export type TeamMembersDirectory = z.infer<typeof teamMembersDirectorySchema>;

/** One meeting as the profile shows it: local date `yyyy-MM-dd`, local start time `HH:mm`. */
export const profileMeetingSchema = z.object({
  id: idSchema,
  date: localDate,
  startTime: localTime,
  status: z.enum(MEETING_STATUSES),
});
export type ProfileMeeting = z.infer<typeof profileMeetingSchema>;

/** A direct report on the profile; the meetings are null when none, or when not visible. */
export const directReportSchema = z.object({
  person: userSchema,
  lastMeeting: profileMeetingSchema.nullable(),
  nextMeeting: profileMeetingSchema.nullable(),
});
export type DirectReport = z.infer<typeof directReportSchema>;

/**
 * GET /api/directory/managers/{id} response. `canSeeMeetings` is false for viewers other than
 * the manager, their managers up the chain and Senior Managers: then every report's meetings
 * and `cadence` are null.
 */
export const managerProfileSchema = z.object({
  person: directoryPersonSchema,
  directReports: z.array(directReportSchema),
  canSeeMeetings: z.boolean(),
  /** The manager's 1:1s as manager: completed in the last 30 / 90 days, and overdue now. */
  cadence: z
    .object({ heldLast30Days: countSchema, heldLast90Days: countSchema, overdue: countSchema })
    .nullable(),
  /** The viewer's today (`yyyy-MM-dd`, viewer's timezone) the figures were computed for. */
  today: localDate,
});
export type ManagerProfile = z.infer<typeof managerProfileSchema>;
