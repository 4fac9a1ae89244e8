/**
 * POST /api/auth/login (spec 7; spec 4 "Sign in"). Body `{ email, password }`; the answer carries
 * the signed-in user and `requiresPasswordChange`. On success the current-user cache is replaced
 * with that user (or refetched when the server sent none). Throws `ApiError` on any non-OK answer.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, SecondFactorInput } from '@/shared/schemas/auth';
import type { User } from '@/shared/schemas/user';
import { api } from '@/client/lib/api-client';
import { setSignedInUser } from './set-signed-in-user';

export interface LoginResponse {
  user?: User;
  requiresPasswordChange?: boolean;
  /** The password was right and the account has two-factor sign-in: the code comes next. */
  twoFactorRequired?: boolean;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginResponse>('/api/auth/login', input),
    onSuccess: (data) => {
      if (!data?.twoFactorRequired) setSignedInUser(queryClient, data?.user);
    },
  });
}

/**
 * POST /api/auth/login/two-factor: the second step, with the 6-digit code or a recovery code
 * (`SecondFactorInput`); answers like the password step. 401 when the 5-minute challenge has
 * expired, 400 for a wrong code, 429 after 5 wrong codes.
 */
export function useSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SecondFactorInput) =>
      api.post<LoginResponse>('/api/auth/login/two-factor', input),
    onSuccess: (data) => setSignedInUser(queryClient, data?.user),
  });
}
