/**
 * Edit and cancel buttons of one manager-dashboard meeting row (spec 2.4), wired to the
 * dashboard's `useMeetingActions()`, for the `actions` slot of the meetings feature's `MeetingCard`.
 */
import type { Meeting } from '@/shared/schemas/meeting';
import { MeetingRowActions } from '@/client/features/meetings';
import { meetingTitle } from '../lib/meeting-display';
import { useMeetingActions } from './meeting-actions';

export function MeetingActionButtons({
  meeting,
  className,
}: {
  meeting: Meeting;
  className?: string;
}) {
  const actions = useMeetingActions();
  return (
    <MeetingRowActions
      title={meetingTitle(meeting)}
      onEdit={() => actions.edit(meeting)}
      onCancel={() => actions.cancel(meeting)}
      className={className}
    />
  );
}
