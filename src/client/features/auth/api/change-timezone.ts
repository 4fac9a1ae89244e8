/**
 * PATCH /api/me/timezone `{ timezone }` (product rule 9): the answer is the updated user, which
 * becomes the current user at once (`['auth', 'user']`), then is fetched again. Every other
 * query is refetched too: the server reads "today", upcoming and overdue in the user's zone.
 * Throws `ApiError` (400 with `fieldErrors.timezone` for a name that is no zone).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeTimezoneInput } from '@/shared/schemas/timezone';
import type { User } from '@/shared/schemas/user';
import { api } from '@/client/lib/api-client';
import { setSignedInUser } from './set-signed-in-user';

export function useChangeTimezone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeTimezoneInput) => api.patch<User>('/api/me/timezone', input),
    onSuccess: (user) => {
      setSignedInUser(queryClient, user);
      void queryClient.invalidateQueries();
    },
  });
}
