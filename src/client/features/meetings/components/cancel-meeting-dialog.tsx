/**
 * The "Cancel meeting" confirmation (spec 4 "Cancelling a meeting deletes it"). On an occurrence
 * of a series it first asks "This 1:1" (only this occurrence is cancelled) or "This and
 * following 1:1s" (the series ends there; earlier 1:1s and their notes stay), and calls
 * `onConfirm` with that scope.
 */
import { useState } from 'react';
import type { EditScope, Meeting } from '@/shared/schemas/meeting';
import { ConfirmDialog } from '@/client/components/ui/alert-dialog';
import { EditScopeChoice } from './edit-scope-choice';

export function CancelMeetingDialog({
  meeting,
  onOpenChange,
  onConfirm,
}: {
  /** The meeting to cancel; null when closed. */
  meeting: Meeting | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (scope: EditScope) => void;
}) {
  const [scope, setScope] = useState<EditScope>('occurrence');
  const inSeries = meeting?.seriesId != null;
  return (
    <ConfirmDialog
      open={meeting !== null}
      onOpenChange={(open) => {
        if (!open) setScope('occurrence');
        onOpenChange(open);
      }}
      title="Cancel meeting"
      description={
        inSeries ? (
          <span className="grid gap-3">
            <span>Are you sure you want to cancel this meeting?</span>
            <EditScopeChoice value={scope} onChange={setScope} legend="Cancel" />
          </span>
        ) : (
          'Are you sure you want to cancel this meeting?'
        )
      }
      confirmLabel="Cancel Meeting"
      cancelLabel="Keep Meeting"
      onConfirm={() => {
        onConfirm(inSeries ? scope : 'occurrence');
        setScope('occurrence');
      }}
    />
  );
}
