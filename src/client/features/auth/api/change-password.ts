/**
 * POST /api/auth/change-password (spec 7; spec 2.8): `{ currentPassword, newPassword,
 * confirmPassword }`; the answer is the updated user, which replaces the current user (spec 4),
 * so the blocking dialog closes once `mustChangePassword` is false; every other query is then
 * refetched, since the server refused them while the change was pending.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@/shared/schemas/auth';
import type { User } from '@/shared/schemas/user';
import { api } from '@/client/lib/api-client';
import { currentUserKey } from './current-user';
import { setSignedInUser } from './set-signed-in-user';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<User>('/api/auth/change-password', input),
    onSuccess: (user) => {
      setSignedInUser(queryClient, user);
      // Data lookups made while the change was pending were refused (403): fetch them again.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== currentUserKey[0],
      });
    },
  });
}
