/**
 * Who may open the meetings list of a person (spec 2.13): a Senior Manager for anyone
 * of the organisation, a Manager or Supervisor for people in their reporting line; anyone else
 * sees "not found". The server decides: GET /api/users/{id} answers 404 outside the caller's
 * view, and GET /api/meetings never lists meetings outside it. For a line manager the page
 * also checks that the person is in GET /api/team-members (their reporting line), searched by
 * the person's e-mail (one small page, never the whole line), because GET /api/users/{id} also
 * shows them their managers and peers, whose meetings this page is not for.
 */
import { useQuery } from '@tanstack/react-query';
import { isLineManager, isSeniorManager } from '@/shared/permissions';
import type { TeamMembersPage, User } from '@/shared/schemas/user';
import { PEOPLE_KEY, peoplePageUrl, peopleQueries } from '@/client/features/people';
import { ApiError, getOrNullOn401 } from '@/client/lib/api-client';

export type MemberAccess =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; retry: () => void }
  | { state: 'ok'; member: User };

/** The person `memberId` (null for an invalid id) as `viewer` may see them on this page. */
export function useMemberAccess(viewer: User, memberId: number | null): MemberAccess {
  const senior = isSeniorManager(viewer.role);
  const line = isLineManager(viewer.role);
  const allowed = (senior || line) && memberId !== null;
  const person = useQuery({
    ...peopleQueries.user(memberId ?? 0),
    enabled: allowed,
  });
  const email = person.data?.email ?? '';
  const team = useQuery({
    queryKey: [...PEOPLE_KEY, 'team-members', 'page', email, 'first'],
    queryFn: () => getOrNullOn401<TeamMembersPage>(peoplePageUrl('team-members', email, null)),
    enabled: allowed && line && email !== '',
  });

  if (!allowed) return { state: 'not-found' };
  if (person.isError) {
    if (person.error instanceof ApiError && person.error.status === 404) {
      return { state: 'not-found' };
    }
    return { state: 'error', retry: () => void person.refetch() };
  }
  if (line && team.isError) return { state: 'error', retry: () => void team.refetch() };
  if (person.isPending || (line && team.isPending)) return { state: 'loading' };
  const member = person.data;
  if (!member) return { state: 'not-found' };
  if (line && !(team.data?.items ?? []).some((p) => p.id === member.id)) {
    return { state: 'not-found' };
  }
  return { state: 'ok', member };
}

/** A person's display name: first and last name, else the username. */
export function personName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.username;
}
