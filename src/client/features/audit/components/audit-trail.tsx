/**
 * The audit trail's page body (Senior Managers): the filters, "Download CSV" (GET /api/audit.csv
 * with the same filters, an `<a download>`), and the events newest first as a table (on a phone,
 * stacked cards): time in the viewer's zone, person, action, target (a 1:1 or a person links to
 * their page), address and request id; 50 a page with "Load more". Loading, failure and empty
 * states as the directory lists show them.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Download, ScrollText, SearchX } from 'lucide-react';
import type { AuditEvent } from '@/shared/schemas/audit';
import { Button } from '@/client/components/ui/button';
import { LoadMore } from '@/client/components/ui/load-more';
import { Skeleton } from '@/client/components/ui/skeleton';
import { auditCsvUrl, useAuditEvents } from '../api/audit';
import {
  actorLabel,
  AUDIT_ACTION_LABELS,
  auditTarget,
  formatAuditTime,
} from '../lib/audit-display';
import {
  AuditFiltersForm,
  NO_AUDIT_FILTERS,
  toAuditFilters,
  type AuditFilterValues,
} from './audit-filters';

/** `timezone`: the viewer's IANA zone, in which times are shown. */
export function AuditTrail({ timezone }: { timezone: string }) {
  const [values, setValues] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const filters = useMemo(() => toAuditFilters(values), [values]);
  const filtered = Object.keys(filters).length > 0;
  const events = useAuditEvents(filters);
  return (
    <div className="flex flex-col gap-4">
      <AuditFiltersForm values={values} onChange={setValues} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Newest first. Times in {timezone}; the days of the filter are UTC days.
        </p>
        <Button asChild variant="outline" size="sm">
          <a href={auditCsvUrl(filters)} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </div>
      {events.failed ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-800"
        >
          Unable to load the audit trail
        </p>
      ) : !events.data ? (
        <div role="status" aria-label="Loading the audit trail" className="grid gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : events.data.people.length === 0 ? (
        <Empty
          icon={filtered ? <SearchX className="h-10 w-10" /> : <ScrollText className="h-10 w-10" />}
        >
          {filtered ? 'No events match your filters' : 'No events yet'}
        </Empty>
      ) : (
        <EventList events={events.data.people} timezone={timezone} busy={events.refreshing} />
      )}
      <LoadMore
        hasMore={events.hasMore}
        loading={events.loadingMore}
        onLoadMore={events.loadMore}
        label="events"
      />
    </div>
  );
}

function Empty({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
      <span aria-hidden="true" className="text-slate-400">
        {icon}
      </span>
      <p className="font-medium">{children}</p>
    </div>
  );
}

function Target({ event }: { event: AuditEvent }) {
  const { text, href } = auditTarget(event);
  if (!text) return <span className="text-slate-500">—</span>;
  if (!href) return <>{text}</>;
  return (
    <Link to={href} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {text}
    </Link>
  );
}

const mono = 'font-mono text-xs break-all';

/** The events: a table from the `md` width, stacked cards below it (one of the two is shown). */
function EventList({
  events,
  timezone,
  busy,
}: {
  events: AuditEvent[];
  timezone: string;
  busy: boolean;
}) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table aria-label="Audit events" aria-busy={busy} className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Time
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Person
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Action
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Target
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Address
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Request id
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {events.map((event) => (
              <tr key={event.id} className="align-top">
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                  <time dateTime={event.at}>{formatAuditTime(event.at, timezone)}</time>
                </td>
                <td className="wrap-anywhere px-3 py-2">{actorLabel(event)}</td>
                <td className="px-3 py-2">{AUDIT_ACTION_LABELS[event.action]}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  <Target event={event} />
                </td>
                <td className={`px-3 py-2 ${mono}`}>{event.ip ?? '—'}</td>
                <td className={`px-3 py-2 ${mono}`}>{event.requestId ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Audit events" aria-busy={busy} className="grid gap-3 md:hidden">
        {events.map((event) => (
          <li key={event.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <p className="font-medium">{AUDIT_ACTION_LABELS[event.action]}</p>
            <p className="wrap-anywhere text-slate-700">{actorLabel(event)}</p>
            <p className="tabular-nums text-slate-600">
              <time dateTime={event.at}>{formatAuditTime(event.at, timezone)}</time>
            </p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              <dt className="text-slate-600">Target</dt>
              <dd>
                <Target event={event} />
              </dd>
              <dt className="text-slate-600">Address</dt>
              <dd className={mono}>{event.ip ?? '—'}</dd>
              <dt className="text-slate-600">Request id</dt>
              <dd className={mono}>{event.requestId ?? '—'}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
