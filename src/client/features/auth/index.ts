/**
 * Auth feature (spec 2.8, 2.9): the signed-in user, sign-in, sign-up, demo login and the
 * blocking password-change dialog, and the profile's time-zone section.
 * Other features and app/ import this feature only from this file.
 */
export { SignedInUserContext, useUser } from './user-context';
export { useCurrentUser } from './api/current-user';
export { PasswordChangeDialog } from './components/password-change-dialog';
export { DemoBanner } from './components/demo-banner';
export { redirectTarget } from './lib/redirect-target';
export { DemoLoginButtons } from './components/demo-login-buttons';
export { ProductPreview } from './components/product-preview';
export { AuthLayout } from './components/auth-layout';
export { LoginForm } from './components/login-form';
export { SsoSignIn } from './components/sso-sign-in';
export { SignUpForm } from './components/signup-form';
export { TimezoneSection } from './components/timezone-section';
