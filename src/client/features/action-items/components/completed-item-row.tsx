/**
 * One item of Completed Action Items (spec 2.16): the whole row opens /meeting/{id}; it shows
 * the item, its meeting's name, date, time and duration, and the day it was completed.
 */
import { Link } from 'react-router';
import { CheckCircle2, ChevronRight } from 'lucide-react';
import type { OwnActionItem } from '@/shared/domain/action-item-filters';
import { displayDayOf, meetingName } from '../lib/own-item-display';
import { MeetingWhen } from './meeting-when';
import { OwnItemDue } from './own-item-due';

export function CompletedItemRow({ item, timezone }: { item: OwnActionItem; timezone: string }) {
  const completedOn = displayDayOf(item.completedAt, timezone);
  return (
    <li>
      <Link
        to={`/meeting/${item.meetingId}`}
        className="group flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50"
      >
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="wrap-anywhere font-medium text-slate-900">
            {item.description.trim() || 'No description'}
          </span>
          <span className="text-sm text-slate-700">From: {meetingName(item.meeting)}</span>
          <OwnItemDue item={{ ...item, overdue: false }} />
          <MeetingWhen meeting={item.meeting} />
          {completedOn && (
            <span className="text-xs text-green-800">Completed on {completedOn}</span>
          )}
        </span>
        <ChevronRight
          className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 group-hover:text-brand-700"
          aria-hidden="true"
        />
      </Link>
    </li>
  );
}
