/**
 * People calls of spec 7. Every people query comes from `peopleQueries` and its key starts with
 * `PEOPLE_KEY`; every people mutation (add, remove, edit a user) invalidates exactly that prefix.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedTeamMember,
  CreateTeamMemberInput,
  HierarchyLevel,
  HierarchyLevelPage,
  OrganizationHierarchy,
  ReissuedAccess,
  TeamMember,
  TeamMembersPage,
  UpdatedUser,
  UpdateUserInput,
  Person,
  User,
  UsersPage,
} from '@/shared/schemas/user';
import { api, getOrNullOn401, toQuery } from '@/client/lib/api-client';
import { pagedQuery, usePagedList } from '@/client/lib/paged-list';

/** The prefix of every people query key; people mutations invalidate it. */
export const PEOPLE_KEY = ['people'] as const;

const NO_PEOPLE: HierarchyLevelPage = { people: [], total: 0, nextCursor: null };

/**
 * GET /api/organizations/{id}/hierarchy?level&cursor: one level of the hierarchy, 50 people a
 * page (a 401 reads as an empty level).
 */
export const hierarchyLevelQuery = (organizationId: number, level: HierarchyLevel) =>
  pagedQuery([...PEOPLE_KEY, 'hierarchy', organizationId, level], async (cursor) => {
    const body = await getOrNullOn401<OrganizationHierarchy>(
      `/api/organizations/${organizationId}/hierarchy${toQuery({ level, cursor })}`,
    );
    return body?.[level] ?? NO_PEOPLE;
  });

/** The pickers' people lists (docs/api.md "Paging"), each searched and paged by the server. */
export type PeopleListName = 'all-users' | 'managers' | 'team-members';

/**
 * The URL of one page of `list`: `cursor` (empty for the first page) and, when not blank,
 * `search`. E.g. `/api/all-users?cursor=` is a picker's first page.
 */
export function peoplePageUrl(list: PeopleListName, search: string, cursor: string | null) {
  const text = search.trim();
  const query = `cursor=${encodeURIComponent(cursor ?? '')}`;
  return `/api/${list}?${query}${text ? `&search=${encodeURIComponent(text)}` : ''}`;
}

/**
 * GET /api/{list}?search&cursor: 50 people a page, by name (a 401 reads as an empty page).
 * A page of the team carries each person's `managerName`.
 */
export const peoplePageQuery = <L extends PeopleListName>(list: L, search: string) =>
  pagedQuery([...PEOPLE_KEY, list, 'page', search.trim()], async (cursor) => {
    const body = await getOrNullOn401<L extends 'team-members' ? TeamMembersPage : UsersPage>(
      peoplePageUrl(list, search, cursor),
    );
    type Person = L extends 'team-members' ? TeamMember : User;
    return { people: (body?.items ?? []) as Person[], nextCursor: body?.nextCursor ?? null };
  });

/** `list` page by page, narrowed by `search` (`usePagedList`); `enabled` false waits. */
export const usePeoplePages = <L extends PeopleListName>(list: L, search: string, enabled = true) =>
  usePagedList(peoplePageQuery(list, search), enabled);

/** The people queries of spec 7; lookups answer null on 401 (spec 8). */
export const peopleQueries = {
  /** GET /api/team-members?status=deactivated: the deactivated people (Senior Manager). */
  deactivated: () =>
    queryOptions({
      queryKey: [...PEOPLE_KEY, 'deactivated'] as const,
      queryFn: () => api.get<Person[]>('/api/team-members?status=deactivated'),
    }),
  /** GET /api/users/{id}; 404 when the caller may not read them. */
  user: (id: number) =>
    queryOptions({
      queryKey: [...PEOPLE_KEY, 'user', id] as const,
      queryFn: () => getOrNullOn401<Person>(`/api/users/${id}`),
    }),
};

/** One level of the hierarchy page by page (`usePagedList`); `enabled` false waits. */
export const useHierarchyLevel = (organizationId: number, level: HierarchyLevel, enabled = true) =>
  usePagedList(hierarchyLevelQuery(organizationId, level), enabled);

function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
}

/**
 * POST /api/team-members: answers the user and `invitationSent`, or (no mail) its one-time
 * `temporaryPassword`.
 */
export function useCreateTeamMember() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (input: CreateTeamMemberInput) =>
      api.post<CreatedTeamMember>('/api/team-members', input),
    onSuccess: () => invalidate(),
  });
}

/** DELETE /api/team-members/{id}: deactivates the account. */
export function useRemoveTeamMember() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/team-members/${id}`),
    onSuccess: () => invalidate(),
  });
}

/** PATCH /api/users/{id}. */
export function useUpdateUser() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    // `proposedEmail`: the new e-mail awaits the person's approval (decision 30).
    mutationFn: ({ id, input }: { id: number; input: UpdateUserInput }) =>
      api.patch<UpdatedUser>(`/api/users/${id}`, input),
    onSuccess: () => invalidate(),
  });
}

/**
 * POST /api/team-members/{id}/invitation: a new invitation e-mail (the earlier link stops
 * working), or without mail a new temporary password (`temporaryPassword`, shown once).
 */
export function useResendInvitation() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (id: number) => api.post<ReissuedAccess>(`/api/team-members/${id}/invitation`),
    onSuccess: () => invalidate(),
  });
}

/** POST /api/team-members/{id}/reactivate (Senior Manager): the same person, active again. */
export function useReactivate() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (id: number) => api.post<User>(`/api/team-members/${id}/reactivate`),
    onSuccess: () => invalidate(),
  });
}
