/**
 * Filters of the team member meetings list (spec 2.13): free-text search over agenda and notes,
 * an exact date, the status (All, Scheduled, In Progress, Completed; not shown for the
 * upcoming list) and Clear Filters (disabled while nothing is filtered).
 */
import { Search, X } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import { STATUS_FILTERS, type ListFilters, type StatusFilter } from '../lib/meeting-list';

export function ListFiltersBar({
  filters,
  onChange,
  showStatus,
  canClear,
  onClear,
}: {
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
  showStatus: boolean;
  canClear: boolean;
  onClear: () => void;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 md:flex-row md:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="member-meetings-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id="member-meetings-search"
              type="search"
              placeholder="Search agenda and notes..."
              className="pl-9"
              value={filters.search}
              onChange={(e) => onChange({ ...filters, search: e.target.value })}
            />
          </div>
        </div>
        <div className="grid gap-1.5 md:w-44">
          <Label htmlFor="member-meetings-date">Date</Label>
          <Input
            id="member-meetings-date"
            type="date"
            value={filters.date}
            onChange={(e) => onChange({ ...filters, date: e.target.value })}
          />
        </div>
        {showStatus && (
          <div className="grid gap-1.5 md:w-44">
            <Label htmlFor="member-meetings-status">Status</Label>
            <Select
              value={filters.status}
              onValueChange={(v) => onChange({ ...filters, status: v as StatusFilter })}
            >
              <SelectTrigger id="member-meetings-status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {STATUS_FILTERS.map((s) => (
                  <SelectItem key={s.value} value={s.value}>
                    {s.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <Button variant="outline" onClick={onClear} disabled={!canClear}>
          <X aria-hidden="true" />
          Clear Filters
        </Button>
      </CardContent>
    </Card>
  );
}
