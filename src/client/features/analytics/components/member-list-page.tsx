/**
 * Frame of the analytics pages that list members a page at a time (spec 2.10 Team Member
 * Progress, 2.14 Action Items Overview, 2.15 Behind Schedule Overview): `AnalyticsPage` with
 * the page's figure cards (three in a row), then `empty` when the answer has no member
 * (`membersTotal` 0, or no member matching the search), else a card per member two to a row,
 * and "Showing X of Y members" with "Show more members".
 */
import type { ReactNode } from 'react';
import type { MemberPage, MemberPages } from '../api/member-pages';
import { AnalyticsPage } from './analytics-page';
import { MembersPager } from './members-pager';

export function MemberListPage<T extends MemberPage>({
  back,
  title,
  description,
  toolbar,
  query,
  failedText,
  loadingText,
  figures,
  empty,
  children,
}: {
  back: ReactNode;
  title: string;
  description: string;
  toolbar?: ReactNode;
  query: MemberPages<T>;
  failedText: string;
  loadingText: string;
  /** The figure cards of the loaded answer. */
  figures: (data: T) => ReactNode;
  empty: ReactNode;
  /** One member's card. */
  children: (member: T['members'][number]) => ReactNode;
}) {
  return (
    <AnalyticsPage
      back={back}
      title={title}
      description={description}
      toolbar={toolbar}
      query={query}
      failedText={failedText}
      loadingText={loadingText}
      skeletonRows={2}
    >
      {(data) => (
        <>
          <div className="grid gap-4 sm:grid-cols-3">{figures(data)}</div>
          {data.members.length === 0 ? (
            empty
          ) : (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              {data.members.map((m) => children(m))}
            </div>
          )}
          <MembersPager shown={data.members.length} total={data.membersTotal} pages={query} />
        </>
      )}
    </AnalyticsPage>
  );
}
