/**
 * Summary tiles of Meeting Details (spec 2.17): duration in minutes, status badge and the number
 * of action items.
 */
import { Clock, ListChecks, Activity } from 'lucide-react';
import type { Meeting } from '@/shared/schemas/meeting';
import { Card, CardContent } from '@/client/components/ui/card';
import { StatusBadge } from './status-badge';

function Tile({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Clock;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm text-slate-600">{label}</p>
          <div className="text-lg font-semibold text-slate-900">{children}</div>
        </div>
      </CardContent>
    </Card>
  );
}

export function MeetingDetailsSummary({
  meeting,
}: {
  meeting: Pick<Meeting, 'duration' | 'status' | 'actionItems'>;
}) {
  return (
    <section aria-label="Summary" className="grid gap-4 sm:grid-cols-3">
      <Tile icon={Clock} label="Duration">
        {meeting.duration} minutes
      </Tile>
      <Tile icon={Activity} label="Status">
        <StatusBadge status={meeting.status} />
      </Tile>
      <Tile icon={ListChecks} label="Action Items">
        {meeting.actionItems.length}
      </Tile>
    </section>
  );
}
