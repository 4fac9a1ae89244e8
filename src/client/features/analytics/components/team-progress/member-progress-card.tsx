/**
 * One member card of /team-progress (spec 2.10): username, e-mail, role badge, completion-rate
 * percent, a Pending badge and the Stuck figure; a progress bar of completed over total meetings; tiles Total
 * Meetings, Upcoming, Action Items (completed/total) and Pending or All Complete; Recent Activity
 * (the last 3 meetings by update time). Links go to /team-member/{id} and the member's meetings
 * lists /team-member-meetings/{id}/all|upcoming|action-items. Pending follows the progress-page
 * rule of spec 4 (items of meetings not completed), as the server computed it.
 */
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import type { ProgressMemberRow } from '@/shared/schemas/analytics';
import { formatDisplayDate } from '@/shared/domain/dates';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/client/components/ui/card';
import { RoleBadge } from '@/client/features/people';
import { StatusBadge } from '@/client/features/meetings';
import { initials } from '@/client/lib/utils';
import { ProgressBar } from '../progress-bar';
import { StatTile } from '../stat-tile';
import { StuckStat } from '../stuck-stat';
import { meetingLabel } from '../../lib/display';
import { rateTone } from '../../lib/tones';

export function MemberProgressCard({ member }: { member: ProgressMemberRow }) {
  const meetingsBase = `/team-member-meetings/${member.id}`;
  const headingId = `member-${member.id}-name`;
  return (
    <Card aria-labelledby={headingId} role="region" data-testid={`member-card-${member.id}`}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
          >
            {initials(member)}
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="truncate text-base font-semibold">
              <Link to={`/team-member/${member.id}`} className="hover:underline">
                {member.username}
              </Link>
            </h2>
            <p className="truncate text-sm text-slate-600">{member.email}</p>
            <div className="mt-1">
              <RoleBadge role={member.role} />
            </div>
          </div>
        </div>
        <div className="shrink-0 text-right">
          <div className="text-2xl font-bold text-slate-900" data-testid="completion-rate">
            {member.completionRate}%
          </div>
          <p className="text-xs text-slate-600">completion</p>
          <div className="mt-1 flex flex-wrap justify-end gap-1">
            <Badge variant={member.pendingActionItems > 0 ? 'amber' : 'secondary'}>
              {member.pendingActionItems} Pending
            </Badge>
            <StuckStat count={member.stuckActionItems} testId="stuck-items" />
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <div className="mb-1 flex justify-between text-xs text-slate-700">
            <span>Meeting progress</span>
            <span>
              {member.completedMeetings}/{member.totalMeetings} completed
            </span>
          </div>
          <ProgressBar
            value={member.completionRate}
            tone={rateTone(member.completionRate)}
            label={`Meeting progress of ${member.username}`}
            valueText={`${member.completedMeetings} of ${member.totalMeetings} meetings completed`}
          />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <StatTile
            label="Total Meetings"
            value={member.totalMeetings}
            to={`${meetingsBase}/all`}
          />
          <StatTile
            label="Upcoming"
            value={member.upcomingMeetings}
            tone="blue"
            to={`${meetingsBase}/upcoming`}
          />
          <StatTile
            label="Action Items"
            value={`${member.completedActionItems}/${member.totalActionItems}`}
            to={`${meetingsBase}/action-items`}
          />
          {member.pendingActionItems > 0 ? (
            <StatTile label="Pending" value={member.pendingActionItems} tone="amber" />
          ) : (
            <StatTile
              label="All Complete"
              value={<CheckCircle2 className="h-6 w-6" aria-hidden="true" />}
              tone="green"
            />
          )}
        </div>
        <section aria-label={`Recent activity of ${member.username}`}>
          <h3 className="text-sm font-semibold text-slate-800">Recent Activity</h3>
          {member.recentActivity.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No recent activity</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-100">
              {member.recentActivity.map((m) => (
                <li key={m.meetingId}>
                  <Link
                    to={`/meeting/${m.meetingId}`}
                    className="flex items-center justify-between gap-2 rounded py-1.5 text-sm hover:bg-slate-50"
                  >
                    <span className="min-w-0 truncate text-slate-800">{meetingLabel(m)}</span>
                    <span className="flex shrink-0 items-center gap-2">
                      <span className="text-xs text-slate-600">{formatDisplayDate(m.date)}</span>
                      <StatusBadge status={m.status} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <Link
          to={`/team-member/${member.id}`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          View performance of {member.username}
        </Link>
      </CardContent>
    </Card>
  );
}
