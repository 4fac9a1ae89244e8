/**
 * The header's search box (docs/decisions/0033-search.md): submitting goes to `/search?q=`;
 * the `/` key focuses it from anywhere on the page except while typing in a field (an input,
 * a text area, a select, an editor). On the results page it shows the page's query. Narrow
 * screens show a button to the results page instead, so the header keeps to one row.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { searchPath } from '../api/search';

/** The id of the header's search input (the dashboards' "Search Meetings" may focus it). */
export const HEADER_SEARCH_ID = 'header-search';

/** True when `target` takes typed text (so `/` is a character there, not a shortcut). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function HeaderSearchBox() {
  const location = useLocation();
  const current =
    location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  // Keyed by the results page's query: the box starts again from it when it changes.
  return <SearchBoxForm key={current} initial={current} />;
}

function SearchBoxForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (q.length < 2) {
      inputRef.current?.focus();
      return;
    }
    void navigate(searchPath(q));
  };

  return (
    <>
      {/* Narrow screens: a button to the results page, where the query box is. */}
      <Link
        to="/search"
        aria-label="Search your 1:1s"
        className="flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 sm:hidden"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
      </Link>
      <form role="search" onSubmit={submit} className="relative hidden sm:block">
        <label htmlFor={HEADER_SEARCH_ID} className="sr-only">
          Search your 1:1s
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={inputRef}
          id={HEADER_SEARCH_ID}
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          maxLength={200}
          placeholder="Search"
          aria-keyshortcuts="/"
          className="h-9 w-56 rounded-md border border-slate-300 bg-white pl-8 pr-7 text-sm placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        />
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 rounded border border-slate-300 px-1 text-xs text-slate-500"
        >
          /
        </kbd>
      </form>
    </>
  );
}
