/**
 * Meetings tab, "Enterprise Meeting Management" (spec 2.5): Schedule Meeting, filters for Team
 * Member, Manager, Date and Status, Clear Filters, "Showing X of Y meetings", the rows, and
 * the empty messages "No meetings scheduled" / "No meetings match your filters". Filtering and
 * counting happen on the server; rows load `PAGE_SIZE` at a time ("Show more meetings"), so X
 * is the number of matching meetings shown and Y every meeting of the organisation.
 */
import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import type { EditScope, Meeting } from '@/shared/schemas/meeting';
import { MeetingFilterBar, MeetingList } from '@/client/features/meetings';
import { errorMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/toast';
import { CancelMeetingDialog, useCancelMeeting } from '@/client/features/meetings';
import { MeetingFormDialog } from '@/client/features/meetings';
import { useMeetingCount } from '@/client/features/meetings';
import { useEnterpriseMeetings } from '../api/enterprise-meetings';
import {
  NO_ENTERPRISE_FILTERS,
  showingLine,
  toEnterpriseParams,
  type EnterpriseFilterValues,
} from '../lib/enterprise-filters';
import { EnterpriseMeetingRow } from './enterprise-meeting-row';

/** Rows per page; "Showing X of Y" counts the rows shown (X) of all meetings (Y). */
export const PAGE_SIZE = 50;

/** The person filters pick from the server's lists, searched and paged (docs/api.md "Paging"). */
const TEAM_MEMBERS = { list: 'all-users' } as const;
const MANAGERS = { list: 'managers' } as const;

export function MeetingsTab() {
  const [filters, setFilters] = useState<EnterpriseFilterValues>(NO_ENTERPRISE_FILTERS);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [form, setForm] = useState<{ open: boolean; meeting: Meeting | null; key: number }>({
    open: false,
    meeting: null,
    key: 0,
  });
  const [toCancel, setToCancel] = useState<Meeting | null>(null);
  const params = toEnterpriseParams(filters);
  const list = useEnterpriseMeetings(params, limit);
  const count = useMeetingCount(params);
  const cancelMeeting = useCancelMeeting();

  const changeFilters = (next: EnterpriseFilterValues) => {
    setFilters(next);
    setLimit(PAGE_SIZE);
  };
  const openForm = (meeting: Meeting | null) =>
    setForm((f) => ({ open: true, meeting, key: f.key + 1 }));

  const confirmCancel = (scope: EditScope) => {
    if (!toCancel) return;
    cancelMeeting.mutate(
      { id: toCancel.id, scope },
      {
        onSuccess: () => toast({ title: 'Meeting cancelled' }),
        onError: (error) =>
          toast({
            title: 'Failed to delete meeting',
            description: errorMessage(error, '') || undefined,
            variant: 'destructive',
          }),
      },
    );
    setToCancel(null);
  };

  const rows = list.data ?? [];
  const counts = count.data;
  const body = (
    <>
      <MeetingList
        meetings={rows}
        loading={list.isPending || !counts}
        failed={list.isError}
        label="Meetings"
        empty={counts?.total === 0 ? 'No meetings scheduled' : 'No meetings match your filters'}
      >
        {(m) => (
          <EnterpriseMeetingRow
            meeting={m}
            onEdit={() => openForm(m)}
            onCancel={() => setToCancel(m)}
          />
        )}
      </MeetingList>
      {counts && rows.length > 0 && rows.length < counts.matching && (
        <div className="mt-4 flex justify-center">
          <Button
            type="button"
            variant="outline"
            onClick={() => setLimit((l) => l + PAGE_SIZE)}
            disabled={list.isFetching}
          >
            Show more meetings ({counts.matching - rows.length} more)
          </Button>
        </div>
      )}
    </>
  );

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Enterprise Meeting Management</CardTitle>
          <CardDescription>Every 1:1 across the organisation.</CardDescription>
        </div>
        <Button type="button" onClick={() => openForm(null)}>
          <CalendarPlus aria-hidden="true" />
          Schedule Meeting
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <MeetingFilterBar
          fields={['teamMember', 'manager', 'date', 'status']}
          idPrefix="em"
          values={filters}
          onChange={changeFilters}
          teamMembers={TEAM_MEMBERS}
          managers={MANAGERS}
          className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end"
        />
        <p className="text-sm text-slate-700" role="status" aria-live="polite">
          {counts ? showingLine(Math.min(limit, counts.matching), counts.total) : 'Loading...'}
        </p>
        {body}
      </CardContent>
      <MeetingFormDialog
        key={form.key}
        open={form.open}
        onOpenChange={(open) => !open && setForm((f) => ({ ...f, open: false }))}
        meeting={form.meeting}
      />
      <CancelMeetingDialog
        meeting={toCancel}
        onOpenChange={(open) => !open && setToCancel(null)}
        onConfirm={confirmCancel}
      />
    </Card>
  );
}
