/**
 * GET /api/recaptcha/sitekey (spec 7): `{ siteKey }`, null when the captcha is disabled.
 * A failure raises "Failed to fetch captcha config" (spec 8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';

export interface CaptchaConfig {
  siteKey: string | null;
}

export const captchaConfigQuery = queryOptions({
  queryKey: ['auth', 'captcha-config'] as const,
  queryFn: async (): Promise<CaptchaConfig> => {
    try {
      const data = await api.get<Partial<CaptchaConfig>>('/api/recaptcha/sitekey');
      return { siteKey: data?.siteKey || null };
    } catch {
      throw new Error('Failed to fetch captcha config');
    }
  },
});

export function useCaptchaConfig() {
  return useQuery(captchaConfigQuery);
}
