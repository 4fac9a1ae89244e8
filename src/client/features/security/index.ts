/**
 * Security feature: the profile's "Sign-in and security" section (e-mail, two-factor sign-in,
 * sessions) and the dialog an organisation's two-factor requirement opens.
 */
import { deferred } from '@/client/lib/lazy';
export { SECURITY_KEY, securityQueries } from './api/security';
export { SecuritySection } from './components/security-section';
/** Loaded on demand: most visits never show it. */
export const TwoFactorRequiredDialog = deferred(
  () => import('./components/two-factor-required-dialog'),
  'TwoFactorRequiredDialog',
);
