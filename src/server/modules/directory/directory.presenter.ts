/**
 * Chooses the fields of a directory person (spec 2.18): the presented user (no secrets, see
 * `presentUser`) plus the display name of their manager.
 */
import type { DirectoryPerson } from '@/shared/schemas/directory';
import type { UserRow } from '../../db/schema';
import { fullName, presentUser } from '../users/users.presenter';

/** The manager columns a directory query selects next to the person (all null: no manager). */
export interface ManagerNameColumns {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

/** `row` as a directory person; `managerName` is null when they have no active manager. */
export function presentDirectoryPerson(
  row: UserRow,
  manager: ManagerNameColumns | null,
): DirectoryPerson {
  const managerName =
    manager && manager.username
      ? fullName({
          firstName: manager.firstName,
          lastName: manager.lastName,
          username: manager.username,
        })
      : null;
  return { ...presentUser(row), managerName };
}
