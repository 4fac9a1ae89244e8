/**
 * Edit and cancel buttons of one meeting row (spec 2.4). Named after the meeting so screen
 * readers can tell rows apart; raised above the row's stretched link so they stay clickable.
 */
import { Pencil, Trash2 } from 'lucide-react';
import type { Meeting } from '@/shared/schemas/meeting';
import { Button } from '@/client/components/ui/button';
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
  const name = meetingTitle(meeting);
  return (
    <div className={cn('relative z-10 flex shrink-0 items-center gap-1', className)}>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="h-9 w-9"
        aria-label={`Edit meeting: ${name}`}
        title="Edit meeting"
        onClick={() => actions.edit(meeting)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="h-9 w-9 text-red-700 hover:bg-red-50 hover:text-red-800"
        aria-label={`Cancel meeting: ${name}`}
        title="Cancel meeting"
        onClick={() => actions.cancel(meeting)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
