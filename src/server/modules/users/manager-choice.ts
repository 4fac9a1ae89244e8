/**
 * The "Reports To" rule shared by account creation and user update (spec 5):
 * a manager must be an active user of the same organisation with a managing role
 * (Senior Manager, Manager or Supervisor).
 */
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { findActiveUser } from './users.service';
import { isManagingRole } from './users.policy';

export const INVALID_MANAGER_MESSAGE = 'Reports To must be an active manager in your organisation';

/**
 * Loads and checks the chosen manager.
 * @returns the manager's row.
 * @throws 400 `fieldErrors.managerId` when unknown, deactivated, of another organisation, or
 *   not a managing role (one message for all, so nothing about other organisations leaks).
 */
export async function requireManagerChoice(
  db: DbOrTx,
  organizationId: number,
  managerId: number,
): Promise<UserRow> {
  const manager = await findActiveUser(db, organizationId, managerId);
  if (!manager || !isManagingRole(manager.role)) {
    throw fieldError('managerId', INVALID_MANAGER_MESSAGE);
  }
  return manager;
}
