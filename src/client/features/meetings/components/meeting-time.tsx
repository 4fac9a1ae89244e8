/**
 * A meeting's start time with its zone, and the viewer's own time when their clock reads
 * differently: "10:00 Europe/Berlin · 14:30 your time" (product rule 9). The one way every
 * meeting view states a time; the text comes from the shared `formatMeetingTime`. The viewer's
 * zone is `viewerZone`, else the signed-in user's (their profile's time zone).
 */
import { useContext } from 'react';
import { formatMeetingTime, type MeetingStart } from '@/shared/domain/meeting-time';
import { SignedInUserContext } from '@/client/features/auth';

export function MeetingTime({
  meeting,
  viewerZone,
  className,
}: {
  meeting: MeetingStart;
  viewerZone?: string;
  className?: string;
}) {
  const user = useContext(SignedInUserContext);
  const when = formatMeetingTime(meeting, viewerZone ?? user?.timezone);
  return (
    <span className={className}>
      <span className="font-medium text-slate-900">{when.time}</span> {when.zone}
      {when.viewer && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="whitespace-nowrap text-slate-600" title={when.viewer.zone}>
            {when.viewer.text}
          </span>
        </>
      )}
    </span>
  );
}
