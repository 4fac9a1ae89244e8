/**
 * One meeting of the team member meetings list (spec 2.13): the agenda (or "Meeting on
 * dd/MM/yyyy") linking to /meeting/{id}, the status badge, date, start time and duration, the
 * notes as sanitized rich HTML in a `.rich-text` block, and the action items, each with a green
 * marker when the meeting is completed and an amber one otherwise.
 */
import { Link } from 'react-router';
import { CalendarDays, Clock, Timer } from 'lucide-react';
import { formatDisplayDate } from '@/shared/domain/dates';
import type { Meeting } from '@/shared/schemas/meeting';
import { StatusBadge } from '@/client/features/meetings';
import { sanitizeRichText } from '@/client/features/meetings';
import { cn } from '@/client/lib/utils';
import { cardTitle, markerClass } from '../lib/meeting-list';

/** True when sanitized `html` shows some text. */
function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

export function MeetingCard({ meeting }: { meeting: Meeting }) {
  const title = cardTitle(meeting);
  const notes = sanitizeRichText(meeting.notes);
  const headingId = `meeting-${meeting.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold text-slate-900">
          <Link
            to={`/meeting/${meeting.id}`}
            className="whitespace-pre-wrap break-words rounded-sm hover:text-brand-700 hover:underline"
          >
            {title}
          </Link>
        </h2>
        <StatusBadge status={meeting.status} />
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {[
          { label: 'Date', icon: CalendarDays, value: formatDisplayDate(meeting.date) },
          { label: 'Start time', icon: Clock, value: meeting.startTime },
          { label: 'Duration', icon: Timer, value: `${meeting.duration} min` },
        ].map(({ label, icon: Icon, value }) => (
          <div key={label}>
            <dt className="sr-only">{label}</dt>
            <dd className="inline-flex items-center gap-1.5">
              <Icon className="h-4 w-4 text-slate-500" aria-hidden="true" />
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {hasText(notes) && (
        <section className="mt-4">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Notes</h3>
          <div
            className="rich-text mt-1 text-sm text-slate-800"
            dangerouslySetInnerHTML={{ __html: notes }}
          />
        </section>
      )}
      {meeting.actionItems.length > 0 && (
        <section className="mt-4 border-t border-slate-100 pt-3">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            Action Items
          </h3>
          <ul className="mt-2 grid gap-1.5">
            {meeting.actionItems.map((item, index) => (
              <li
                key={`${index}-${item}`}
                className="flex items-start gap-2 text-sm text-slate-800"
              >
                <span
                  aria-hidden="true"
                  data-marker={meeting.status === 'completed' ? 'green' : 'amber'}
                  className={cn(
                    'mt-1.5 h-2 w-2 shrink-0 rounded-full',
                    markerClass(meeting.status),
                  )}
                />
                <span className="min-w-0 break-words">{item}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
