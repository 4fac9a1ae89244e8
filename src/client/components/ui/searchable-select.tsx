/**
 * A select with a search box in its popup, for long lists (the time zones). It is the kit's
 * Radix Select: trigger, items, keyboard, focus trap, dismissal and positioning are Radix's.
 * Two things are added: the popup holds a search box above the listbox (the popup is a dialog
 * named `searchLabel`, the list inside is the listbox), and typing while an option has focus
 * goes to that box instead of Radix's jump-to-prefix, so "kolk" finds `Asia/Kolkata`.
 * Enter in the box picks the first match; ArrowDown moves to the options.
 *
 * Server-searched lists (the people pickers, features/people/components/person-picker.tsx)
 * pass `search` and `onSearchChange`: the options are then already the matches, nothing is
 * filtered here. `onReachEnd` asks for the next page when the list is scrolled to its end or
 * the last option gets focus (so arrowing down keeps loading), `footer` shows under the list
 * (e.g. "Loading more..."), and `chosenOption` keeps the chosen value shown in the trigger
 * when it is not among the options (not on the loaded pages).
 */
import * as React from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Search } from 'lucide-react';
import { Select, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SearchableOption {
  value: string;
  /** What the option and the trigger show. */
  label: string;
  /** Shown at the option's end and searched (e.g. `GMT+05:30`). */
  detail?: string;
  /** Other words that find the option (e.g. an old name). */
  keywords?: readonly string[];
}

/** Lower case, with `_`, `/`, `-` and runs of spaces as one space: "new york" finds New_York. */
function searchable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s_/-]+/g, ' ')
    .trim();
}

/** The options whose label, detail or keywords contain `query` (all of them for a blank one). */
export function filterOptions<O extends SearchableOption>(
  options: readonly O[],
  query: string,
): O[] {
  const q = searchable(query);
  if (!q) return [...options];
  return options.filter((o) =>
    searchable([o.label, o.detail ?? '', ...(o.keywords ?? [])].join(' ')).includes(q),
  );
}

export interface SearchableSelectProps {
  id?: string;
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SearchableOption[];
  /** Names the popup and its search box, e.g. "Search time zones". */
  searchLabel: string;
  /** Names the list of options, e.g. "Time zones". */
  optionsLabel: string;
  placeholder?: string;
  /** Shown when nothing matches; the query follows it. */
  emptyText?: string;
  disabled?: boolean;
  onBlur?: () => void;
  triggerRef?: React.Ref<HTMLButtonElement>;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  /** Server search: the box's text (controlled); `options` are the server's matches. */
  search?: string;
  /** Server search: called with the box's new text (empty when the popup closes). */
  onSearchChange?: (search: string) => void;
  /** The chosen value's option when `options` do not hold it (e.g. not on a loaded page). */
  chosenOption?: SearchableOption;
  /** Called when the list is scrolled to its end or its last option gets focus. */
  onReachEnd?: () => void;
  /** Shown under the list (e.g. a loading status). */
  footer?: React.ReactNode;
  /** The options are about to change (a search is on its way): Enter picks nothing yet. */
  busy?: boolean;
}

export function SearchableSelect({
  id,
  name,
  value,
  onValueChange,
  options,
  searchLabel,
  optionsLabel,
  placeholder,
  emptyText = 'Nothing matches',
  disabled,
  onBlur,
  triggerRef,
  className,
  search,
  onSearchChange,
  chosenOption,
  onReachEnd,
  footer,
  busy = false,
  ...aria
}: SearchableSelectProps) {
  const [open, setOpen] = React.useState(false);
  const [localQuery, setLocalQuery] = React.useState('');
  const serverSide = onSearchChange !== undefined;
  const query = serverSide ? (search ?? '') : localQuery;
  const setQuery = serverSide ? onSearchChange : setLocalQuery;
  const searchRef = React.useRef<HTMLInputElement>(null);
  const listId = React.useId();
  const matches = React.useMemo(
    () => (serverSide ? [...options] : filterOptions(options, query)),
    [options, query, serverSide],
  );
  // The chosen option stays rendered: Radix shows the trigger's text from it.
  const chosen = options.find((o) => o.value === value) ?? chosenOption;
  const shown = chosen && !matches.includes(chosen) ? [chosen, ...matches] : matches;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };
  const onViewportScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 24) onReachEnd?.();
  };
  const choose = (next: string) => {
    onValueChange(next);
    onOpenChange(false);
  };

  /** Typing on an option edits the search instead of Radix's typeahead. */
  const onContentKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.target === searchRef.current || event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    if (event.key.length === 1 && event.key !== ' ') {
      event.preventDefault();
      setQuery(query + event.key);
      searchRef.current?.focus();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      setQuery(query.slice(0, -1));
      searchRef.current?.focus();
    }
  };

  /** In the search box: Enter picks the first match; arrows, Escape and Tab go on to Radix. */
  const onSearchKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (matches[0] && !busy) choose(matches[0].value);
      return;
    }
    if (['ArrowDown', 'ArrowUp', 'Escape', 'Tab'].includes(event.key)) return;
    event.stopPropagation();
  };

  return (
    <Select
      value={value}
      onValueChange={choose}
      open={open}
      onOpenChange={onOpenChange}
      name={name}
      disabled={disabled}
    >
      <SelectTrigger
        id={id}
        ref={triggerRef}
        onBlur={onBlur}
        className={className}
        aria-haspopup="dialog"
        {...aria}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          role="dialog"
          aria-label={searchLabel}
          onKeyDown={onContentKeyDown}
          className="relative z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] w-full min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white text-slate-900 shadow-md data-[side=bottom]:translate-y-1"
        >
          <div className="relative border-b border-slate-200 p-2">
            <Search
              className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              ref={searchRef}
              type="search"
              aria-label={searchLabel}
              aria-controls={listId}
              autoComplete="off"
              placeholder={serverSide ? 'Type to search' : 'Type to filter'}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onSearchKeyDown}
              className="h-9 w-full rounded-md border border-slate-300 bg-white pl-8 pr-2 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
            />
          </div>
          {matches.length === 0 && (
            <p role="status" className="px-3 py-2 text-sm text-slate-600">
              {emptyText}
              {query ? ` “${query}”` : ''}.
            </p>
          )}
          <SelectPrimitive.Viewport
            id={listId}
            role="listbox"
            aria-label={optionsLabel}
            // A list long enough to scroll is reachable itself (axe scrollable-region-focusable).
            tabIndex={0}
            className="p-1"
            onScroll={onReachEnd ? onViewportScroll : undefined}
          >
            {shown.map((o, i) => (
              <SelectItem
                key={o.value}
                value={o.value}
                detail={o.detail}
                onFocus={i === shown.length - 1 ? onReachEnd : undefined}
              >
                {o.label}
              </SelectItem>
            ))}
          </SelectPrimitive.Viewport>
          {footer}
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </Select>
  );
}
