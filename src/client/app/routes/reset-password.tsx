/**
 * /reset-password#token=… (docs/decisions/0015-accounts.md): choose a new password through the
 * reset e-mail's link; every other session ends and the person is signed in.
 */
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { SetPasswordWithLink } from '@/client/features/auth';

export function ResetPasswordRoute() {
  useDocumentTitle('Choose a new password');
  return (
    <SetPasswordWithLink
      purpose="password_reset"
      title="Choose a new password"
      description="You will be signed out everywhere else."
      submitLabel="Save password and sign in"
    />
  );
}
