/**
 * /forgot-password (docs/decisions/0015-accounts.md): ask for a link to choose a new password.
 */
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { AuthLayout, ForgotPasswordForm } from '@/client/features/auth';

export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the address you sign in with; we will e-mail you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
