/**
 * Side cards of the default dashboard (spec 2.3): Productivity Insights (this-week count,
 * completed over total bar, message) and Quick Actions (Schedule Meeting, Search Meetings, View
 * Analytics). Upcoming This Week is the meetings feature's `ThisWeekCard`.
 */
import { Link } from 'react-router';
import { BarChart3, CalendarPlus, Search } from 'lucide-react';
import { completionRate } from '@/shared/domain/metrics';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { productivityMessage, thisWeekCount } from '../lib/dashboard-figures';

export function ProductivityCard({ total, completed }: { total: number; completed: number }) {
  const percent = completionRate(completed, total);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Productivity Insights</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="flex justify-between">
          <span className="text-slate-600">This week</span>
          <span className="font-semibold text-slate-900">{thisWeekCount(total)} meetings</span>
        </p>
        <div className="grid gap-1">
          <p className="flex justify-between">
            <span id="productivity-progress" className="text-slate-600">
              Completed
            </span>
            <span className="font-semibold text-slate-900">
              {completed} of {total}
            </span>
          </p>
          <div
            role="progressbar"
            aria-labelledby="productivity-progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-green-600" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <p className="font-medium text-brand-700">{productivityMessage(total)}</p>
      </CardContent>
    </Card>
  );
}

export function QuickActionsCard({
  onSchedule,
  onSearch,
}: {
  onSchedule: () => void;
  onSearch: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button variant="outline" className="justify-start" onClick={onSchedule}>
          <CalendarPlus aria-hidden="true" />
          Schedule Meeting
        </Button>
        <Button variant="outline" className="justify-start" onClick={onSearch}>
          <Search aria-hidden="true" />
          Search Meetings
        </Button>
        <Button variant="outline" className="justify-start" asChild>
          <Link to="/team-analytics">
            <BarChart3 aria-hidden="true" />
            View Analytics
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
