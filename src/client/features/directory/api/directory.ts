/**
 * Directory calls (spec 2.18): GET /api/directory/managers,
 * GET /api/directory/team-members and GET /api/directory/managers/{id}. The server searches,
 * filters and counts; the keys live under `['people', 'directory']` so every people change
 * (add, edit, remove) refreshes them. Errors are `ApiError` (spec 8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ManagerProfile,
  ManagersDirectory,
  TeamMembersDirectory,
} from '@/shared/schemas/directory';
import { api, toQuery } from '@/client/lib/api-client';
import { pagedQuery, usePagedList } from '@/client/lib/paged-list';

export interface TeamMembersDirectoryParams {
  search?: string;
  /** An exact department, or empty for all. */
  department?: string;
  /** Manager, Supervisor or Team Member, or empty for all. */
  role?: string;
}

export const directoryKeys = {
  all: ['people', 'directory'] as const,
  managers: (search: string) => ['people', 'directory', 'managers', { search }] as const,
  teamMembers: (params: TeamMembersDirectoryParams) =>
    ['people', 'directory', 'team-members', params] as const,
  profile: (id: number) => ['people', 'directory', 'profile', id] as const,
};

/**
 * The directory queries (no mutations of their own: the people feature's mutations invalidate
 * `PEOPLE_KEY`, `['people']`, the prefix of `directoryKeys.all`).
 */
export const directoryQueries = {
  /** GET /api/directory/managers?search&cursor, 50 a page. */
  managers: (search: string) =>
    pagedQuery(directoryKeys.managers(search), (cursor) =>
      api.get<ManagersDirectory>(`/api/directory/managers${toQuery({ search, cursor })}`),
    ),
  /** GET /api/directory/team-members?search&department&role&cursor, 50 a page. */
  teamMembers: (params: TeamMembersDirectoryParams) =>
    pagedQuery(directoryKeys.teamMembers(params), (cursor) =>
      api.get<TeamMembersDirectory>(`/api/directory/team-members${toQuery({ ...params, cursor })}`),
    ),
  /** GET /api/directory/managers/{id}; refetched at every visit (staleTime 0). */
  profile: (id: number) =>
    queryOptions({
      queryKey: directoryKeys.profile(id),
      queryFn: () => api.get<ManagerProfile>(`/api/directory/managers/${id}`),
      enabled: Number.isInteger(id) && id > 0,
      staleTime: 0,
    }),
};

/** All Managers matching `search` (trimmed by the caller), page by page; keeps the last list while loading. */
export function useManagersDirectory(search: string) {
  return usePagedList(directoryQueries.managers(search));
}

/** All Team Members matching `params`, page by page; keeps the last list while the next one loads. */
export function useTeamMembersDirectory(params: TeamMembersDirectoryParams) {
  return usePagedList(directoryQueries.teamMembers(params));
}

/**
 * The manager profile `id`. Refetched at every visit (its 1:1 figures move with the meetings,
 * whose changes do not touch the people keys).
 */
export function useManagerProfile(id: number) {
  return useQuery(directoryQueries.profile(id));
}
