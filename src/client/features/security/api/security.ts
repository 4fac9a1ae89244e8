/**
 * The caller's security settings (docs/security/promises.md promises 6 and 20): sessions
 * (GET/DELETE /api/auth/sessions, POST /api/auth/logout-all), sign-in e-mail (POST
 * /api/me/email, /api/me/email-proposal, /api/auth/email-link), two-factor sign-in (/api/auth/two-factor…) and the organisation's
 * requirement (PUT /api/organizations/{id}/two-factor). Every call throws `ApiError` on a
 * non-OK answer.
 *
 * Every security query comes from `securityQueries` and its key starts with `SECURITY_KEY`
 * (`['security']`); every security mutation invalidates exactly that prefix. The two that change
 * the signed-in user's `twoFactorSetupRequired` (enable, the organisation's requirement) also
 * refresh that user (`['auth', 'user']`, the auth feature's key); the e-mail change replaces it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeEmailInput,
  EmailChangeAnswer,
  EmailLinkAction,
  EmailProposalState,
  SessionInfo,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@/shared/schemas/auth';
import { api } from '@/client/lib/api-client';

/** The prefix of every security query key; security mutations invalidate it. */
export const SECURITY_KEY = ['security'] as const;
const USER_KEY = ['auth', 'user'] as const;

/** The security queries: `sessions` (GET /api/auth/sessions), `twoFactor` (GET /api/auth/two-factor). */
export const securityQueries = {
  /** The caller's live sessions, most recently seen first. */
  sessions: () =>
    queryOptions({
      queryKey: [...SECURITY_KEY, 'sessions'] as const,
      queryFn: async () =>
        (await api.get<{ sessions: SessionInfo[] }>('/api/auth/sessions')).sessions,
    }),
  /** Whether the caller has two-factor sign-in, and whether the organisation requires it. */
  twoFactor: () =>
    queryOptions({
      queryKey: [...SECURITY_KEY, 'two-factor'] as const,
      queryFn: () => api.get<TwoFactorStatus>('/api/auth/two-factor'),
    }),
};

function useInvalidateSecurity() {
  const queryClient = useQueryClient();
  return (alsoUser = false) => {
    void queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
    if (alsoUser) void queryClient.invalidateQueries({ queryKey: USER_KEY });
  };
}

/** `securityQueries.sessions()`. */
export const useSessions = () => useQuery(securityQueries.sessions());

/** DELETE /api/auth/sessions/{id}: signs one of the caller's other sessions out. */
export function useEndSession() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => invalidate(),
  });
}

/** POST /api/auth/logout-all: signs every other session out; answers `{ ended }`. */
export function useEndOtherSessions() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: () => api.post<{ ended: number }>('/api/auth/logout-all', {}),
    onSuccess: () => invalidate(),
  });
}

/**
 * POST /api/me/email `{ email, currentPassword | code }` (decision 30): answers `pendingEmail`,
 * the address the confirmation link went to (nothing changes until it is used); in a demo the
 * change applies at once (`pendingEmail` null) and the signed-in user is read again.
 */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => api.post<EmailChangeAnswer>('/api/me/email', input),
    onSuccess: (answer) => {
      if (!answer.pendingEmail) void queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}

/** GET /api/me/email-proposal: a manager's pending proposal of a new sign-in e-mail, or null. */
export const emailProposalQuery = () =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'email-proposal'] as const,
    queryFn: async () => (await api.get<EmailProposalState>('/api/me/email-proposal')).proposal,
  });

/** POST /api/me/email-proposal `{ decision }`: the signed-in user reads again on approval. */
export function useAnswerEmailProposal() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (decision: 'approve' | 'decline') =>
      api.post<{ email: string }>('/api/me/email-proposal', { decision }),
    onSuccess: (_answer, decision) => invalidate(decision === 'approve'),
  });
}

/** POST /api/auth/email-link `{ token, action }`: the sign-in e-mail after the link's action. */
export function useEmailLinkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; action: EmailLinkAction }) =>
      api.post<{ email: string }>('/api/auth/email-link', input),
    // The address changed, or (undo) every session ended: whoever is signed in is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}

/**
 * POST /api/auth/account-link for a sign-in e-mail link: `data.email` is the address it is about;
 * `isError` for the one answer of a link that does not work. Not retried.
 */
export function useEmailLinkCheck(token: string | null, purpose: EmailLinkPurpose) {
  return useQuery({
    queryKey: ['auth', 'account-link', purpose, token] as const,
    queryFn: () =>
      api.post<{ valid: true; email?: string }>('/api/auth/account-link', { token, purpose }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** The account-link purposes of the three sign-in e-mail pages. */
export type EmailLinkPurpose = 'email_change' | 'email_proposal' | 'email_undo';

/** `securityQueries.twoFactor()`. */
export const useTwoFactorStatus = () => useQuery(securityQueries.twoFactor());

/** POST /api/auth/two-factor/setup: a new secret, its otpauth URI and QR code (shown once). */
export function useBeginTwoFactorSetup() {
  return useMutation({
    mutationFn: () => api.post<TwoFactorSetup>('/api/auth/two-factor/setup', {}),
  });
}

/** POST /api/auth/two-factor/enable `{ code }`: answers the ten recovery codes (shown once). */
export function useEnableTwoFactor() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ recoveryCodes: string[] }>('/api/auth/two-factor/enable', { code }),
    onSuccess: () => invalidate(true),
  });
}

/** POST /api/auth/two-factor/disable `{ password, code }`. */
export function useDisableTwoFactor() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) =>
      api.post('/api/auth/two-factor/disable', input),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/organizations/{id}/two-factor `{ required }` (Senior Manager). */
export function useRequireTwoFactor(organizationId: number) {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (required: boolean) =>
      api.put<{ required: boolean }>(`/api/organizations/${organizationId}/two-factor`, {
        required,
      }),
    onSuccess: () => invalidate(true),
  });
}
