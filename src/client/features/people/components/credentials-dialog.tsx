/**
 * "Team Member Account Created" (spec 2.4, 2.5; docs/product-rules.md; promise 9): shows the new account's
 * e-mail and its one-time temporary password, with Copy Credentials and Done. The password is
 * never shown again: closing the dialog forgets it. When the server mailed an invitation instead
 * (mail configured; docs/decisions/0015-accounts.md) it says so, and shows no password.
 */
import { Copy, KeyRound, Mail } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/toast';

export interface AccountCredentials {
  name: string;
  email: string;
  /** Null when an invitation e-mail was sent instead. */
  temporaryPassword: string | null;
}

export function CredentialsDialog({
  credentials,
  onClose,
}: {
  /** The account to show; `null` closes the dialog. */
  credentials: AccountCredentials | null;
  onClose: () => void;
}) {
  if (credentials && credentials.temporaryPassword === null) {
    return (
      <InvitationSentDialog name={credentials.name} email={credentials.email} onClose={onClose} />
    );
  }
  const copy = async () => {
    if (!credentials) return;
    try {
      await navigator.clipboard.writeText(
        `Email: ${credentials.email}\nTemporary password: ${credentials.temporaryPassword}`,
      );
      toast({ title: 'Copied', description: 'Login credentials copied to the clipboard.' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the credentials and copy them by hand.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open={credentials !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound className="h-5 w-5 text-brand-700" aria-hidden="true" />
            Team Member Account Created
          </DialogTitle>
          <DialogDescription>
            Share these login credentials with {credentials?.name ?? 'the new team member'}.
          </DialogDescription>
        </DialogHeader>
        {credentials && (
          <dl className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm">
            <div>
              <dt className="font-medium text-slate-700">Email</dt>
              <dd className="mt-1 break-all font-mono text-slate-900">{credentials.email}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-700">Temporary password</dt>
              <dd className="mt-1 break-all font-mono text-slate-900">
                {credentials.temporaryPassword}
              </dd>
            </div>
          </dl>
        )}
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          This password is shown only once. The team member must change it when they first sign in,
          within 72 hours.
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy Credentials
          </Button>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** "Invitation sent": the person chooses their password through the e-mailed link (7 days). */
function InvitationSentDialog({
  name,
  email,
  onClose,
}: {
  name: string;
  email: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Mail className="h-5 w-5 text-brand-700" aria-hidden="true" />
            Invitation sent
          </DialogTitle>
          <DialogDescription>
            {name} will receive an e-mail at <span className="break-all font-medium">{email}</span>{' '}
            with a link to choose their password. The link works once, for 7 days; you can send a
            new one from their row.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
