/**
 * Controls of the default dashboard (spec 2.3): search (placeholder Search meetings...), a
 * member filter (All Members plus the people the caller may see, from GET /api/all-users,
 * instead of the spec's fixed samples), Clear when a filter is active, and New Meeting.
 */
import type { Ref } from 'react';
import { Plus, Search, X } from 'lucide-react';
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

export const ALL_MEMBERS = 'all';

export function MeetingControls({
  search,
  member,
  members,
  onSearch,
  onMember,
  onClear,
  onNewMeeting,
  searchRef,
}: {
  search: string;
  /** A user id as text, or `all`. */
  member: string;
  members: User[];
  onSearch: (value: string) => void;
  onMember: (value: string) => void;
  onClear: () => void;
  onNewMeeting: () => void;
  searchRef: Ref<HTMLInputElement>;
}) {
  const active = search.trim() !== '' || member !== ALL_MEMBERS;
  return (
    <div
      role="search"
      aria-label="Filter meetings"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 md:flex-row md:items-end"
    >
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor="dashboard-search">Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id="dashboard-search"
            ref={searchRef}
            type="search"
            placeholder="Search meetings..."
            className="pl-9"
            maxLength={200}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5 md:w-56">
        <Label htmlFor="dashboard-member">Member</Label>
        <Select value={member} onValueChange={onMember}>
          <SelectTrigger id="dashboard-member">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_MEMBERS}>All Members</SelectItem>
            {members.map((u) => (
              <SelectItem key={u.id} value={String(u.id)}>
                {displayName(u)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex gap-2">
        {active && (
          <Button type="button" variant="outline" onClick={onClear}>
            <X aria-hidden="true" />
            Clear
          </Button>
        )}
        <Button type="button" onClick={onNewMeeting}>
          <Plus aria-hidden="true" />
          New Meeting
        </Button>
      </div>
    </div>
  );
}
