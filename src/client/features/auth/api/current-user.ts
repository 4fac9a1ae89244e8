/**
 * GET /api/auth/user (spec 7): the signed-in user, or null on 401 (signed out).
 *
 * A signed-in page's HTML already carries that answer (decision 22, amendment): the server puts
 * it in `<script type="application/json" id="cadence-user">` (src/server/http/client-html.ts),
 * and `seedCurrentUser` moves it into the query cache before the first render, so the page does
 * not wait for the request.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@/shared/schemas/user';
import { getOrNullOn401 } from '@/client/lib/api-client';

export const currentUserKey = ['auth', 'user'] as const;

/** The id of the element in which the server sends the signed-in user with a page. */
export const SERVER_USER_ELEMENT = 'cadence-user';

export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: () => getOrNullOn401<User>('/api/auth/user'),
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

let serverUser: User | null | undefined;

/** The user in the page's `#cadence-user` element, read once (the element is then removed). */
function readServerUser(): User | null {
  if (serverUser !== undefined) return serverUser;
  serverUser = null;
  const element = document.getElementById(SERVER_USER_ELEMENT);
  if (!element) return serverUser;
  element.remove();
  try {
    const user = JSON.parse(element.textContent ?? '') as User | null;
    if (user && typeof user === 'object' && typeof user.id === 'number') serverUser = user;
  } catch {
    // Unreadable: the client asks the server instead.
  }
  return serverUser;
}

/**
 * Puts the signed-in user the server sent with the page into `queryClient` as the answer of
 * GET /api/auth/user (the same for every client made on this page). Returns whether there was
 * one; without it the cache is left alone and the request is made as usual.
 */
export function seedCurrentUser(queryClient: QueryClient): boolean {
  const user = readServerUser();
  if (user) queryClient.setQueryData(currentUserKey, user);
  return user !== null;
}
