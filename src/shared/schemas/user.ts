/**
 * People: the user as the API presents it, and the create/update payloads (spec 3, 5, 7).
 */
import { z } from 'zod';
import { ROLES } from '../domain/constants';
import { timezoneSchema } from './timezone';
import { idSchema, isoInstant } from './api';

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
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/user: the signed-in user, with `twoFactorSetupRequired` always present. */
export const currentUserSchema = userSchema.extend({ twoFactorSetupRequired: z.boolean() });

/** Response of POST /api/team-members: the user plus the one-time temporary password. */
export const createdTeamMemberSchema = userSchema.extend({ temporaryPassword: z.string() });
export type CreatedTeamMember = z.infer<typeof createdTeamMemberSchema>;

/** Hierarchy of an organisation (spec 3 "Organization hierarchy"). */
export const organizationHierarchySchema = z.object({
  seniorManagers: z.array(userSchema),
  managers: z.array(userSchema),
  supervisors: z.array(userSchema),
  teamMembers: z.array(userSchema),
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

const text = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = z
  .string()
  .trim()
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
    firstName: text('First name'),
    lastName: text('Last name'),
    jobTitle: optionalText,
    department: optionalText,
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
  firstName: text('First name').optional(),
  lastName: text('Last name').optional(),
  jobTitle: optionalText.optional(),
  department: optionalText.optional(),
  company: optionalText.optional(),
  role: z.enum(ROLES).optional(),
  timezone: timezoneSchema.optional(),
  managerId: z.coerce.number().int().positive().nullable().optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
