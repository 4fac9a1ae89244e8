/**
 * The audit trail's calls: GET /api/audit (a Senior Manager's organisation events, newest first,
 * 50 a page by an opaque cursor; docs/api.md "Paging") and the address of GET /api/audit.csv
 * (every matching event as CSV, the same filters). Errors are `ApiError`; 403 for anyone but a
 * Senior Manager.
 */
import type { AuditAction, AuditEvent, AuditPage } from '@/shared/schemas/audit';
import { api, toQuery } from '@/client/lib/api-client';
import { pagedQuery, usePagedList } from '@/client/lib/paged-list';

/**
 * The filters as the API reads them (`auditQuerySchema`): the acting person's id, one action,
 * and a range of UTC days `from`..`to` (`yyyy-MM-dd`, both included). Absent: no filter.
 */
export interface AuditFilters {
  actorId?: number;
  action?: AuditAction;
  from?: string;
  to?: string;
}

/** The prefix of every audit query key. */
export const AUDIT_KEY = ['audit'] as const;

/** The filters as a query string, `?actorId=7&action=user.created` ('' with none). */
export function auditFilterQuery(filters: AuditFilters, cursor: string | null = null): string {
  return toQuery({
    actorId: filters.actorId,
    action: filters.action,
    from: filters.from,
    to: filters.to,
    cursor,
  });
}

/** The CSV download's address for `filters`: `/api/audit.csv?…`. */
export const auditCsvUrl = (filters: AuditFilters): string =>
  `/api/audit.csv${auditFilterQuery(filters)}`;

/** A page as `usePagedList` reads it (`people` are the page's events). */
interface AuditListPage {
  people: AuditEvent[];
  nextCursor: string | null;
}

export const auditQueries = {
  /** GET /api/audit?actorId&action&from&to&cursor, 50 events a page, newest first. */
  events: (filters: AuditFilters) =>
    pagedQuery<AuditListPage>([...AUDIT_KEY, 'events', filters], async (cursor) => {
      const page = await api.get<AuditPage>(`/api/audit${auditFilterQuery(filters, cursor)}`);
      return { people: page.events, nextCursor: page.nextCursor };
    }),
};

/** The events matching `filters`, page by page; keeps the last list while a new one loads. */
export const useAuditEvents = (filters: AuditFilters) => usePagedList(auditQueries.events(filters));
