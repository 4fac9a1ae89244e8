/**
 * Auth feature (spec 2.8, 2.9): the signed-in user, sign-in, sign-up, demo login and the
 * blocking password-change dialog, and the profile's time-zone section.
 * Other features and app/ import this feature only from this file.
 */
import { deferred } from '@/client/lib/lazy';
export { SignedInUserContext, useUser } from './user-context';
export { useCurrentUser, seedCurrentUser } from './api/current-user';
/** Loaded on demand: most visits never show it. */
export const PasswordChangeDialog = deferred(
  () => import('./components/password-change-dialog'),
  'PasswordChangeDialog',
);
export { DemoBanner } from './components/demo-banner';
export { redirectTarget } from './lib/redirect-target';
export { DemoLoginButtons } from './components/demo-login-buttons';
export { ProductPreview } from './components/product-preview';
export { AuthLayout } from './components/auth-layout';
export { LoginForm } from './components/login-form';
export { SsoSignIn } from './components/sso-sign-in';
export { SignUpForm } from './components/signup-form';
export { SetPasswordWithLink } from './components/set-password-with-link';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { useSignupState } from './api/account-links';
export { TimezoneSection } from './components/timezone-section';
