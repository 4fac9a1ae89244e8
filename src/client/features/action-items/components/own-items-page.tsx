/**
 * Frame of an own action-item page (spec 2.16): the page shell titled `title`, the header with
 * its count tiles, the search and date toolbar bound to `filters`, then the page's list
 * (`children`: its loading, error, empty or filled state).
 */
import type { ReactNode } from 'react';
import type { User } from '@/shared/schemas/user';
import { PageShell } from '@/client/components/layout/page-shell';
import type { OwnItemsFilters } from '../lib/use-own-items-filters';
import { OwnItemsHeader, type CountTile } from './own-items-header';
import { OwnItemsToolbar } from './own-items-toolbar';

export function OwnItemsPage({
  user,
  title,
  description,
  tiles,
  filters,
  allLabel,
  backTo = '/',
  children,
}: {
  user: User;
  title: string;
  description: string;
  tiles: CountTile[];
  filters: OwnItemsFilters;
  allLabel: 'All Dates' | 'All Time';
  /** Target of "Back to Dashboard" (`/` by default). */
  backTo?: string;
  children: ReactNode;
}) {
  return (
    <PageShell user={user} title={title}>
      <div className="grid gap-6">
        <OwnItemsHeader title={title} description={description} tiles={tiles} backTo={backTo} />
        <OwnItemsToolbar filters={filters} allLabel={allLabel} />
        {children}
      </div>
    </PageShell>
  );
}
