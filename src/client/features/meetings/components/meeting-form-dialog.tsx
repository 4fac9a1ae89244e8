/**
 * THE meeting form (spec 2.7, 2.6, product rule 7) in a dialog. Which fields and which call
 * depend on `rights`, the rights the signed-in user has on the meeting:
 * - `organiser` (default; a manager, supervisor or senior manager scheduling or editing):
 *   the full form. Without `meeting` it creates ("Create New Meeting", preview e-mail, POST);
 *   with one it edits ("Edit Meeting", PATCH, auto-save, then the success dialog).
 * - `participant` (the meeting's team member): "Edit Meeting Details" with manager, duration and
 *   status read-only and date, start time, agenda and action items editable (PUT), then
 *   "Meeting Updated Successfully" in the same dialog. `meeting` is required.
 */
import { useState } from 'react';
import { todayIn } from '@/shared/domain/dates';
import type { Meeting } from '@/shared/schemas/meeting';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { useUser } from '@/client/features/auth';
import { MeetingUpdatedDialog } from './meeting-updated-dialog';
import { OrganiserMeetingForm } from './organiser-meeting-form';
import { ParticipantMeetingForm, ParticipantSavedView } from './participant-meeting-form';

/** The rights on a meeting that choose the form's fields (product rule 7). */
export type MeetingFormRights = 'organiser' | 'participant';

export interface MeetingFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The meeting to edit; without it (organiser only) the dialog schedules a new one. */
  meeting?: Meeting | null;
  /** Participant preselected when creating. */
  defaultTeamMemberId?: number;
  /** Which version of the form; `organiser` unless the user is the meeting's participant. */
  rights?: MeetingFormRights;
}

export function MeetingFormDialog({ rights = 'organiser', ...props }: MeetingFormDialogProps) {
  return rights === 'participant' ? (
    <ParticipantDialog {...props} />
  ) : (
    <OrganiserDialog {...props} />
  );
}

function OrganiserDialog({
  open,
  onOpenChange,
  meeting,
  defaultTeamMemberId,
}: Omit<MeetingFormDialogProps, 'rights'>) {
  const [updatedOpen, setUpdatedOpen] = useState(false);
  const [mailed, setMailed] = useState(true);
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-3xl" onInteractOutside={(e) => e.preventDefault()}>
          {open && (
            <OrganiserMeetingForm
              key={meeting?.id ?? 'new'}
              meeting={meeting ?? null}
              defaultTeamMemberId={defaultTeamMemberId}
              onClose={() => onOpenChange(false)}
              onUpdated={(wasMailed) => {
                setMailed(wasMailed);
                onOpenChange(false);
                setUpdatedOpen(true);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      <MeetingUpdatedDialog open={updatedOpen} onOpenChange={setUpdatedOpen} mailed={mailed} />
    </>
  );
}

function ParticipantDialog({
  open,
  onOpenChange,
  meeting,
}: Omit<MeetingFormDialogProps, 'rights'>) {
  const user = useUser();
  const [savedId, setSavedId] = useState<number | null>(null);
  const [mailed, setMailed] = useState(true);
  const close = () => {
    setSavedId(null);
    onOpenChange(false);
  };
  const shown = open && meeting ? meeting : null;
  return (
    <Dialog open={shown !== null} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-xl">
        {shown && savedId === shown.id ? (
          <ParticipantSavedView onDone={close} mailed={mailed} />
        ) : shown ? (
          <ParticipantMeetingForm
            key={shown.id}
            meeting={shown}
            today={todayIn(user.timezone)}
            onCancel={close}
            onSaved={(wasMailed) => {
              setMailed(wasMailed);
              setSavedId(shown.id);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
