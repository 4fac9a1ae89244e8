/**
 * "Erase" on a person's row (Senior Managers; docs/decisions/0016-import-sso-data.md): after a
 * confirm dialog, POST /api/users/{id}/erase. The person then reads "Former employee", their
 * e-mail is gone and they cannot sign in; their 1:1s stay for the other participant.
 */
import { useState } from 'react';
import { UserX } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/alert-dialog';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import { useEraseUser } from '../api/privacy';

export function ErasePersonButton({
  userId,
  name,
  onErased,
}: {
  userId: number;
  name: string;
  onErased: () => void;
}) {
  const [open, setOpen] = useState(false);
  const erase = useEraseUser(onErased);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        onClick={() => setOpen(true)}
        disabled={erase.isPending}
        aria-label={`Erase ${name}`}
      >
        <UserX aria-hidden="true" />
        Erase
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Erase ${name}?`}
        description="For a person who has left: their name becomes “Former employee”, their e-mail address is removed, they are signed out and cannot sign in again. Their 1:1s stay for the other participant. This cannot be undone."
        confirmLabel="Erase person"
        onConfirm={() =>
          erase.mutate(userId, {
            onSuccess: () =>
              toast({
                title: 'Person erased',
                description: `${name} now reads “Former employee”.`,
              }),
            onError: (err) =>
              toast({
                variant: 'destructive',
                title: 'Error',
                description: errorMessage(err, 'Failed to erase this person.'),
              }),
          })
        }
      />
    </>
  );
}
