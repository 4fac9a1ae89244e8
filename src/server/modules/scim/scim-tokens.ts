/**
 * Bearer tokens of SCIM provisioning (decision 36): one organisation's identity provider calls
 * `/scim/v2` with `Authorization: Bearer <token>`. A token is `scim_` and 256 random bits in
 * base64url, shown once; the database keeps its SHA-256 only (`scim_tokens.token_hash`, unique),
 * as sessions and calendar feeds keep theirs (promise 6): a request is matched by hashing what it
 * sends and looking the hash up, no stored secret is ever compared. Only a Senior Manager of the
 * organisation creates, lists and revokes them; revoking deletes the row, so the next request
 * with it answers 401.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { organizations, scimTokens, users, type UserRow } from '../../db/schema';
import type { Actor } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { isSeniorManager } from '@/shared/permissions';
import { hashToken } from '../auth/sessions';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../audit';

/** `scim_` then 43 base64url characters (256 bits). */
const TOKEN = /^scim_[A-Za-z0-9_-]{43}$/;

/** One token as the list shows it (never the secret). */
export interface ScimTokenSummary {
  id: number;
  /** ISO 8601 instants (UTC). */
  createdAt: string;
  lastUsedAt: string | null;
  /** The creator's id and name; null when they are gone. */
  createdBy: { id: number; name: string } | null;
}

function requireSeniorManager(actor: Actor): void {
  if (!isSeniorManager(actor.role) || actor.isDemo) {
    throw forbidden('Only a Senior Manager can manage SCIM provisioning');
  }
}

/**
 * POST /api/organization/scim-tokens: a new token for the actor's organisation.
 * @returns `{ id, token }`; `token` is never readable again.
 * @throws 403 unless the actor is a Senior Manager (outside a demo sandbox).
 */
export async function createScimToken({
  db,
  actor,
  now,
  source = SYSTEM_SOURCE,
}: {
  db: Db;
  actor: Actor;
  now: Date;
  /** Where the request came from, for the audit event (decision 37). */
  source?: AuditSource;
}): Promise<{ id: number; token: string }> {
  requireSeniorManager(actor);
  const token = `scim_${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(scimTokens)
      .values({
        organizationId: actor.organizationId,
        tokenHash: hashToken(token),
        createdById: actor.id,
        createdAt: now,
      })
      .returning({ id: scimTokens.id });
    await recordSettingsChange(tx, actor, now, source);
    return created!;
  });
  return { id: row.id, token };
}

/**
 * GET /api/organization/scim-tokens: the organisation's tokens, oldest first.
 * @throws 403 unless the actor is a Senior Manager.
 */
export async function listScimTokens({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<ScimTokenSummary[]> {
  requireSeniorManager(actor);
  const rows = await db
    .select({
      id: scimTokens.id,
      createdAt: scimTokens.createdAt,
      lastUsedAt: scimTokens.lastUsedAt,
      creatorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(scimTokens)
    .leftJoin(users, eq(users.id, scimTokens.createdById))
    .where(eq(scimTokens.organizationId, actor.organizationId))
    .orderBy(asc(scimTokens.id));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    createdBy:
      r.creatorId === null
        ? null
        : { id: r.creatorId, name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() },
  }));
}

/**
 * DELETE /api/organization/scim-tokens/{id}: the token stops working at once.
 * @throws 403 unless the actor is a Senior Manager; 404 for an unknown or foreign id.
 */
export async function revokeScimToken({
  db,
  actor,
  tokenId,
  now = new Date(),
  source = SYSTEM_SOURCE,
}: {
  db: Db;
  actor: Actor;
  tokenId: number;
  now?: Date;
  /** Where the request came from, for the audit event (decision 37). */
  source?: AuditSource;
}): Promise<void> {
  requireSeniorManager(actor);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(scimTokens)
      .where(and(eq(scimTokens.id, tokenId), eq(scimTokens.organizationId, actor.organizationId)))
      .returning({ id: scimTokens.id });
    if (!deleted.length) throw notFound('Token not found');
    await recordSettingsChange(tx, actor, now, source);
  });
}

/**
 * A SCIM token created or revoked is a change of the organisation's settings: its audit event
 * (decision 37), in the change's transaction.
 */
function recordSettingsChange(tx: DbOrTx, actor: Actor, now: Date, source: AuditSource) {
  return recordAudit(tx, {
    organizationId: actor.organizationId,
    at: now,
    actorId: actor.id,
    action: 'organization.settings_changed',
    target: { type: 'organization', id: actor.organizationId },
    source,
  });
}

/** What a valid token gives a SCIM request: its organisation and who acts for it. */
export interface ScimClient {
  tokenId: number;
  organizationId: number;
  /** The token's creator while they are an active Senior Manager, else null. */
  creatorId: number | null;
}

/**
 * The client of `token` (the `Authorization` header's bearer value), or null when it is
 * malformed, unknown or revoked, or its organisation is a demo sandbox. Notes the use in
 * `last_used_at` at most once a minute (one conditional update).
 */
export async function authenticateScimToken(
  db: Db,
  token: string,
  now: Date,
): Promise<ScimClient | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({
      id: scimTokens.id,
      organizationId: scimTokens.organizationId,
      createdById: scimTokens.createdById,
      isDemo: organizations.isDemo,
    })
    .from(scimTokens)
    .innerJoin(organizations, eq(organizations.id, scimTokens.organizationId))
    .where(eq(scimTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.isDemo) return null;
  await db
    .update(scimTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(scimTokens.id, row.id),
        or(
          isNull(scimTokens.lastUsedAt),
          lt(scimTokens.lastUsedAt, new Date(now.getTime() - 60_000)),
        ),
      ),
    );
  return { tokenId: row.id, organizationId: row.organizationId, creatorId: row.createdById };
}

/**
 * The Senior Manager a SCIM change acts as (the account-creation and deactivation services take
 * an actor): the token's creator while an active Senior Manager, else the organisation's first
 * active one; never `exceptUserId` (the person being changed) when another exists, so a change
 * to that Senior Manager's own record is not refused as a change of oneself.
 * @returns null when the organisation has no active Senior Manager.
 */
export async function actingSeniorManager(
  db: DbOrTx,
  client: ScimClient,
  exceptUserId: number | null,
): Promise<UserRow | null> {
  // The creator first (when still an active Senior Manager), then the others by id.
  const ranked = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.organizationId, client.organizationId),
        eq(users.role, 'Senior Manager'),
        eq(users.isActive, true),
      ),
    )
    .orderBy(desc(sql`${users.id} = ${client.creatorId ?? 0}`), asc(users.id))
    .limit(2);
  return ranked.find((u) => u.id !== exceptUserId) ?? ranked[0] ?? null;
}
