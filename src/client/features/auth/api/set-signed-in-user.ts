/**
 * After sign-in, sign-up, demo login or a password change: the user the server returned becomes
 * the current user (`['auth','user']`). When the answer carried no user, the lookup is refetched.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@/shared/schemas/user';
import { currentUserKey } from './current-user';

export function setSignedInUser(queryClient: QueryClient, user: User | null | undefined): void {
  if (user && typeof user === 'object' && 'id' in user) {
    queryClient.setQueryData(currentUserKey, user);
  } else {
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }
}
