/**
 * The pickers' people lists (spec 7; docs/api.md "Paging"; decision 20): GET /api/all-users,
 * GET /api/managers and GET /api/team-members. Each is one SQL condition on `users` (who the
 * actor may list, access/scope.ts) narrowed by `search`, read in one statement:
 * - without `cursor`: the spec's array, every matching person, sorted by first name, last name,
 *   id (locale-aware, as before paging);
 * - with `cursor` (empty for the first page): a keyset page of PAGE_SIZE by the people key
 *   (people-page.ts `byName`), `{ items, nextCursor }`, answered from the name indexes
 *   (`users_org_name_idx`; `users_org_managing_name_idx` for the managers).
 * A page of GET /api/team-members carries each person's `managerName` (the manager joined in
 * the same statement), so the team panel needs no list of managers.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isLineManager, isSeniorManager } from '@/shared/permissions';
import type {
  PeopleListQuery,
  TeamMember,
  TeamMembersPage,
  TeamMembersQuery,
  Person,
} from '@/shared/schemas/user';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { Actor } from '../../context';
import { forbidden } from '../../http/errors';
import { scopeOf, teamOf, visibleUsersSql, type Scope } from '../../access/scope';
import { PAGE_SIZE } from '@/shared/schemas/page';
import { byName, nameKeyOf, peopleSearchSql, selectPeopleWithManagerName } from './people-page';
import { fullName, presentPerson } from './users.presenter';
import { sortByFirstName } from './users.service';

/** The spec's array (no `cursor`) or one keyset page (`cursor`, empty for the first). */
export type PeopleAnswer<T> = T[] | { items: T[]; nextCursor: string | null };

const activeIn = (organizationId: number) =>
  and(eq(users.organizationId, organizationId), eq(users.isActive, true))!;

/**
 * The managing roles as SQL literals: the same text as the partial index
 * `users_org_managing_name_idx`'s predicate, so PostgreSQL proves the index applies whatever
 * the driver does with parameters.
 */
const isManaging = sql`${users.role} in ('Senior Manager', 'Manager', 'Supervisor')`;

/**
 * The people matching `where` and `query.search` with their manager's name (an active manager
 * of the same organisation, else null), as the array (no cursor) or one page after
 * `query.cursor`. One statement.
 * @throws 400 on `cursor` when it is not one this API gave out.
 */
async function selectPeople<T>(
  db: DbOrTx,
  where: SQL,
  query: PeopleListQuery,
  present: (row: UserRow, managerName: string | null) => T,
): Promise<PeopleAnswer<T>> {
  const conditions = [where, peopleSearchSql(query.search, [users.username, users.email])];
  const paged = query.cursor !== undefined;
  if (paged) conditions.push(byName.after(query.cursor || undefined));
  const selected = selectPeopleWithManagerName(db).where(and(...conditions));
  type Row = Awaited<typeof selected>[number];
  const presentRow = (row: Row) =>
    present(
      row.user,
      row.managerUsername === null
        ? null
        : fullName({
            firstName: row.managerFirstName,
            lastName: row.managerLastName,
            username: row.managerUsername,
          }),
    );
  if (!paged) {
    const rows = await selected;
    const byId = new Map(rows.map((r) => [r.user.id, r]));
    return sortByFirstName(rows.map((r) => r.user)).map((u) => presentRow(byId.get(u.id)!));
  }
  const rows = await selected.orderBy(...byName.orderBy).limit(PAGE_SIZE + 1);
  const cut = byName.page(rows, (r) => nameKeyOf({ ...r, id: r.user.id }));
  return { items: cut.items.map(presentRow), nextCursor: cut.nextCursor };
}

/** Presents a person of a list with the actor's rights on them (users.policy.ts `personRights`). */
const asPerson =
  (actor: Actor, scope: Scope) =>
  (row: UserRow): Person =>
    presentPerson(row, actor, scope);
const asTeamMember =
  (actor: Actor, scope: Scope) =>
  (row: UserRow, managerName: string | null): TeamMember => ({
    ...presentPerson(row, actor, scope),
    managerName,
  });

/**
 * GET /api/all-users: whom the actor may pick as a participant. Senior Manager: the whole
 * organisation; Manager/Supervisor: themselves and their line (their scope); Team Member:
 * themselves and their manager.
 */
export async function listAllUsersFor(input: {
  db: DbOrTx;
  actor: Actor;
  query: PeopleListQuery;
}): Promise<PeopleAnswer<Person>> {
  const { db, actor, query } = input;
  const scope = await scopeOf(db, actor);
  if (isSeniorManager(actor.role) || isLineManager(actor.role)) {
    return selectPeople(db, visibleUsersSql(scope), query, asPerson(actor, scope));
  }
  const ids = actor.managerId ? [actor.id, actor.managerId] : [actor.id];
  return selectPeople(
    db,
    and(activeIn(actor.organizationId), inArray(users.id, ids))!,
    query,
    asPerson(actor, scope),
  );
}

/** GET /api/managers: the organisation's managing people (Senior Manager, Manager, Supervisor). */
export async function listManagersFor(input: {
  db: DbOrTx;
  actor: Actor;
  query: PeopleListQuery;
}): Promise<PeopleAnswer<Person>> {
  const { db, actor, query } = input;
  const scope = await scopeOf(db, actor);
  return selectPeople(
    db,
    and(activeIn(actor.organizationId), isManaging)!,
    query,
    asPerson(actor, scope),
  );
}

/**
 * GET /api/team-members: the actor's team (access/scope.ts `teamOf`): Senior Manager: every
 * non-senior user of the organisation; Manager/Supervisor: their line. With
 * `status=deactivated` the deactivated people of the organisation (Senior Manager only). A
 * page's people (either list) carry `managerName`. The caller checks `canManageTeam` first (Team Member: 403).
 * @throws 403 for `status=deactivated` by anyone but a Senior Manager.
 */
export async function listTeamMembersFor(input: {
  db: DbOrTx;
  actor: Actor;
  query: TeamMembersQuery;
}): Promise<Person[] | TeamMembersPage> {
  const { db, actor, query } = input;
  const scope = await scopeOf(db, actor);
  let where: SQL;
  if (query.status === 'deactivated') {
    if (!isSeniorManager(actor.role)) {
      throw forbidden('Only a Senior Manager can see deactivated people');
    }
    where = and(eq(users.organizationId, actor.organizationId), eq(users.isActive, false))!;
  } else {
    where = teamOf(scope).members;
  }
  if (query.cursor === undefined) {
    return (await selectPeople(db, where, query, asPerson(actor, scope))) as Person[];
  }
  return (await selectPeople(db, where, query, asTeamMember(actor, scope))) as TeamMembersPage;
}
