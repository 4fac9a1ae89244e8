/**
 * "Resend invitation" on the row of a person who has not chosen a password yet
 * (`mustChangePassword`; docs/decisions/0015-accounts.md): a new invitation e-mail whose link
 * replaces the earlier one, or without mail a new temporary password shown once in the
 * credentials dialog. Hidden for everyone else.
 */
import { useState } from 'react';
import { Send } from 'lucide-react';
import type { User } from '@/shared/schemas/user';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import { displayName } from '@/client/lib/utils';
import { useResendInvitation } from '../api/people';
import { CredentialsDialog, type AccountCredentials } from './credentials-dialog';

export function ResendInvitationButton({ person }: { person: User }) {
  const resend = useResendInvitation();
  const [credentials, setCredentials] = useState<AccountCredentials | null>(null);
  if (!person.mustChangePassword) return null;
  const name = displayName(person);
  const onClick = () =>
    resend.mutate(person.id, {
      onSuccess: (answer) => {
        if (answer.invitationSent) {
          toast({ title: 'Invitation sent', description: `A new link is on its way to ${name}.` });
        } else {
          setCredentials({
            name,
            email: person.email,
            temporaryPassword: answer.temporaryPassword ?? '',
          });
        }
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to resend the invitation.'),
          variant: 'destructive',
        }),
    });
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        onClick={onClick}
        disabled={resend.isPending}
        aria-label={`Resend invitation to ${name}`}
      >
        <Send aria-hidden="true" />
        Resend invitation
      </Button>
      <CredentialsDialog credentials={credentials} onClose={() => setCredentials(null)} />
    </>
  );
}
