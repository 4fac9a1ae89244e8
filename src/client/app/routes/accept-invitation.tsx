/**
 * /accept-invitation#token=… (docs/decisions/0015-accounts.md): a new person chooses their
 * password through the invitation e-mail's link and lands signed in on their dashboard.
 */
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { SetPasswordWithLink } from '@/client/features/auth';

export function AcceptInvitationRoute() {
  useDocumentTitle('Welcome to Cadence');
  return (
    <SetPasswordWithLink
      purpose="invitation"
      title="Welcome to Cadence"
      description="Choose the password you will sign in with."
      submitLabel="Set password and sign in"
    />
  );
}
