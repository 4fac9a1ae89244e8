/**
 * Edit and cancel buttons of one manager-dashboard meeting row (spec 2.4), wired to the
 * dashboard's `useMeetingActions()`; raised above the row's stretched link so they stay clickable.
 */
import type { Meeting } from '@/shared/schemas/meeting';
import { MeetingRowActions } from '@/client/features/meetings';
import { cn } from '@/client/lib/utils';
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
      className={cn('relative z-10', className)}
    />
  );
}
