/**
 * SCIM Users (RFC 7643 section 4.1 and the enterprise extension of 4.3) over Cadence's people
 * (decision 36). A person is shown as `id` (our user id as a string), `externalId`, `userName`
 * and `emails[0].value` (the sign-in e-mail), `name.givenName` / `familyName`, `title` (job
 * title), `active`, and the extension's `department` and `manager.value` (the manager's user id).
 *
 * Every change goes through the people services a Senior Manager's own change uses, acting as
 * the organisation's Senior Manager (`actingSeniorManager`): account creation (`createTeamMember`,
 * so the invitation or SSO sign-in of today), `updateUser` (names and titles pass the shared
 * schemas' plain-name rules, a manager must be an active managing person, no cycle, decision 30
 * for a new sign-in e-mail), deactivation and reactivation. SCIM never sets a role: a
 * provisioned person is a Team Member until a Senior Manager changes it.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { updateUserSchema } from '@/shared/schemas/user';
import { trimControl } from '@/shared/schemas/person-text';
import { accountMailOf } from '../accounts/invitations';
import { createTeamMember } from '../users/team-members.service';
import { updateUser, type UpdateUserBody } from '../users/user-update.service';
import { deactivateTeamMember } from '../users/team-members.service';
import { reactivateTeamMember } from '../users/team-access.service';
import { actingSeniorManager, type ScimClient } from './scim-tokens';
import { ENTERPRISE, SCIMMY, scimError, USER_SCHEMA } from './scim-protocol';

/** A User resource as our handlers give it to scimmy (`SCIMMY.Schemas.User`, direction out). */
export type ScimUserObject = Record<string, unknown>;

/** The SCIM User of `row` (scimmy adds `schemas` and `meta.resourceType`/`location`). */
export function scimUserOf(row: UserRow): ScimUserObject {
  return {
    id: String(row.id),
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.email,
    name: {
      ...(row.firstName ? { givenName: row.firstName } : {}),
      ...(row.lastName ? { familyName: row.lastName } : {}),
    },
    displayName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.email,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.isActive,
    ...(row.jobTitle ? { title: row.jobTitle } : {}),
    meta: { created: row.createdAt, lastModified: row.updatedAt },
    [ENTERPRISE]: {
      ...(row.department ? { department: row.department } : {}),
      ...(row.managerId !== null ? { manager: { value: String(row.managerId) } } : {}),
    },
  };
}

/** The values of a User resource Cadence keeps; `undefined`: not given (keep what is stored). */
export interface ScimUserValues {
  email?: string;
  firstName?: string;
  lastName?: string;
  jobTitle?: string | null;
  department?: string | null;
  /** Raw manager id as sent; '' or null removes the manager. */
  manager?: string | null;
  externalId?: string | null;
  active?: boolean;
}

type Parsed = InstanceType<typeof SCIMMY.Schemas.User> & Record<string, unknown>;

/**
 * The values of a parsed (`SCIMMY.Schemas.User`, direction in) User. With `complete`, an
 * attribute that may be absent (title, department, manager, externalId) and is absent is still
 * "not given": a provider that maps fewer attributes than Cadence shows never clears the others.
 */
export function valuesOf(user: Parsed): ScimUserValues {
  const name = (user.name ?? {}) as { givenName?: string; familyName?: string };
  const ext = (user[ENTERPRISE] ?? {}) as { department?: string; manager?: { value?: string } };
  const values: ScimUserValues = {};
  if (typeof user.userName === 'string') values.email = user.userName;
  if (typeof name.givenName === 'string') values.firstName = name.givenName;
  if (typeof name.familyName === 'string') values.lastName = name.familyName;
  if ('title' in user) values.jobTitle = (user.title as string | undefined) ?? null;
  if ('department' in ext) values.department = ext.department ?? null;
  if ('manager' in ext) values.manager = ext.manager?.value ?? null;
  if ('externalId' in user) values.externalId = (user.externalId as string | undefined) ?? null;
  if (typeof user.active === 'boolean') values.active = user.active;
  return values;
}

/**
 * The values of `after` that differ from `before` (both SCIM Users of one person, before and
 * after a PatchOp), removed attributes as null.
 */
export function changedValues(before: ScimUserObject, after: Parsed): ScimUserValues {
  const was = valuesOf(new SCIMMY.Schemas.User(before, 'in') as Parsed);
  const now = valuesOf(after);
  const out: ScimUserValues = {};
  const keys = [
    'email',
    'firstName',
    'lastName',
    'jobTitle',
    'department',
    'manager',
    'externalId',
    'active',
  ] as const;
  for (const key of keys) {
    const a = was[key] ?? null;
    const b = now[key] ?? null;
    if (a !== b) (out as Record<string, unknown>)[key] = b;
  }
  return out;
}

/** The person `id` (a string from the path) of the client's organisation, or a SCIM 404. */
export async function findScimUser(db: DbOrTx, client: ScimClient, id: string): Promise<UserRow> {
  const userId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
  const [row] = Number.isSafeInteger(userId)
    ? await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            eq(users.organizationId, client.organizationId),
            eq(users.isDemo, false),
          ),
        )
        .limit(1)
    : [];
  if (!row) throw scimError(404, null, `Resource ${id} not found`);
  return row;
}

/**
 * The organisation's people matching one `attribute eq value` lookup (`username`, `externalid`,
 * `id`, `emails.value`; userName and e-mail compared without case, RFC 7643 `caseExact: false`),
 * or, with `lookup` null, all of them by id; deactivated people included (a provider reactivates
 * them). `page` limits the rows (offset from 0) and `total` counts them.
 */
export async function listScimUsers(
  db: DbOrTx,
  client: ScimClient,
  lookup: { attribute: string; value: string } | null,
  page: { offset: number; limit: number } | null,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = [eq(users.organizationId, client.organizationId), eq(users.isDemo, false)];
  if (lookup) {
    const { attribute, value } = lookup;
    if (attribute === 'username' || attribute === 'emails.value' || attribute === 'emails') {
      where.push(sql`lower(${users.email}) = ${value.toLowerCase()}`);
    } else if (attribute === 'externalid') {
      where.push(eq(users.externalId, value));
    } else if (attribute === 'id') {
      if (!/^[1-9]\d{0,9}$/.test(value)) return { rows: [], total: 0 };
      where.push(eq(users.id, Number(value)));
    } else {
      throw new Error(`listScimUsers: no lookup by ${attribute}`);
    }
  }
  const query = db
    .select()
    .from(users)
    .where(and(...where))
    .orderBy(asc(users.id));
  if (!page) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const rows = await query.offset(page.offset).limit(page.limit);
  // A first page that is not full is the whole list (a provider's lookup): no count needed.
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const [counted] = await db
    .select({ n: count() })
    .from(users)
    .where(and(...where));
  return { rows, total: counted?.n ?? 0 };
}

/** The lookups `listScimUsers` answers in SQL (lower-case attribute names). */
export const SQL_LOOKUPS = new Set(['username', 'externalid', 'id', 'emails.value']);

/** 400 `invalidValue` with `message`. */
const invalid = (message: string) => scimError(400, 'invalidValue', message);

/**
 * The people-service input of `values` (validated by the shared `updateUserSchema`: e-mail,
 * plain names and titles, trimmed), and the manager id.
 * @throws SCIM 400 `invalidValue` naming the first refusal.
 */
function cadenceInput(values: ScimUserValues): UpdateUserBody {
  const raw: Record<string, unknown> = {};
  if (values.email !== undefined) raw.email = values.email;
  if (values.firstName !== undefined) raw.firstName = values.firstName;
  if (values.lastName !== undefined) raw.lastName = values.lastName;
  if (values.jobTitle !== undefined) raw.jobTitle = values.jobTitle ?? '';
  if (values.department !== undefined) raw.department = values.department ?? '';
  if (values.manager !== undefined) {
    const text = values.manager === null ? '' : String(values.manager).trim();
    if (text !== '' && !/^[1-9]\d{0,9}$/.test(text)) {
      throw invalid('manager.value must be the id of a person of this organisation');
    }
    raw.managerId = text === '' ? null : Number(text);
  }
  const parsed = updateUserSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(`${issue.path.join('.') || 'value'}: ${issue.message}`);
  }
  return parsed.data;
}

function externalIdOf(values: ScimUserValues): string | null | undefined {
  if (values.externalId === undefined) return undefined;
  const text = values.externalId === null ? '' : trimControl(String(values.externalId));
  if (text.length > 255) throw invalid('externalId is longer than 255 characters');
  return text === '' ? null : text;
}

async function requireFreeExternalId(
  db: DbOrTx,
  client: ScimClient,
  externalId: string,
  exceptUserId: number | null,
): Promise<void> {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, client.organizationId), eq(users.externalId, externalId)))
    .limit(1);
  if (holder && holder.id !== exceptUserId) {
    throw scimError(409, 'uniqueness', 'externalId is already used by another person');
  }
}

async function actorFor(ctx: AppContext, client: ScimClient, exceptUserId: number | null) {
  const actor = await actingSeniorManager(ctx.db, client, exceptUserId);
  if (!actor) throw scimError(403, null, 'The organisation has no active Senior Manager');
  return actor;
}

/**
 * POST /scim/v2/Users: a new Team Member of the client's organisation, created by the account
 * creation of `users/` as the organisation's Senior Manager: with mail an invitation, without a
 * temporary password (a Senior Manager sends an invitation later); when single sign-on is
 * configured (`OIDC_ISSUER`), no invitation and no usable password: they sign in through SSO.
 * A body with `active: false` creates the person deactivated.
 * @returns the new row.
 * @throws SCIM 400 `invalidValue` (names, e-mail, manager), 409 `uniqueness` (e-mail or
 *   externalId taken), 403 when the organisation has no active Senior Manager.
 */
export async function provisionUser(
  ctx: AppContext,
  client: ScimClient,
  values: ScimUserValues,
): Promise<UserRow> {
  const email = values.email ?? '';
  const local = email.split('@')[0] ?? '';
  const input = cadenceInput({
    ...values,
    // A provider that sends no name gets the e-mail's local part and "-", as single sign-on does.
    firstName: values.firstName ?? (local.slice(0, 100) || '-'),
    lastName: values.lastName ?? '-',
  });
  const externalId = externalIdOf(values);
  if (externalId) await requireFreeExternalId(ctx.db, client, externalId, null);
  const actor = await actorFor(ctx, client, null);
  const now = ctx.now();
  const sso = ctx.config.oidc !== null;
  const { user } = await createTeamMember({
    db: ctx.db,
    actor,
    input: {
      email: input.email!,
      firstName: input.firstName!,
      lastName: input.lastName!,
      jobTitle: input.jobTitle ?? null,
      department: input.department ?? null,
      company: null,
      role: 'Team Member',
      managerId: input.managerId ?? null,
    },
    now,
    mail: sso ? { enabled: false, appUrl: ctx.config.appUrl } : accountMailOf(ctx.config),
  });
  // Audited by createTeamMember (user.created, the token's Senior Manager as actor).
  const [row] = await ctx.db
    .update(users)
    .set({
      externalId: externalId ?? null,
      // With SSO the person signs in through their identity provider (decision 16).
      ...(sso ? { mustChangePassword: false, temporaryPasswordExpiresAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!sso) ctx.wakeMailer();
  if (values.active === false) return changeUser(ctx, client, row!, { active: false });
  return row!;
}

/**
 * Applies `values` to the person `target` (PUT, PATCH, DELETE): reactivation first when
 * `active` becomes true, then the details through `updateUser` (only the values that differ),
 * the externalId, and deactivation last when `active` becomes false (sessions end, the feed URL
 * is retired, reports move up). A deactivated person's other values wait for their reactivation.
 * @returns the row as stored afterwards.
 * @throws SCIM 400 `invalidValue` (a bad name, e-mail or manager, a manager cycle), 409
 *   `uniqueness` (e-mail or externalId taken), 403 (the organisation has no other Senior
 *   Manager to act for a change of its only one).
 */
export async function changeUser(
  ctx: AppContext,
  client: ScimClient,
  target: UserRow,
  values: ScimUserValues,
): Promise<UserRow> {
  const input = cadenceInput(values);
  const externalId = externalIdOf(values);
  const actor = await actorFor(ctx, client, target.id);
  const now = ctx.now();
  let active = target.isActive;
  if (values.active === true && !active) {
    await reactivateTeamMember({ db: ctx.db, actor, userId: target.id, now });
    active = true;
  }
  if (active) {
    const current = await findScimUser(ctx.db, client, String(target.id));
    const change: UpdateUserBody = {};
    if (input.email !== undefined && input.email !== current.email.toLowerCase())
      change.email = input.email;
    for (const key of ['firstName', 'lastName', 'jobTitle', 'department'] as const) {
      const value = input[key];
      if (value !== undefined && (value ?? null) !== (current[key] ?? null)) {
        (change as Record<string, unknown>)[key] = value;
      }
    }
    if (input.managerId !== undefined && input.managerId !== current.managerId) {
      change.managerId = input.managerId;
    }
    if (Object.keys(change).length) {
      await updateUser({
        db: ctx.db,
        actor,
        userId: target.id,
        input: change,
        now,
        mail: accountMailOf(ctx.config),
      });
      ctx.wakeMailer();
    }
  }
  if (externalId !== undefined && externalId !== target.externalId) {
    if (externalId) await requireFreeExternalId(ctx.db, client, externalId, target.id);
    await ctx.db
      .update(users)
      .set({ externalId, updatedAt: now })
      .where(and(eq(users.id, target.id), eq(users.organizationId, client.organizationId)));
  }
  if (values.active === false && active) {
    await deactivateTeamMember({ db: ctx.db, actor, userId: target.id, now });
  }
  return findScimUser(ctx.db, client, String(target.id));
}

export { USER_SCHEMA };
