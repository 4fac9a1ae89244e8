/**
 * POST /api/auth/login (spec 7; spec 4 "Sign in"). Body `{ email, password }`; the answer carries
 * the signed-in user and `requiresPasswordChange`. On success the current-user cache is replaced
 * with that user (or refetched when the server sent none). Throws `ApiError` on any non-OK answer.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@/shared/schemas/auth';
import type { User } from '@/shared/schemas/user';
import { api } from '@/client/lib/api-client';
import { setSignedInUser } from './set-signed-in-user';

export interface LoginResponse {
  user?: User;
  requiresPasswordChange?: boolean;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginResponse>('/api/auth/login', input),
    onSuccess: (data) => setSignedInUser(queryClient, data?.user),
  });
}
