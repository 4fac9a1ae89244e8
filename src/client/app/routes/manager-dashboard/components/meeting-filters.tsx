/**
 * Filters of the all-meetings and scheduled views (spec 2.4, 7): a search box, a team member
 * filter (All Team Members or one id), an exact date (`yyyy-MM-dd`) and Clear Filters.
 * Controlled: the parent owns the values and sends them to the server.
 */
import type { Ref } from 'react';
import { Search, X } from 'lucide-react';
import type { User } from '@/shared/schemas/user';
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
import { displayName } from '@/client/lib/utils';

export interface MeetingFilterValues {
  search: string;
  /** A team member's id as text, or `all`. */
  teamMember: string;
  /** `yyyy-MM-dd` or empty. */
  date: string;
}

export const NO_FILTERS: MeetingFilterValues = { search: '', teamMember: 'all', date: '' };

export function hasActiveFilters(f: MeetingFilterValues): boolean {
  return f.search.trim() !== '' || f.teamMember !== 'all' || f.date !== '';
}

export function MeetingFilters({
  idPrefix,
  values,
  onChange,
  teamMembers,
  searchRef,
}: {
  idPrefix: string;
  values: MeetingFilterValues;
  onChange: (values: MeetingFilterValues) => void;
  teamMembers: User[];
  searchRef?: Ref<HTMLInputElement>;
}) {
  const set = (patch: Partial<MeetingFilterValues>) => onChange({ ...values, ...patch });
  return (
    <div
      role="search"
      aria-label="Filter meetings"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-search`}>Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={`${idPrefix}-search`}
            ref={searchRef}
            type="search"
            placeholder="Search meetings..."
            className="pl-9"
            value={values.search}
            onChange={(e) => set({ search: e.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-member`}>Team member</Label>
        <Select value={values.teamMember} onValueChange={(v) => set({ teamMember: v })}>
          <SelectTrigger id={`${idPrefix}-member`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Team Members</SelectItem>
            {teamMembers.map((u) => (
              <SelectItem key={u.id} value={String(u.id)}>
                {displayName(u)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-date`}>Date</Label>
        <Input
          id={`${idPrefix}-date`}
          type="date"
          value={values.date}
          onChange={(e) => set({ date: e.target.value })}
        />
      </div>
      <Button
        type="button"
        variant="outline"
        onClick={() => onChange(NO_FILTERS)}
        disabled={!hasActiveFilters(values)}
      >
        <X aria-hidden="true" />
        Clear Filters
      </Button>
    </div>
  );
}
