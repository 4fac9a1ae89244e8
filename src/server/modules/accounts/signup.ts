/**
 * Who may sign up (docs/decisions/0015-accounts.md): `SIGNUP=open|closed`; unset, sign-up is open
 * only while the server holds no organisation other than demo sandboxes, so the first person
 * can create theirs and a company server then closes by itself.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { organizations } from '../../db/schema';
import { forbidden } from '../../http/errors';

export const SIGNUP_CLOSED = 'Sign-up is closed on this server; ask your manager for an invitation';

/** True when POST /api/auth/register is open now. */
export async function isSignupOpen(ctx: AppContext): Promise<boolean> {
  if (ctx.config.signup) return ctx.config.signup === 'open';
  const [real] = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.isDemo, false))
    .limit(1);
  return !real;
}

/** @throws 403 FORBIDDEN `SIGNUP_CLOSED` when sign-up is closed. */
export async function assertSignupOpen(ctx: AppContext): Promise<void> {
  if (!(await isSignupOpen(ctx))) throw forbidden(SIGNUP_CLOSED);
}
