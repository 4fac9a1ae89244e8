/** Placeholder until the auth screens land. */
export function PasswordChangeDialog() {
  return null;
}
