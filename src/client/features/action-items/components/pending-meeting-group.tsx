/**
 * One meeting of Pending Action Items (spec 2.16, items grouped by meeting): the meeting's
 * name (a link to /meeting/{id}), status, date, time, duration and manager, then each pending
 * item with the shared status control (Complete, Stuck).
 */
import { Link } from 'react-router';
import type { ActionItemGroup, OwnActionItem } from '@/shared/domain/action-item-filters';
import { StatusBadge } from '@/client/features/meetings';
import { meetingName } from '../lib/own-item-display';
import { ActionItemStatusControl } from './action-item-status-control';
import { OwnItemDue } from './own-item-due';
import { MeetingWhen } from './meeting-when';

export function PendingMeetingGroup({ group }: { group: ActionItemGroup<OwnActionItem> }) {
  const { meeting, items } = group;
  const headingId = `pending-meeting-${meeting.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-100 p-4">
        <div className="grid min-w-0 gap-1">
          <h2 id={headingId} className="font-semibold text-slate-900">
            <Link to={`/meeting/${meeting.id}`} className="rounded-sm hover:underline">
              {meetingName(meeting)}
            </Link>
          </h2>
          <MeetingWhen meeting={meeting} />
          {meeting.managerName && (
            <p className="text-sm text-slate-600">With {meeting.managerName}</p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm text-slate-600">
            {items.length} pending {items.length === 1 ? 'item' : 'items'}
          </span>
          <StatusBadge status={meeting.status} />
        </div>
      </header>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="grid min-w-0 gap-1">
              <span className="wrap-anywhere text-slate-900">{item.description}</span>
              <OwnItemDue item={item} />
            </span>
            <ActionItemStatusControl item={item} showBadge={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
