/**
 * People: the user as the API presents it, and the create/update payloads (spec 3, 5, 7).
 */
import { z } from 'zod';
import { ROLES } from '../domain/constants';
import { trimmedText } from './person-text';
import { timezoneSchema } from './timezone';
import { countSchema, idSchema, isoInstant } from './api';
import { cursorParam, nextCursorSchema } from './page';
import { plainName } from './plain-name';

/** A user as every API response presents it. Never carries a password hash or token. */
export const userSchema = z
  .object({
    id: idSchema,
    email: z.string(),
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    jobTitle: z.string().nullable(),
    department: z.string().nullable(),
    company: z.string().nullable(),
    organizationId: idSchema,
    managerId: idSchema.nullable(),
    role: z.enum(ROLES),
    timezone: z.string(),
    profileImageUrl: z.string().nullable(),
    mustChangePassword: z.boolean(),
    isDemo: z.boolean(),
    createdAt: isoInstant,
    updatedAt: isoInstant,
    /**
     * GET /api/auth/user only: the organisation requires two-factor sign-in and this user has not
     * set it up yet (every other data route answers 403 TWO_FACTOR_SETUP_REQUIRED until then).
     */
    twoFactorSetupRequired: z.boolean().optional(),
    /**
     * GET /api/auth/user only: this server delivers e-mail (`SMTP_URL` is set). False: mail is
     * kept in the outbox, so the screens do not say that a confirmation was sent.
     */
    mailEnabled: z.boolean().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/**
 * What the caller may do with one person, as the server's policy answers it (users.policy.ts
 * `personRights`; docs/decisions/0038-rights-from-the-server.md). Each flag is true exactly
 * when the matching call would be allowed: edit PATCH /api/users/{id} (their details);
 * deactivate DELETE /api/team-members/{id}; reactivate POST /api/team-members/{id}/reactivate;
 * erase POST /api/users/{id}/erase; resendInvitation POST /api/team-members/{id}/invitation.
 */
export const personRightsSchema = z
  .object({
    edit: z.boolean(),
    deactivate: z.boolean(),
    reactivate: z.boolean(),
    erase: z.boolean(),
    resendInvitation: z.boolean(),
  })
  .meta({ id: 'PersonRights' });
export type PersonRights = z.infer<typeof personRightsSchema>;

/** A person as GET /api/users/{id} and the people lists present them: with the caller's `can`. */
export const personSchema = userSchema.extend({ can: personRightsSchema }).meta({ id: 'Person' });
export type Person = z.infer<typeof personSchema>;

/** GET /api/auth/user: the signed-in user, with `twoFactorSetupRequired` and `mailEnabled` always present. */
export const currentUserSchema = userSchema.extend({
  twoFactorSetupRequired: z.boolean(),
  mailEnabled: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * Response of POST /api/team-members: the user, and either `invitationSent: true` (mail is
 * configured: the person chooses their password through the e-mailed link) or the one-time
 * `temporaryPassword` (no mail, or a demo).
 */
export const createdTeamMemberSchema = userSchema.extend({
  invitationSent: z.boolean(),
  temporaryPassword: z.string().optional(),
});
export type CreatedTeamMember = z.infer<typeof createdTeamMemberSchema>;

/**
 * POST /api/team-members/{id}/invitation answer (202): a new invitation was mailed, or (no mail)
 * the new temporary password, shown once.
 */
export const reissuedAccessSchema = z.object({
  invitationSent: z.boolean(),
  temporaryPassword: z.string().optional(),
});
export type ReissuedAccess = z.infer<typeof reissuedAccessSchema>;

/** Longest `search` of the people lists (GET /api/all-users, /api/managers, /api/team-members). */
export const PEOPLE_SEARCH_MAX = 100;
export const PEOPLE_SEARCH_TOO_LONG = `Search must be at most ${PEOPLE_SEARCH_MAX} characters`;

/**
 * Query of the pickers' people lists, GET /api/all-users and GET /api/managers (docs/api.md
 * "Paging"): `search` (trimmed; first name, last name, "first last", username or e-mail
 * containing it, any case) narrows the list; `cursor` present asks for a keyset page
 * (`usersPageSchema`; empty for the first page), absent the spec's array (spec 7).
 */
export const peopleListQuerySchema = z.object({
  search: z.string().trim().max(PEOPLE_SEARCH_MAX, PEOPLE_SEARCH_TOO_LONG).optional(),
  cursor: cursorParam,
});
export type PeopleListQuery = z.infer<typeof peopleListQuerySchema>;

/** GET /api/team-members query: the active team (default) or the deactivated people; paged as above. */
export const teamMembersQuerySchema = peopleListQuerySchema.extend({
  status: z.enum(['active', 'deactivated']).optional(),
});
export type TeamMembersQuery = z.infer<typeof teamMembersQuerySchema>;

/** A page of GET /api/all-users or GET /api/managers with `cursor`: 50 people by name. */
export const usersPageSchema = z
  .object({ items: z.array(personSchema), nextCursor: nextCursorSchema })
  .meta({ id: 'UsersPage' });
export type UsersPage = z.infer<typeof usersPageSchema>;

/** A person of the team as a page of GET /api/team-members lists them: with whom they report to. */
export const teamMemberSchema = personSchema
  .extend({
    /** Their manager's "First Last" (else username); null without an active manager. */
    managerName: z.string().nullable(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A page of GET /api/team-members with `cursor`: 50 people by name, each with `managerName`. */
export const teamMembersPageSchema = z
  .object({ items: z.array(teamMemberSchema), nextCursor: nextCursorSchema })
  .meta({ id: 'TeamMembersPage' });
export type TeamMembersPage = z.infer<typeof teamMembersPageSchema>;

/** The four levels of the hierarchy, top first, and the role each lists. */
export const HIERARCHY_LEVELS = {
  seniorManagers: 'Senior Manager',
  managers: 'Manager',
  supervisors: 'Supervisor',
  teamMembers: 'Team Member',
} as const;
export type HierarchyLevel = keyof typeof HIERARCHY_LEVELS;
const levelNames = Object.keys(HIERARCHY_LEVELS) as [HierarchyLevel, ...HierarchyLevel[]];

/**
 * GET /api/organizations/{id}/hierarchy query: `level` one of the four levels, `cursor` the
 * previous page of that level's `nextCursor`. Without `level`: the first page of every level.
 */
export const hierarchyQuerySchema = z.object({
  level: z
    .enum(levelNames, {
      error: 'Level must be seniorManagers, managers, supervisors or teamMembers',
    })
    .optional(),
  cursor: cursorParam,
});
export type HierarchyQuery = z.infer<typeof hierarchyQuerySchema>;

/** One page of a level: `PAGE_SIZE` people by first name, last name, id; `total` of the level. */
export const hierarchyLevelPageSchema = z.object({
  people: z.array(userSchema),
  total: countSchema,
  nextCursor: nextCursorSchema,
});
export type HierarchyLevelPage = z.infer<typeof hierarchyLevelPageSchema>;

/**
 * Hierarchy of an organisation (spec 3 "Organization hierarchy"), paged: the levels asked for
 * (every level without `level`), each one page of the people the caller may see.
 */
export const organizationHierarchySchema = z.object({
  seniorManagers: hierarchyLevelPageSchema.optional(),
  managers: hierarchyLevelPageSchema.optional(),
  supervisors: hierarchyLevelPageSchema.optional(),
  teamMembers: hierarchyLevelPageSchema.optional(),
});
export type OrganizationHierarchy = z.infer<typeof organizationHierarchySchema>;

/** An organisation as GET /api/organizations/all presents it (never the demo flags or creator). */
export const organizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  domain: z.string().nullable(),
  createdAt: isoInstant,
});
export type PresentedOrganization = z.infer<typeof organizationSchema>;

// Person text (names, job title, department, company): trimmed of whitespace and control
// characters at both ends (`person-text.ts`).
const text = (label: string, max = 100) =>
  trimmedText()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = trimmedText()
  .max(100, 'Must be at most 100 characters')
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * POST /api/team-members body (spec 5 "Team-member creation"): no password; managerId required
 * for a Team Member, optional for Manager / Senior Manager variants. Coerces the Reports To
 * choice to a number.
 */
export const createTeamMemberSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(254).email('Please enter a valid email address'),
    firstName: plainName(text('First name'), 'Names'),
    lastName: plainName(text('Last name'), 'Names'),
    jobTitle: plainName(optionalText, 'Job titles'),
    department: plainName(optionalText, 'Departments'),
    company: optionalText,
    role: z.enum(ROLES).default('Team Member'),
    managerId: z.coerce.number().int().positive().nullish(),
    timezone: timezoneSchema.optional(),
  })
  .refine((v) => v.role !== 'Team Member' || (v.managerId ?? 0) > 0, {
    message: 'Team members must have a manager',
    path: ['managerId'],
  });
export type CreateTeamMemberInput = z.input<typeof createTeamMemberSchema>;

/** PATCH /api/users/{id} body: every field optional (spec 5 "User update"). */
export const updateUserSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .email('Please enter a valid email address')
    .optional(),
  firstName: plainName(text('First name'), 'Names').optional(),
  lastName: plainName(text('Last name'), 'Names').optional(),
  jobTitle: plainName(optionalText, 'Job titles').optional(),
  department: plainName(optionalText, 'Departments').optional(),
  company: optionalText.optional(),
  role: z.enum(ROLES).optional(),
  timezone: timezoneSchema.optional(),
  managerId: z.coerce.number().int().positive().nullable().optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/**
 * PATCH /api/users/{id} answer: the user as now stored, and `proposedEmail` when the new e-mail
 * was only proposed (docs/decisions/0030-email-change.md): it takes effect when the person
 * approves it; `email` is still the old address until then.
 */
export const updatedUserSchema = userSchema.extend({ proposedEmail: z.string().optional() });
export type UpdatedUser = z.infer<typeof updatedUserSchema>;

/**
 * PATCH /api/users/{id} body when it names the caller, as the profile's "Your details" form sends
 * it: name and job title (e-mail and role are refused with 403 for oneself).
 */
export const ownDetailsSchema = z.object({
  firstName: plainName(text('First name'), 'Names'),
  lastName: plainName(text('Last name'), 'Names'),
  jobTitle: plainName(optionalText, 'Job titles'),
});
export type OwnDetailsInput = z.input<typeof ownDetailsSchema>;
