/**
 * GET /api/auth/user (spec 7): the signed-in user, or null on 401 (signed out).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@/shared/schemas/user';
import { getOrNullOn401 } from '@/client/lib/api-client';

export const currentUserKey = ['auth', 'user'] as const;

export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: () => getOrNullOn401<User>('/api/auth/user'),
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
