/**
 * Usernames (spec 3 `users.username`, unique): derived from the e-mail's local part, reduced to
 * `[a-z0-9._-]`, and made unique with the smallest free numeric suffix (`ada`, `ada2`, `ada3`…).
 */
import { like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** The username base of `email`: its local part, lower-case, safe characters only, ≤ 40 chars. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const base = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .slice(0, 40);
  return base || 'user';
}

/**
 * A username for `email` that no user has yet. Two concurrent sign-ups may still pick the same
 * one: the unique index then refuses the second insert (the caller answers 409 or retries).
 */
export async function deriveUniqueUsername(db: DbOrTx, email: string): Promise<string> {
  const base = usernameBase(email);
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(like(users.username, `${escaped}%`));
  const taken = new Set(rows.map((r) => r.username));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
