/**
 * One member of the Behind Schedule Overview (spec 2.15): an urgency badge ("HIGH PRIORITY",
 * from the server's level: 1–2 low, 3–5 medium, more than 5 high), the overdue meetings with
 * "n days overdue" and the overdue action items with "n days ago"; each list shows its 10 oldest
 * then "And N more overdue meetings..." / "And N more overdue action items..." (a limit the
 * spec does not give, see LIST_LIMITS).
 */
import { Link } from 'react-router';
import { AlertCircle, CalendarClock } from 'lucide-react';
import type { BehindScheduleMember } from '@/shared/schemas/analytics';
import { formatDisplayDate } from '@/shared/domain/dates';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/client/components/ui/card';
import { MemberIdentity } from '../member-identity';
import {
  daysAgoText,
  daysOverdueText,
  itemStatusLabel,
  meetingLabel,
  urgencyBadgeText,
} from '../../lib/display';
import { URGENCY_BADGE } from '../../lib/tones';

export function BehindMemberCard({ member }: { member: BehindScheduleMember }) {
  const headingId = `behind-member-${member.id}`;
  return (
    <Card role="region" aria-labelledby={headingId} data-testid={`behind-member-${member.id}`}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <MemberIdentity person={member} headingId={headingId} />
        <div className="shrink-0 text-right">
          <Badge variant={URGENCY_BADGE[member.urgency]} data-testid="urgency">
            {urgencyBadgeText(member.urgency)}
          </Badge>
          <p className="mt-1 text-sm text-slate-700">
            {member.behindCount} {member.behindCount === 1 ? 'item' : 'items'} behind
          </p>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {member.overdueMeetings.length > 0 && (
          <section>
            <h3 className="flex items-center gap-1 text-sm font-semibold text-slate-900">
              <CalendarClock className="h-4 w-4 text-red-700" aria-hidden="true" />
              Overdue Meetings ({member.overdueMeetings.length + member.moreOverdueMeetings})
            </h3>
            <ul className="divide-y divide-slate-100">
              {member.overdueMeetings.map((m) => (
                <li key={m.id} className="flex items-center justify-between gap-3 py-2">
                  <Link to={`/meeting/${m.id}`} className="min-w-0 text-sm hover:underline">
                    <span className="block truncate text-slate-900">{meetingLabel(m)}</span>
                    <span className="text-xs text-slate-600">
                      {formatDisplayDate(m.date)} at {m.startTime}
                    </span>
                  </Link>
                  <span className="shrink-0 text-sm font-medium text-red-800">
                    {daysOverdueText(m.daysOverdue)}
                  </span>
                </li>
              ))}
            </ul>
            {member.moreOverdueMeetings > 0 && (
              <p className="text-sm text-slate-600">
                And {member.moreOverdueMeetings} more overdue meetings...
              </p>
            )}
          </section>
        )}
        {member.overdueActionItems.length > 0 && (
          <section>
            <h3 className="flex items-center gap-1 text-sm font-semibold text-slate-900">
              <AlertCircle className="h-4 w-4 text-amber-700" aria-hidden="true" />
              Overdue Action Items (
              {member.overdueActionItems.length + member.moreOverdueActionItems})
            </h3>
            <ul className="divide-y divide-slate-100">
              {member.overdueActionItems.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0 text-sm">
                    <p className="wrap-anywhere text-slate-900">{item.description}</p>
                    <p className="text-xs text-slate-600">
                      <Link to={`/meeting/${item.meetingId}`} className="hover:underline">
                        From 1:1 on {formatDisplayDate(item.meetingDate)}
                      </Link>
                      {' • '}Status: {itemStatusLabel(item.status)}
                    </p>
                  </div>
                  <span className="shrink-0 text-sm font-medium text-amber-900">
                    {daysAgoText(item.daysAgo)}
                  </span>
                </li>
              ))}
            </ul>
            {member.moreOverdueActionItems > 0 && (
              <p className="text-sm text-slate-600">
                And {member.moreOverdueActionItems} more overdue action items...
              </p>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
