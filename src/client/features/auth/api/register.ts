/**
 * POST /api/auth/register (spec 7): the sign-up fields plus `captchaToken`. Creates the
 * organisation and its first user, then signs in (docs/product-rules.md); the answer's `user` becomes the
 * current user. Throws `ApiError` (with `fieldErrors` on a 400) on any non-OK answer.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '@/shared/schemas/auth';
import type { User } from '@/shared/schemas/user';
import { api } from '@/client/lib/api-client';
import { setSignedInUser } from './set-signed-in-user';

export interface RegisterResponse {
  user?: User;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<RegisterResponse>('/api/auth/register', input),
    onSuccess: (data) => setSignedInUser(queryClient, data?.user),
  });
}
