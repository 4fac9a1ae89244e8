/**
 * One member group of the Action Items Overview (spec 2.14, 9): username, e-mail, role, a
 * Pending badge, the Stuck figure, the completion rate, the first 5 pending items (each "From 1:1 on dd/MM/yyyy •
 * Status: …") followed by "And N more pending items..." (a limit the spec does not give, see
 * LIST_LIMITS) and up to 5 completed items followed by "And N more completed items...".
 */
import { Link } from 'react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import type { ActionItemsMemberGroup, OverviewActionItem } from '@/shared/schemas/analytics';
import { formatDisplayDate } from '@/shared/domain/dates';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/client/components/ui/card';
import { ProgressBar } from '../progress-bar';
import { StuckStat } from '../stuck-stat';
import { MemberIdentity } from '../member-identity';
import { itemStatusLabel } from '../../lib/display';
import { rateTone } from '../../lib/tones';

function ItemLine({ item, done }: { item: OverviewActionItem; done: boolean }) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className="flex gap-2 py-2">
      <Icon
        className={
          done ? 'mt-0.5 h-4 w-4 shrink-0 text-green-700' : 'mt-0.5 h-4 w-4 shrink-0 text-amber-700'
        }
        aria-hidden="true"
      />
      <div className="min-w-0">
        <p className="wrap-anywhere text-sm text-slate-900">{item.description}</p>
        <p className="text-xs text-slate-600">
          <Link to={`/meeting/${item.meetingId}`} className="hover:underline">
            From 1:1 on {formatDisplayDate(item.meetingDate)}
          </Link>
          {!done && (
            <>
              {' • '}Status: {itemStatusLabel(item.status)}
              {item.stuckReason ? ` (Reason: ${item.stuckReason})` : ''}
            </>
          )}
        </p>
      </div>
    </li>
  );
}

export function MemberActionItemsCard({ group }: { group: ActionItemsMemberGroup }) {
  const headingId = `ai-member-${group.id}`;
  return (
    <Card role="region" aria-labelledby={headingId} data-testid={`ai-member-${group.id}`}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <MemberIdentity person={group} headingId={headingId} />
        <div className="shrink-0 text-right">
          <div className="flex flex-wrap justify-end gap-1">
            <Badge variant={group.pending > 0 ? 'amber' : 'green'}>{group.pending} Pending</Badge>
            <StuckStat count={group.stuck} testId="member-stuck" />
          </div>
          <div className="mt-1 text-2xl font-bold text-slate-900" data-testid="member-rate">
            {group.completionRate}%
          </div>
          <p className="text-xs text-slate-600">
            {group.completed}/{group.total} completed
          </p>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ProgressBar
          value={group.completionRate}
          tone={rateTone(group.completionRate)}
          label={`Action item completion of ${group.username}`}
          valueText={`${group.completed} of ${group.total} action items completed`}
        />
        {group.pendingItems.length > 0 && (
          <section>
            <h3 className="text-sm font-semibold text-amber-900">
              Pending Items ({group.pending})
            </h3>
            <ul className="divide-y divide-slate-100">
              {group.pendingItems.map((item) => (
                <ItemLine key={item.id} item={item} done={false} />
              ))}
            </ul>
            {group.morePendingCount > 0 && (
              <p className="text-sm text-slate-600">
                And {group.morePendingCount} more pending items...
              </p>
            )}
          </section>
        )}
        {group.completedItems.length > 0 && (
          <section>
            <h3 className="text-sm font-semibold text-green-800">
              Completed Items ({group.completed})
            </h3>
            <ul className="divide-y divide-slate-100">
              {group.completedItems.map((item) => (
                <ItemLine key={item.id} item={item} done />
              ))}
            </ul>
            {group.moreCompletedCount > 0 && (
              <p className="text-sm text-slate-600">
                And {group.moreCompletedCount} more completed items...
              </p>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
