/**
 * GET /api/auth/user's answer (`currentUserSchema`), built in one place: the route
 * (./auth.routes.ts) sends it and every signed-in page's HTML carries it
 * (src/server/http/client-html.ts), so both say the same.
 */
import type { CurrentUser } from '@/shared/schemas/user';
import type { UserRow } from '../../db/schema';
import type { AppConfig } from '../../env';
import { mailEnabledOf } from '../accounts/invitations';
import { presentUser } from '../users/users.presenter';

/**
 * The signed-in `actor` as presented, with `twoFactorSetupRequired` (their organisation
 * requires two-factor sign-in and they have not set it up; the auth guard's finding) and
 * `mailEnabled` (this server sends e-mail: `SMTP_URL` is set).
 */
export function presentCurrentUser(
  actor: UserRow,
  twoFactorSetupRequired: boolean,
  config: Pick<AppConfig, 'smtpUrl'>,
): CurrentUser {
  return { ...presentUser(actor), twoFactorSetupRequired, mailEnabled: mailEnabledOf(config) };
}
