/**
 * Schedule, edit and cancel for every meeting list of the manager dashboard (spec 2.4, 5, 8).
 * One `MeetingFormDialog` and one confirm prompt are mounted here; lists call
 * `useMeetingActions()` to open them. Cancelling deletes the meeting (spec 4). Each dialog's
 * code is loaded, and the dialog mounted, the first time it opens (and it stays mounted after,
 * so it closes with its animation): the dashboard's first render carries neither the form nor
 * its schemas (docs/archive/performance-log.md, Client "Lighthouse").
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { EditScope, Meeting } from '@/shared/schemas/meeting';
import {
  CancelMeetingDialogOnDemand as CancelMeetingDialog,
  MeetingFormDialogOnDemand as MeetingFormDialog,
  useCancelMeeting,
} from '@/client/features/meetings';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';

export interface MeetingActions {
  /** Opens the Schedule 1:1 form, optionally with a participant chosen. */
  schedule: (defaultTeamMemberId?: number) => void;
  /** Opens the Edit Meeting form for `meeting`. */
  edit: (meeting: Meeting) => void;
  /** Asks to confirm, then cancels (deletes) `meeting`. */
  cancel: (meeting: Meeting) => void;
}

const MeetingActionsContext = createContext<MeetingActions | null>(null);

interface FormState {
  open: boolean;
  meeting?: Meeting;
  defaultTeamMemberId?: number;
}

/** Provides `useMeetingActions()` to the dashboard and mounts its dialogs. */
export function MeetingActionsProvider({ children }: { children: ReactNode }) {
  const [form, setForm] = useState<FormState>({ open: false });
  const [formKey, setFormKey] = useState(0);
  const [toCancel, setToCancel] = useState<Meeting | null>(null);
  const cancelMeeting = useCancelMeeting();
  // Whether each dialog has opened once (then it stays mounted).
  const [formUsed, setFormUsed] = useState(false);
  const [cancelUsed, setCancelUsed] = useState(false);

  const actions = useMemo<MeetingActions>(
    () => ({
      schedule: (defaultTeamMemberId) => {
        setFormUsed(true);
        setFormKey((k) => k + 1);
        setForm({ open: true, defaultTeamMemberId });
      },
      edit: (meeting) => {
        setFormUsed(true);
        setFormKey((k) => k + 1);
        setForm({ open: true, meeting });
      },
      cancel: (meeting) => {
        setCancelUsed(true);
        setToCancel(meeting);
      },
    }),
    [],
  );

  const confirmCancel = (scope: EditScope) => {
    if (!toCancel) return;
    cancelMeeting.mutate(
      { id: toCancel.id, scope },
      {
        onSuccess: () => toast({ title: 'Meeting cancelled' }),
        onError: (error) => {
          const message = errorMessage(error, '');
          toast({
            title: 'Failed to delete meeting',
            description: message || undefined,
            variant: 'destructive',
          });
        },
      },
    );
    setToCancel(null);
  };

  return (
    <MeetingActionsContext.Provider value={actions}>
      {children}
      {formUsed && (
        <MeetingFormDialog
          key={formKey}
          open={form.open}
          onOpenChange={(open) => {
            if (!open) setForm((f) => ({ ...f, open: false }));
          }}
          meeting={form.meeting}
          defaultTeamMemberId={form.defaultTeamMemberId}
        />
      )}
      {cancelUsed && (
        <CancelMeetingDialog
          meeting={toCancel}
          onOpenChange={(open) => {
            if (!open) setToCancel(null);
          }}
          onConfirm={confirmCancel}
        />
      )}
    </MeetingActionsContext.Provider>
  );
}

/** The dashboard's meeting actions; only inside `MeetingActionsProvider`. */
export function useMeetingActions(): MeetingActions {
  const actions = useContext(MeetingActionsContext);
  if (!actions) throw new Error('useMeetingActions called outside MeetingActionsProvider');
  return actions;
}
