/**
 * People calls of spec 7. Lookups answer null on 401 (spec 8).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedTeamMember,
  CreateTeamMemberInput,
  OrganizationHierarchy,
  UpdateUserInput,
  User,
} from '@/shared/schemas/user';
import { api, getOrNullOn401 } from '@/client/lib/api-client';

export const peopleKeys = {
  all: ['people'] as const,
  allUsers: ['people', 'all-users'] as const,
  teamMembers: ['people', 'team-members'] as const,
  managers: ['people', 'managers'] as const,
  seniorManagers: ['people', 'senior-managers'] as const,
  hierarchy: (orgId: number) => ['people', 'hierarchy', orgId] as const,
  user: (id: number) => ['people', 'user', id] as const,
};

export const allUsersQuery = queryOptions({
  queryKey: peopleKeys.allUsers,
  queryFn: () => api.get<User[]>('/api/all-users'),
});
/** GET /api/all-users: everyone the caller may pick as a participant. */
export const useAllUsers = () => useQuery(allUsersQuery);

export const teamMembersQuery = queryOptions({
  queryKey: peopleKeys.teamMembers,
  queryFn: () => getOrNullOn401<User[]>('/api/team-members'),
});
/** GET /api/team-members: the caller's team (reporting line; the organisation for a Senior Manager). */
export const useTeamMembers = () => useQuery(teamMembersQuery);

/** GET /api/managers. */
export const useManagers = () =>
  useQuery({
    queryKey: peopleKeys.managers,
    queryFn: () => getOrNullOn401<User[]>('/api/managers'),
  });
/** GET /api/senior-managers. */
export const useSeniorManagers = () =>
  useQuery({
    queryKey: peopleKeys.seniorManagers,
    queryFn: () => getOrNullOn401<User[]>('/api/senior-managers'),
  });
/** GET /api/organizations/{id}/hierarchy. */
export const useHierarchy = (organizationId: number) =>
  useQuery({
    queryKey: peopleKeys.hierarchy(organizationId),
    queryFn: () =>
      getOrNullOn401<OrganizationHierarchy>(`/api/organizations/${organizationId}/hierarchy`),
  });
/** GET /api/users/{id}. */
export const useUserById = (id: number) =>
  useQuery({
    queryKey: peopleKeys.user(id),
    queryFn: () => getOrNullOn401<User>(`/api/users/${id}`),
    enabled: id > 0,
  });

function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: peopleKeys.all });
}

/** POST /api/team-members: answers the user plus its one-time `temporaryPassword`. */
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
    mutationFn: ({ id, input }: { id: number; input: UpdateUserInput }) =>
      api.patch<User>(`/api/users/${id}`, input),
    onSuccess: () => invalidate(),
  });
}
