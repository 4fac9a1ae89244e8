/**
 * Security feature: the profile's "Sign-in and security" section (e-mail, two-factor sign-in,
 * sessions), the dialog an organisation's two-factor requirement opens, the banner of a proposed
 * sign-in e-mail and the pages of the sign-in e-mail links (decision 30).
 */
import { deferred } from '@/client/lib/lazy';
export { SECURITY_KEY, securityQueries } from './api/security';
export { SecuritySection } from './components/security-section';
/** Loaded on demand: most visits never show it. */
export const TwoFactorRequiredDialog = deferred(
  () => import('./components/two-factor-required-dialog'),
  'TwoFactorRequiredDialog',
);
export { EmailProposalBanner } from './components/email-proposal-banner';
export { EmailLinkPage, type EmailLinkMode } from './components/email-link-page';
