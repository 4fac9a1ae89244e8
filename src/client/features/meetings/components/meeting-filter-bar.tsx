/**
 * THE meeting filter bar of every meeting list (spec 2.3, 2.4, 2.5, 2.6, 2.13). `fields` says
 * which filters a screen shows, in order: a free-text search, a team member and a manager
 * select (`all` or a user id as text; "Loading..." while `null`; given a `PeopleSource`, the
 * server-searched, paged `PersonPicker` of that list), an exact date (`yyyy-MM-dd`
 * or empty), a date period (all / today / week / month, spec 2.6) and a status select (`all`
 * or a status). Controlled: every change calls `onChange` with the whole new values; the screen
 * sends them to the server. `text` carries each screen's labels (the spec's words differ).
 */
import type { ReactNode, Ref } from 'react';
import { Search, X } from 'lucide-react';
import { MEETING_STATUSES } from '@/shared/domain/constants';
import { statusLabel } from '@/shared/schemas/meeting';
import type { User } from '@/shared/schemas/user';
import { PersonPicker, type PeopleListName } from '@/client/features/people';
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
import { cn, displayName } from '@/client/lib/utils';

export interface MeetingFilterValues {
  search: string;
  /** A team member's id as text, or `all`. */
  teamMember: string;
  /** A manager's id as text, or `all`. */
  manager: string;
  /** `yyyy-MM-dd` or empty. */
  date: string;
  /** `all`, `today`, `week` (last 7 days) or `month` (since the same day a month earlier). */
  period: string;
  /** `all`, `scheduled`, `in_progress` or `completed`. */
  status: string;
}

export type MeetingFilterField = keyof MeetingFilterValues;

/**
 * A people select's choices read from the server page by page (docs/api.md "Paging") instead
 * of a list in hand: the list, and ids never offered (e.g. the caller).
 */
export interface PeopleSource {
  list: PeopleListName;
  exclude?: readonly number[];
}
type PeopleChoices = readonly User[] | null | PeopleSource;
const isSource = (people: PeopleChoices | undefined): people is PeopleSource =>
  people !== null && people !== undefined && !Array.isArray(people);

export const NO_MEETING_FILTERS: MeetingFilterValues = {
  search: '',
  teamMember: 'all',
  manager: 'all',
  date: '',
  period: 'all',
  status: 'all',
};

/** True when any of `fields` differs from "no filter". */
export function hasMeetingFilters(
  values: Partial<MeetingFilterValues>,
  fields: readonly MeetingFilterField[] = Object.keys(values) as MeetingFilterField[],
): boolean {
  return fields.some((f) => {
    const v = values[f];
    return v !== undefined && (f === 'search' ? v.trim() !== '' : v !== NO_MEETING_FILTERS[f]);
  });
}

/** The period choices of spec 2.6 and the values the server receives. */
export const MEETING_PERIODS = [
  { value: 'all', label: 'All Dates' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
] as const;

export interface MeetingFilterText {
  search: string;
  /** Shown only to assistive technology when true. */
  searchLabelHidden: boolean;
  searchPlaceholder: string;
  teamMember: string;
  allTeamMembers: string;
  manager: string;
  allManagers: string;
  date: string;
  /** The period select has no visible label; this names it. */
  period: string;
  status: string;
  allStatuses: string;
  clear: string;
}

const DEFAULT_TEXT: MeetingFilterText = {
  search: 'Search',
  searchLabelHidden: false,
  searchPlaceholder: 'Search meetings...',
  teamMember: 'Team Member',
  allTeamMembers: 'All Team Members',
  manager: 'Manager',
  allManagers: 'All Managers',
  date: 'Date',
  period: 'Filter by date',
  status: 'Status',
  allStatuses: 'All Statuses',
  clear: 'Clear Filters',
};

export interface MeetingFilterBarProps<V extends Partial<MeetingFilterValues>> {
  /** Which filters, in this order. */
  fields: readonly MeetingFilterField[];
  values: V;
  onChange: (values: V) => void;
  /** Prefix of the inputs' ids (one bar per page has its own). */
  idPrefix: string;
  /** Choices of the team member select; null while loading; a source: searched on the server. */
  teamMembers?: PeopleChoices;
  /** Choices of the manager select; null while loading; a source: searched on the server. */
  managers?: PeopleChoices;
  text?: Partial<MeetingFilterText>;
  /**
   * `always`: the clear button is always there, disabled while nothing is filtered;
   * `when-active`: it appears only when a filter is active; `none`: no clear button.
   */
  clear?: 'always' | 'when-active' | 'none';
  /** Clears; by default sends `NO_MEETING_FILTERS` for the shown fields. */
  onClear?: () => void;
  searchRef?: Ref<HTMLInputElement>;
  /** Extra buttons after the clear button (e.g. New Meeting). */
  actions?: ReactNode;
  /** The bar's layout classes (grid or flex). */
  className?: string;
  /** Extra classes per field wrapper (widths). */
  fieldClassName?: Partial<Record<MeetingFilterField, string>>;
}

function PersonSelect({
  id,
  label,
  allLabel,
  value,
  people,
  onChange,
  className,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  people: PeopleChoices;
  onChange: (value: string) => void;
  className?: string;
}) {
  if (isSource(people)) {
    return (
      <div className={cn('grid min-w-0 gap-1.5', className)}>
        <Label htmlFor={id}>{label}</Label>
        <PersonPicker
          id={id}
          list={people.list}
          exclude={people.exclude}
          value={value}
          onValueChange={onChange}
          extraOptions={[{ value: 'all', label: allLabel }]}
          searchLabel={`Search ${label.toLowerCase()}s`}
          optionsLabel={`${label}s`}
        />
      </div>
    );
  }
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
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

export function MeetingFilterBar<V extends Partial<MeetingFilterValues>>({
  fields,
  values,
  onChange,
  idPrefix,
  teamMembers = [],
  managers = [],
  text: textOverrides,
  clear = 'always',
  onClear,
  searchRef,
  actions,
  className,
  fieldClassName = {},
}: MeetingFilterBarProps<V>) {
  const text = { ...DEFAULT_TEXT, ...textOverrides };
  const set = (patch: Partial<MeetingFilterValues>) => onChange({ ...values, ...patch } as V);
  const value = (f: MeetingFilterField) => values[f] ?? NO_MEETING_FILTERS[f];
  const active = hasMeetingFilters(values, fields);
  const clearAll = () => {
    if (onClear) return onClear();
    const reset: Partial<MeetingFilterValues> = {};
    for (const f of fields) reset[f] = NO_MEETING_FILTERS[f];
    set(reset);
  };

  const render = (f: MeetingFilterField) => {
    const id = `${idPrefix}-${f}`;
    switch (f) {
      case 'search':
        return (
          <div key={f} className={cn('grid min-w-0 gap-1.5', fieldClassName.search)}>
            <Label htmlFor={id} className={text.searchLabelHidden ? 'sr-only' : undefined}>
              {text.search}
            </Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <Input
                id={id}
                ref={searchRef}
                type="search"
                placeholder={text.searchPlaceholder}
                className="pl-9"
                maxLength={200}
                value={value('search')}
                onChange={(e) => set({ search: e.target.value })}
              />
            </div>
          </div>
        );
      case 'teamMember':
      case 'manager':
        return (
          <PersonSelect
            key={f}
            id={id}
            label={f === 'manager' ? text.manager : text.teamMember}
            allLabel={f === 'manager' ? text.allManagers : text.allTeamMembers}
            value={value(f)}
            people={f === 'manager' ? managers : teamMembers}
            onChange={(v) => set({ [f]: v })}
            className={fieldClassName[f]}
          />
        );
      case 'date':
        return (
          <div key={f} className={cn('grid min-w-0 gap-1.5', fieldClassName.date)}>
            <Label htmlFor={id}>{text.date}</Label>
            <Input
              id={id}
              type="date"
              value={value('date')}
              onChange={(e) => set({ date: e.target.value })}
            />
          </div>
        );
      case 'period':
        return (
          <div key={f} className={cn('grid min-w-0 gap-1.5', fieldClassName.period)}>
            <Select value={value('period')} onValueChange={(period) => set({ period })}>
              <SelectTrigger id={id} aria-label={text.period}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MEETING_PERIODS.map((p) => (
                  <SelectItem key={p.value} value={p.value}>
                    {p.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        );
      case 'status':
        return (
          <div key={f} className={cn('grid min-w-0 gap-1.5', fieldClassName.status)}>
            <Label htmlFor={id}>{text.status}</Label>
            <Select value={value('status')} onValueChange={(status) => set({ status })}>
              <SelectTrigger id={id}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">{text.allStatuses}</SelectItem>
                {MEETING_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {statusLabel(s)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        );
    }
  };

  const clearButton =
    clear === 'none' || (clear === 'when-active' && !active) ? null : (
      <Button
        type="button"
        variant="outline"
        onClick={clearAll}
        disabled={clear === 'always' && !active}
      >
        <X aria-hidden="true" />
        {text.clear}
      </Button>
    );

  return (
    <div role="search" aria-label="Filter meetings" className={className}>
      {fields.map(render)}
      {actions ? (
        <div className="flex gap-2">
          {clearButton}
          {actions}
        </div>
      ) : (
        clearButton
      )}
    </div>
  );
}
