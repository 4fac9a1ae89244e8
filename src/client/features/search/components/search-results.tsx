/**
 * The results page's body, /search?q=&personId=&from=&to= (docs/decisions/0033-search.md): the
 * query box and the filters (a person, chosen with the picker app/ passes in, since features do
 * not import each other; a date range), then the 1:1s found, most relevant first, each with
 * the snippets of its matched fields, 20 at a time with Load more. The URL holds the query and
 * the filters, so a result page can be shared, reloaded and gone back to.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SearchField, SearchResult } from '@/shared/schemas/search';
import { formatDisplayDate } from '@/shared/domain/dates';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { LoadMore } from '@/client/components/ui/load-more';
import { errorMessage } from '@/client/lib/api-client';
import { resultPath, useSearchResults, type SearchParams } from '../api/search';
import { Snippet } from './snippet';

const FIELD_LABELS: Record<SearchField, string> = {
  title: 'Title',
  agenda: 'Agenda',
  notes: 'Shared notes',
  talkingPoint: 'Talking point',
  actionItem: 'Action item',
  privateNote: 'Your private note',
};

/** The person filter's control: the people picker, given by app/. */
export type PersonFilter = (props: {
  id: string;
  value: string;
  onChange: (personId: string) => void;
}) => ReactNode;

function paramsOf(search: URLSearchParams): SearchParams {
  const get = (k: string) => search.get(k) || undefined;
  return { q: search.get('q') ?? '', personId: get('personId'), from: get('from'), to: get('to') };
}

export function SearchResults({ personFilter }: { personFilter: PersonFilter }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = paramsOf(searchParams);
  const list = useSearchResults(params);

  const update = (changes: Partial<SearchParams>) => {
    const next = { ...params, ...changes };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) out.set(k, v);
    setSearchParams(out);
  };
  const results = list.data?.people ?? [];
  const tooShort = params.q.trim().length < 2;

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <QueryForm key={params.q} initial={params.q} onSearch={(q) => update({ q })} />
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="grid gap-1">
            <Label htmlFor="search-person">Person</Label>
            {personFilter({
              id: 'search-person',
              value: params.personId ?? '',
              onChange: (personId) => update({ personId: personId === 'all' ? '' : personId }),
            })}
          </div>
          <div className="grid gap-1">
            <Label htmlFor="search-from">From</Label>
            <Input
              id="search-from"
              type="date"
              value={params.from ?? ''}
              onChange={(e) => update({ from: e.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="search-to">To</Label>
            <Input
              id="search-to"
              type="date"
              value={params.to ?? ''}
              onChange={(e) => update({ to: e.target.value })}
            />
          </div>
        </div>
        <p className="text-xs text-slate-600">
          Words find their other forms (promote finds promotion); use "quotes" for a phrase, or
          between words for either, and -word to leave a word out.
        </p>
      </div>
      <SearchStatus
        q={params.q}
        tooShort={tooShort}
        error={list.failed ? list.error : null}
        count={results.length}
        loaded={list.data !== undefined}
      />
      <ol className="grid gap-3" aria-label="Search results" aria-busy={list.refreshing}>
        {results.map((result) => (
          <ResultCard key={result.meetingId} result={result} q={params.q} />
        ))}
      </ol>
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoadMore={list.loadMore}
        label="search results"
      />
    </div>
  );
}

/** The query box; keyed by the URL's query, so it starts again from it when that changes. */
function QueryForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [q, setQ] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <Label htmlFor="search-page-q" className="sr-only">
        Search for
      </Label>
      <Input
        id="search-page-q"
        type="search"
        value={q}
        maxLength={200}
        onChange={(e) => setQ(e.target.value)}
        placeholder='promotion, "next quarter", budget -travel'
      />
      <Button type="submit">Search</Button>
    </form>
  );
}

function SearchStatus(props: {
  q: string;
  tooShort: boolean;
  error: unknown;
  count: number;
  loaded: boolean;
}) {
  if (props.tooShort) {
    return <p className="text-sm text-slate-600">Type at least 2 characters to search.</p>;
  }
  if (props.error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(props.error, 'The search could not be run. Check the words and try again.')}
      </p>
    );
  }
  if (!props.loaded) return <p className="text-sm text-slate-600">Searching…</p>;
  return (
    <p role="status" className="text-sm text-slate-600">
      {props.count === 0 ? `No 1:1 matches “${props.q}”.` : `1:1s matching “${props.q}”`}
    </p>
  );
}

function ResultCard({ result, q }: { result: SearchResult; q: string }) {
  const heading = result.title?.trim() || `1:1 with ${result.otherPersonName}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <Link
        to={resultPath(result.meetingId, q)}
        className="text-base font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {heading}
      </Link>
      <p className="mt-0.5 text-sm text-slate-600">
        {formatDisplayDate(result.date)} · {result.startTime} {result.timezone} · with{' '}
        {result.otherPersonName}
      </p>
      <ul className="mt-2 grid gap-1.5">
        {result.matches.map((match, i) => (
          <li key={i} className="text-sm text-slate-800">
            <span className="mr-2 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
              {FIELD_LABELS[match.field]}
            </span>
            <Snippet snippet={match.snippet} />
          </li>
        ))}
      </ul>
    </li>
  );
}
