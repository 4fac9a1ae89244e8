/**
 * Direct reports on the manager profile: each person (linking to /team-member/{id}) with their
 * role, job title, last 1:1 and next 1:1 with this manager (linking to the meeting). When the
 * viewer may not see meeting figures, only the people are listed.
 */
import { Link } from 'react-router';
import type { DirectReport, ProfileMeeting } from '@/shared/schemas/directory';
import { formatDisplayDate } from '@/shared/domain/dates';
import { RoleBadge } from '@/client/features/people';
import { StatusBadge } from '@/client/features/meetings';
import { Badge } from '@/client/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { displayName } from '@/client/lib/utils';
import { PersonAvatar } from './person-avatar';

/** Still scheduled with a date before today (spec 4 "Overdue meeting"). */
const overdue = (meeting: ProfileMeeting, today: string) =>
  meeting.status === 'scheduled' && meeting.date < today;

function MeetingCell({
  label,
  meeting,
  none,
  today,
}: {
  label: string;
  meeting: ProfileMeeting | null;
  none: string;
  /** The viewer's today, `yyyy-MM-dd`, as the server computed it. */
  today: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 flex flex-wrap items-center gap-2 text-sm">
        {meeting ? (
          <>
            <Link
              to={`/meeting/${meeting.id}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {formatDisplayDate(meeting.date)} at {meeting.startTime}
            </Link>
            {overdue(meeting, today) ? (
              <Badge variant="destructive">Overdue</Badge>
            ) : (
              <StatusBadge status={meeting.status} />
            )}
          </>
        ) : (
          <span className="text-slate-600">{none}</span>
        )}
      </dd>
    </div>
  );
}

export function DirectReportsCard({
  reports,
  canSeeMeetings,
  today,
}: {
  reports: DirectReport[];
  canSeeMeetings: boolean;
  today: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Direct Reports ({reports.length})</CardTitle>
        <CardDescription>
          {canSeeMeetings
            ? 'Each person’s last and next 1:1 with this manager'
            : 'The people who report to this manager'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {reports.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No direct reports</p>
        ) : (
          <ul aria-label="Direct reports" className="flex flex-col divide-y divide-slate-200">
            {reports.map(({ person, lastMeeting, nextMeeting }) => (
              <li
                key={person.id}
                className="grid gap-3 py-3 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center"
              >
                <div className="flex min-w-0 items-center gap-3">
                  <PersonAvatar person={person} />
                  <div className="min-w-0">
                    <Link
                      to={`/team-member/${person.id}`}
                      className="block truncate font-medium text-slate-900 hover:underline"
                    >
                      {displayName(person)}
                    </Link>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                      <RoleBadge role={person.role} />
                      <span className="truncate">{person.jobTitle || 'No job title'}</span>
                    </p>
                  </div>
                </div>
                {canSeeMeetings && (
                  <dl className="grid grid-cols-2 gap-3">
                    <MeetingCell
                      label="Last 1:1"
                      meeting={lastMeeting}
                      none="No 1:1 yet"
                      today={today}
                    />
                    <MeetingCell
                      label="Next 1:1"
                      meeting={nextMeeting}
                      none="None scheduled"
                      today={today}
                    />
                  </dl>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
