/**
 * One item of Stuck Action Items (spec 2.16): the meeting's date, time, duration and agenda,
 * a Stuck badge, the description (or "No description"), "Reason for being stuck:" with the
 * reason, and the shared status control offering Complete and Reset (spec 4).
 */
import { Link } from 'react-router';
import type { OwnActionItem } from '@/shared/domain/action-item-filters';
import { Badge } from '@/client/components/ui/badge';
import { meetingName } from '../lib/own-item-display';
import { ActionItemStatusControl } from './action-item-status-control';
import { MeetingWhen } from './meeting-when';
import { richTextToLine } from '@/client/lib/rich-text-line';
import { OwnItemDue } from './own-item-due';

export function StuckItemCard({ item }: { item: OwnActionItem }) {
  const reason = item.stuckReason?.trim();
  const description = item.description.trim();
  return (
    <li className="grid gap-3 rounded-lg border border-amber-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <MeetingWhen meeting={item.meeting} />
          <p className="text-sm text-slate-700">
            <span className="font-medium">Agenda: </span>
            <Link
              to={`/meeting/${item.meetingId}`}
              className="rounded-sm text-brand-700 hover:underline"
            >
              {richTextToLine(item.meeting.agenda) || meetingName(item.meeting)}
            </Link>
          </p>
        </div>
        <Badge variant="amber">Stuck</Badge>
      </div>
      <p
        className={
          description ? 'wrap-anywhere font-medium text-slate-900' : 'italic text-slate-600'
        }
      >
        {description || 'No description'}
      </p>
      <OwnItemDue item={item} />
      <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm">
        <div className="font-semibold text-amber-900">Reason for being stuck:</div>
        <p className="wrap-anywhere text-amber-900">{reason || 'No reason given'}</p>
      </div>
      <ActionItemStatusControl item={item} showBadge={false} />
    </li>
  );
}
