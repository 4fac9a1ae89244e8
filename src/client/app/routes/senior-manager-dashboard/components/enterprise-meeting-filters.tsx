/**
 * Filters of Enterprise Meeting Management (spec 2.5): Team Member, Manager, Date, Status and
 * Clear Filters. Controlled: the parent sends the values to the server. While the people lists
 * are not loaded the selects read "Loading...".
 */
import { X } from 'lucide-react';
import type { User } from '@/shared/schemas/user';
import { MEETING_STATUSES } from '@/shared/domain/constants';
import { statusLabel } from '@/shared/schemas/meeting';
import { displayName } from '@/client/lib/utils';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import {
  hasEnterpriseFilters,
  NO_ENTERPRISE_FILTERS,
  type EnterpriseFilterValues,
} from '../lib/enterprise-filters';

function PersonFilter({
  id,
  label,
  allLabel,
  value,
  people,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  people: User[] | null;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange} disabled={!people}>
        <SelectTrigger id={id}>
          <SelectValue placeholder="Loading..." />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{people ? allLabel : 'Loading...'}</SelectItem>
          {(people ?? []).map((u) => (
            <SelectItem key={u.id} value={String(u.id)}>
              {displayName(u)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function EnterpriseMeetingFilters({
  values,
  onChange,
  teamMembers,
  managers,
}: {
  values: EnterpriseFilterValues;
  onChange: (values: EnterpriseFilterValues) => void;
  /** Everyone who may be a meeting's team member; null while loading. */
  teamMembers: User[] | null;
  /** Senior Managers, Managers and Supervisors; null while loading. */
  managers: User[] | null;
}) {
  const set = (patch: Partial<EnterpriseFilterValues>) => onChange({ ...values, ...patch });
  return (
    <div
      role="search"
      aria-label="Filter meetings"
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <PersonFilter
        id="em-team-member"
        label="Team Member"
        allLabel="All Team Members"
        value={values.teamMember}
        people={teamMembers}
        onChange={(teamMember) => set({ teamMember })}
      />
      <PersonFilter
        id="em-manager"
        label="Manager"
        allLabel="All Managers"
        value={values.manager}
        people={managers}
        onChange={(manager) => set({ manager })}
      />
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="em-date">Date</Label>
        <Input
          id="em-date"
          type="date"
          value={values.date}
          onChange={(e) => set({ date: e.target.value })}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="em-status">Status</Label>
        <Select value={values.status} onValueChange={(status) => set({ status })}>
          <SelectTrigger id="em-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Statuses</SelectItem>
            {MEETING_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {statusLabel(s)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button
        type="button"
        variant="outline"
        onClick={() => onChange(NO_ENTERPRISE_FILTERS)}
        disabled={!hasEnterpriseFilters(values)}
      >
        <X aria-hidden="true" />
        Clear Filters
      </Button>
    </div>
  );
}
