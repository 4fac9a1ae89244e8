/**
 * The line of facts of a `MeetingCard` (spec 2.3–2.6, 2.13), in the order asked: date
 * (dd/MM/yyyy), start time (HH:mm, the meeting's local time; with its zone and the viewer's time
 * when the meeting is in another zone than the viewer's), duration in minutes, `with` the
 * other participant as `viewerId` sees them, the team member's and the manager's names
 * ("Unknown" when the server sends none), and the notes icon ("Has notes") when the notes show
 * text. Date, time and duration carry a screen-reader label; `badge` leads the line.
 */
import { useContext, type ReactNode } from 'react';
import { CalendarDays, Clock, FileText, Timer, UserRound } from 'lucide-react';
import type { Meeting } from '@/shared/schemas/meeting';
import { formatDisplayDate } from '@/shared/domain/dates';
import { cn } from '@/client/lib/utils';
import { SignedInUserContext } from '@/client/features/auth';
import { MeetingTime } from './meeting-time';
import { counterpartName, formatDuration, hasNotes } from '../utils/meeting-rows';

export type MeetingFact =
  'date' | 'time' | 'duration' | 'with' | 'teamMember' | 'manager' | 'notes';

/** Date, start time and duration: the facts every list shows. */
export const WHEN_FACTS: readonly MeetingFact[] = ['date', 'time', 'duration'];

function Fact({
  icon,
  label,
  children,
}: {
  icon?: ReactNode;
  label?: string;
  children: ReactNode;
}) {
  return (
    <span className="inline-flex items-center gap-1">
      {icon}
      {label && <span className="sr-only">{label}: </span>}
      {children}
    </span>
  );
}

export function MeetingFacts({
  meeting,
  facts,
  viewerId,
  badge,
  compact = false,
}: {
  meeting: Meeting;
  facts: readonly MeetingFact[];
  viewerId?: number;
  badge: ReactNode;
  /** Tighter spacing, for compact cards. */
  compact?: boolean;
}) {
  const user = useContext(SignedInUserContext);
  const icon = 'h-4 w-4 shrink-0 text-slate-500';
  // A meeting in another zone than the viewer's states it, with the viewer's own time.
  const sameZone = !user || meeting.timezone === user.timezone;
  const withName = viewerId === undefined ? null : counterpartName(meeting, viewerId);
  const parts = facts.map((fact) => {
    switch (fact) {
      case 'date':
        return (
          <Fact key={fact} label="Date" icon={<CalendarDays className={icon} aria-hidden="true" />}>
            {formatDisplayDate(meeting.date)}
          </Fact>
        );
      case 'time':
        return (
          <Fact key={fact} label="Start time" icon={<Clock className={icon} aria-hidden="true" />}>
            {sameZone ? meeting.startTime : <MeetingTime meeting={meeting} />}
          </Fact>
        );
      case 'duration':
        return (
          <Fact key={fact} label="Duration" icon={<Timer className={icon} aria-hidden="true" />}>
            {formatDuration(meeting.duration)}
          </Fact>
        );
      case 'with':
        return withName ? <span key={fact}>with {withName}</span> : null;
      case 'teamMember':
        return (
          <Fact key={fact} icon={<UserRound className={icon} aria-hidden="true" />}>
            <span>
              Team member:{' '}
              <strong className="font-medium">{meeting.teamMemberName ?? 'Unknown'}</strong>
            </span>
          </Fact>
        );
      case 'manager':
        return (
          <span key={fact}>
            Manager: <strong className="font-medium">{meeting.managerName ?? 'Unknown'}</strong>
          </span>
        );
      case 'notes':
        return hasNotes(meeting) ? (
          <span key={fact} role="img" aria-label="Has notes" title="Has notes">
            <FileText className="h-4 w-4 text-slate-600" aria-hidden="true" />
          </span>
        ) : null;
    }
  });
  if (!badge && parts.every((p) => p === null)) return null;
  return (
    <div
      className={cn(
        'mt-1 flex flex-wrap items-center gap-y-1 text-sm text-slate-600',
        compact ? 'gap-x-3' : 'gap-x-4',
      )}
    >
      {badge}
      {parts}
    </div>
  );
}
