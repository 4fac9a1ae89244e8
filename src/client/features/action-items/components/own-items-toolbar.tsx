/**
 * Search box and date select of the own action-item pages (spec 2.16). The first date choice
 * reads "All Dates" (Completed, Pending) or "All Time" (Stuck); then Today, This Week, This
 * Month. The date windows are the server's (spec 5; the stuck page's month is 30 days). The due
 * select: any, Overdue, Due this week, Later, No due date (decision 32).
 */
import { Search } from 'lucide-react';
import type { ActionItemDateFilter } from '@/shared/domain/action-item-filters';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import type { OwnItemsFilters } from '../lib/use-own-items-filters';
import type { DueChoice } from '../api/own-action-items';

/** Search and date filter bound to `filters`; `allLabel` names the "no window" choice. */
export function OwnItemsToolbar({
  filters,
  allLabel,
  searchLabel = 'Search action items',
}: {
  filters: OwnItemsFilters;
  allLabel: 'All Dates' | 'All Time';
  searchLabel?: string;
}) {
  const choices: { value: ActionItemDateFilter; label: string }[] = [
    { value: 'all', label: allLabel },
    { value: 'today', label: 'Today' },
    { value: 'week', label: 'This Week' },
    { value: 'month', label: 'This Month' },
  ];
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <div className="relative flex-1">
        <Label htmlFor="own-items-search" className="sr-only">
          {searchLabel}
        </Label>
        <Search
          className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id="own-items-search"
          type="search"
          placeholder="Search action items..."
          className="pl-9"
          value={filters.search}
          onChange={(e) => filters.setSearch(e.target.value)}
        />
      </div>
      <Select
        value={filters.date}
        onValueChange={(v) => filters.setDate(v as ActionItemDateFilter)}
      >
        <SelectTrigger className="sm:w-44" aria-label="Filter by date">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((c) => (
            <SelectItem key={c.value} value={c.value}>
              {c.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={filters.due} onValueChange={(v) => filters.setDue(v as DueChoice)}>
        <SelectTrigger className="sm:w-44" aria-label="Filter by due date">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {DUE_CHOICES.map((c) => (
            <SelectItem key={c.value} value={c.value}>
              {c.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The due select (decision 32). */
const DUE_CHOICES: { value: DueChoice; label: string }[] = [
  { value: 'all', label: 'Any due date' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'this_week', label: 'Due this week' },
  { value: 'later', label: 'Later' },
  { value: 'none', label: 'No due date' },
];
