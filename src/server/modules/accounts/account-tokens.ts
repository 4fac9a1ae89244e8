/**
 * Single-use account links (promise 16; docs/decisions/0015-accounts.md): an invitation (valid
 * 7 days) lets a new person choose their password; a password reset (valid 1 hour) lets a person
 * who forgot it choose a new one. Three more carry a sign-in e-mail change
 * (docs/decisions/0030-email-change.md; promise 6): `email_change` confirms a new address (mailed
 * to it, valid 24 hours), `email_proposal` approves or declines a manager's proposal (mailed to
 * the current address, 7 days), `email_undo` restores the old address (mailed to it, 7 days).
 *
 * A token is `<selector>.<verifier>`, both base64url: the selector (128 random bits) names the
 * row, the verifier (256 random bits) is stored only as its SHA-256 (as sessions store theirs,
 * `hashToken`) and compared with `timingSafeEqual`. A token serves one purpose: an invitation
 * never resets a password and the other way round. Unknown, malformed, used, expired and
 * wrong-purpose tokens all end in the same 400 (`linkNoLongerWorks`).
 */
import type { EraseStep } from '../privacy/registry';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTokens, users, type UserRow } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { hashToken } from '../auth/sessions';

export const TOKEN_PURPOSES = [
  'invitation',
  'password_reset',
  'email_change',
  'email_proposal',
  'email_undo',
] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each kind of link works, in milliseconds. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  invitation: 7 * DAY_MS,
  password_reset: 60 * 60 * 1000,
  email_change: DAY_MS,
  email_proposal: 7 * DAY_MS,
  email_undo: 7 * DAY_MS,
};

/** The one answer to a link that does not work, whatever the reason (promise 16). */
export const LINK_NO_LONGER_WORKS =
  'This link no longer works. Ask your manager for a new invitation.';

/** 400 `fieldErrors.token`, the same for unknown, used, expired and wrong-purpose tokens. */
export const linkNoLongerWorks = () => fieldError('token', LINK_NO_LONGER_WORKS);

const SELECTOR = /^[A-Za-z0-9_-]{22}$/;
const VERIFIER = /^[A-Za-z0-9_-]{43}$/;

/**
 * Issues a new link of `purpose` for `userId`, valid `TOKEN_TTL_MS[purpose]` from `now`, and
 * retires the person's earlier unused links of the same purpose (they stop working at once),
 * except undo links (`email_undo`): each old address keeps its own way back. `email` is the
 * address an e-mail link is about, `requestedById` who proposed it (see the table's columns).
 * Run it in the transaction that sends the mail.
 * @returns the token to put in the link (plain text; only its hash is stored).
 */
export async function issueAccountToken(
  db: DbOrTx,
  {
    userId,
    purpose,
    now,
    email = null,
    requestedById = null,
  }: {
    userId: number;
    purpose: TokenPurpose;
    now: Date;
    email?: string | null;
    requestedById?: number | null;
  },
): Promise<string> {
  if (purpose !== 'email_undo') {
    await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  }
  const selector = randomBytes(16).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    selector,
    verifierHash: hashToken(verifier),
    purpose,
    userId,
    email,
    requestedById,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    createdAt: now,
  });
  return `${selector}.${verifier}`;
}

/**
 * The active person a `token` of `purpose` opens, with the token row's id and the address it is
 * about (`email`, null for invitations and resets), or null when the token is malformed,
 * unknown, of another purpose, used, expired, or its person deactivated.
 * Does not use the token up (see `useAccountToken`).
 */
export async function findAccountToken(
  db: DbOrTx,
  { token, purpose, now }: { token: string; purpose: TokenPurpose; now: Date },
): Promise<{
  tokenId: number;
  user: UserRow;
  email: string | null;
  requestedById: number | null;
} | null> {
  const [selector, verifier, ...rest] = token.split('.');
  if (rest.length > 0 || !selector || !verifier) return null;
  if (!SELECTOR.test(selector) || !VERIFIER.test(verifier)) return null;
  const [row] = await db
    .select({ token: accountTokens, user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(eq(accountTokens.selector, selector))
    .limit(1);
  // Hash and compare even for an unknown selector, so both take the same time.
  const given = Buffer.from(hashToken(verifier), 'hex');
  const stored = Buffer.from(row?.token.verifierHash ?? hashToken(selector), 'hex');
  const matches = given.length === stored.length && timingSafeEqual(given, stored);
  if (!row || !matches) return null;
  const t = row.token;
  if (t.purpose !== purpose || t.usedAt || t.expiresAt.getTime() <= now.getTime()) return null;
  if (!row.user.isActive) return null;
  return { tokenId: t.id, user: row.user, email: t.email, requestedById: t.requestedById };
}

/**
 * Retires (marks used at `now`) every unused link of `userId` whose purpose is in `purposes`.
 */
export async function retireAccountTokens(
  db: DbOrTx,
  userId: number,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
      ),
    );
}

/**
 * Marks token `tokenId` used at `now`, atomically: of two requests racing with one link, only
 * one gets true.
 */
export async function useAccountToken(db: DbOrTx, tokenId: number, now: Date): Promise<boolean> {
  const used = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return used.length === 1;
}

/**
 * Erase step (modules/privacy/registry.ts, decision 16): an erased person's invitation and
 * password-reset links are deleted, used or not, so no mailed link can ever sign in again.
 */
export const eraseAccountTokens: EraseStep = async ({ tx, user }) => {
  await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
};
