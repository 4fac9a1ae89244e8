/**
 * Top Performer and Needs Support cards (spec 2.11). Top Performer appears when at least one
 * member has meetings; Needs Support when the server lists members below a score of 60 (it
 * only does when 2 or more members have meetings), with the spec's hint; it lists the lowest
 * scores first and counts the members it does not list.
 */
import { Link } from 'react-router';
import { LifeBuoy, Trophy } from 'lucide-react';
import type { MemberPerformance } from '@/shared/schemas/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';

function PersonLine({ p }: { p: MemberPerformance }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <Link to={`/team-member/${p.id}`} className="font-semibold text-slate-900 hover:underline">
          {p.name}
        </Link>
        <p className="truncate text-sm text-slate-600">{p.jobTitle ?? p.email}</p>
        <p className="text-xs text-slate-600">
          {p.completedMeetings}/{p.totalMeetings} meetings completed · {p.completedActionItems}/
          {p.totalActionItems} action items
        </p>
      </div>
      <span className="shrink-0 text-right">
        <span className="block text-2xl font-bold text-slate-900">{p.performanceScore}%</span>
        <span className="block text-xs text-slate-600">score</span>
      </span>
    </div>
  );
}

export function TopPerformerCard({ person }: { person: MemberPerformance }) {
  return (
    <Card className="border-green-200 bg-green-50" data-testid="top-performer">
      <CardHeader className="flex-row items-center gap-2 pb-3">
        <Trophy className="h-5 w-5 text-green-800" aria-hidden="true" />
        <CardTitle className="text-base">Top Performer</CardTitle>
      </CardHeader>
      <CardContent>
        <PersonLine p={person} />
      </CardContent>
    </Card>
  );
}

/**
 * Needs Support: the members the server lists (the 10 lowest scores, LIST_LIMITS.needsSupport,
 * a limit the spec does not give) and "And N more members need support" when `total` is larger.
 */
export function NeedsSupportCard({
  people,
  total,
}: {
  people: MemberPerformance[];
  total: number;
}) {
  const more = total - people.length;
  return (
    <Card className="border-amber-200 bg-amber-50" data-testid="needs-support">
      <CardHeader className="flex-row items-center gap-2 pb-3">
        <LifeBuoy className="h-5 w-5 text-amber-900" aria-hidden="true" />
        <CardTitle className="text-base">Needs Support</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-3">
          {people.map((p) => (
            <li key={p.id}>
              <PersonLine p={p} />
            </li>
          ))}
        </ul>
        {more > 0 && (
          <p className="text-sm font-medium text-amber-900" data-testid="needs-support-more">
            And {more} more {more === 1 ? 'member needs' : 'members need'} support
          </p>
        )}
        <p className="text-sm text-amber-900">
          Consider providing additional support or training to improve performance.
        </p>
      </CardContent>
    </Card>
  );
}
