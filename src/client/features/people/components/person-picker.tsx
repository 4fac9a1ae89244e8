/**
 * THE people picker (docs/api.md "Paging"): a select of one of the server's people lists
 * (GET /api/all-users, /api/managers or /api/team-members) that never downloads the whole
 * list. It is the kit's `SearchableSelect` in its server-searched form: the popup shows the
 * first page (50 people by name), typing searches the server (debounced; name, username,
 * e-mail), and scrolling to the end of the list or arrowing onto its last option loads the
 * next page. Keyboard and labelling are the kit's (label it with `<Label htmlFor={id}>`).
 *
 * `value` is a person's id as text, one of `extraOptions`' values (e.g. `all`, "No manager")
 * or '' (nothing chosen: `placeholder`). The chosen person stays shown in the trigger even
 * when they are not on a loaded page: from `selected`, from the page they were picked on, or
 * else read with GET /api/users/{id}.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@/shared/schemas/user';
import {
  SearchableSelect,
  type SearchableOption,
  type SearchableSelectProps,
} from '@/client/components/ui/searchable-select';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { displayName } from '@/client/lib/utils';
import { peopleQueries, usePeoplePages, type PeopleListName } from '../api/people';

/** How long typing must pause before the server is asked (ms). */
export const PICKER_DEBOUNCE_MS = 250;

export interface PersonPickerProps extends Pick<
  SearchableSelectProps,
  | 'id'
  | 'name'
  | 'placeholder'
  | 'disabled'
  | 'onBlur'
  | 'triggerRef'
  | 'className'
  | 'aria-invalid'
  | 'aria-describedby'
  | 'aria-required'
> {
  /** Which server list to pick from. */
  list: PeopleListName;
  value: string;
  /** The new value, and the person chosen (null for an extra option). */
  onValueChange: (value: string, person: User | null) => void;
  /** Choices above the people while nothing is searched (`all`, "No manager"). */
  extraOptions?: readonly SearchableOption[];
  /** Ids never offered (the caller, the person being edited). */
  exclude?: readonly number[];
  /** An option's text; the person's name by default. */
  labelOf?: (person: User) => string;
  /** The chosen person when the screen already has them. */
  selected?: User | null;
  /** Names the popup and its search box, e.g. "Search managers". */
  searchLabel: string;
  /** Names the list of options, e.g. "Managers". */
  optionsLabel: string;
}

const isId = (value: string) => /^\d+$/.test(value);

export function PersonPicker({
  list,
  value,
  onValueChange,
  extraOptions = [],
  exclude = [],
  labelOf = displayName,
  selected,
  searchLabel,
  optionsLabel,
  ...rest
}: PersonPickerProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), PICKER_DEBOUNCE_MS);
  const pages = usePeoplePages(list, debounced, !rest.disabled);
  /** The person last picked here, so the trigger keeps their name whatever page is loaded. */
  const [picked, setPicked] = useState<User | null>(null);

  const people = useMemo(
    () => (pages.data?.people ?? []).filter((p) => !exclude.includes(p.id)),
    [pages.data, exclude],
  );
  const onPage = people.find((p) => String(p.id) === value);
  const known =
    (selected && String(selected.id) === value ? selected : undefined) ??
    onPage ??
    (picked && String(picked.id) === value ? picked : undefined);
  const lookup = useQuery({
    ...peopleQueries.user(Number(value)),
    enabled: isId(value) && !known,
  });
  const chosenPerson = known ?? lookup.data ?? undefined;

  const toOption = (p: User): SearchableOption => ({ value: String(p.id), label: labelOf(p) });
  const options = [...(search.trim() ? [] : extraOptions), ...people.map(toOption)];
  const chosenOption = chosenPerson
    ? toOption(chosenPerson)
    : extraOptions.find((o) => o.value === value);
  const pending = search.trim() !== debounced || pages.refreshing;

  const choose = (next: string) => {
    const person = people.find((p) => String(p.id) === next) ?? null;
    if (person) setPicked(person);
    onValueChange(next, person);
  };
  const loadMore = () => {
    if (pages.hasMore && !pages.loadingMore) pages.loadMore();
  };

  return (
    <SearchableSelect
      {...rest}
      value={value}
      onValueChange={choose}
      options={options}
      chosenOption={chosenOption}
      searchLabel={searchLabel}
      optionsLabel={optionsLabel}
      search={search}
      onSearchChange={setSearch}
      onReachEnd={loadMore}
      busy={pending}
      emptyText={
        pages.failed
          ? 'Unable to load people'
          : !pages.data || pending
            ? 'Searching'
            : 'Nobody matches'
      }
      footer={
        pages.loadingMore || pending ? (
          <p role="status" className="border-t border-slate-200 px-3 py-2 text-xs text-slate-600">
            {pages.loadingMore ? 'Loading more...' : 'Searching...'}
          </p>
        ) : pages.hasMore ? (
          <p className="border-t border-slate-200 px-3 py-2 text-xs text-slate-600">
            Scroll for more, or type to narrow the list.
          </p>
        ) : null
      }
    />
  );
}
