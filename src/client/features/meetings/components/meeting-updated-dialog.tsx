import { useUser } from '@/client/features/auth';
import { noMailNotice } from '@/client/lib/mail-notice';
import { CheckCircle2, Mail } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';

/** Success dialog after "Save Changes" on an existing meeting (spec 2.7, 8 success messages). */
export function MeetingUpdatedDialog({
  open,
  onOpenChange,
  mailed = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** False when only notes, agenda or action items changed: saved without mail (spec 9). */
  mailed?: boolean;
}) {
  const user = useUser();
  const noMail = noMailNotice(user);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader className="items-center text-center">
          <CheckCircle2 className="h-10 w-10 text-green-700" aria-hidden="true" />
          <DialogTitle>Meeting Updated Successfully</DialogTitle>
          <DialogDescription>Your meeting has been updated and saved.</DialogDescription>
        </DialogHeader>
        <p className="flex items-start gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
          <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {!mailed ? (
            <span>Notes, agenda and action items are saved without an email.</span>
          ) : noMail ? (
            <span>{noMail}</span>
          ) : (
            <span>
              <span className="font-semibold">Email notification sent:</span> The team member has
              been automatically notified of these changes.
            </span>
          )}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">OK</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
