/**
 * Frame of the analytics pages read from one call (spec 2.10, 2.11, 2.14, 2.15): the back
 * link, the page name as h1 with its description, an optional `toolbar` (e.g. a search box),
 * then the call's state: the error panel (`failedText`, then the server's message), the
 * skeleton announced as `loadingText`, or `children(data)`.
 */
import type { ReactNode } from 'react';
import { LoadError, PageSkeleton } from './page-states';

/** What the frame reads of a call: a TanStack query result or the paged view of member-pages.ts. */
export interface PageQueryState<T> {
  isError: boolean;
  error: unknown;
  /** undefined while the first answer loads. */
  data: T | undefined;
}

export function AnalyticsPage<T>({
  back,
  title,
  description,
  toolbar,
  query,
  failedText,
  loadingText,
  skeletonRows,
  children,
}: {
  back: ReactNode;
  title: string;
  description: string;
  toolbar?: ReactNode;
  query: PageQueryState<T>;
  failedText: string;
  loadingText: string;
  /** Tall skeleton blocks under the three skeleton figure cards. */
  skeletonRows: number;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        {back}
        <h1 className="mt-3 text-2xl font-bold">{title}</h1>
        <p className="text-slate-600">{description}</p>
      </div>
      {toolbar}
      {query.isError ? (
        <LoadError error={query.error} fallback={failedText} />
      ) : query.data === undefined ? (
        <PageSkeleton label={loadingText} cards={3} rows={skeletonRows} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}
