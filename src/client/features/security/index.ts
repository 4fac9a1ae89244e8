/**
 * Security feature: the profile's "Sign-in and security" section (e-mail, two-factor sign-in,
 * sessions) and the dialog an organisation's two-factor requirement opens.
 */
export { SECURITY_KEY, securityQueries } from './api/security';
export { SecuritySection } from './components/security-section';
export { TwoFactorRequiredDialog } from './components/two-factor-required-dialog';
