/**
 * The frame of the paged analytics pages (spec 2.10, 2.14, 2.15) and the Stuck figure: the
 * figures row, the empty state or one card per member, "Showing X of Y members" with "Show more
 * members" while more remain, and "N Stuck" in the same words wherever it is shown.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MemberPages } from '../api/member-pages';
import { MemberListPage } from './member-list-page';
import { StuckStat } from './stuck-stat';

interface Answer {
  membersTotal: number;
  members: { id: number; name: string }[];
  stuck: number;
}

const pages = (data: Answer | undefined, more: Partial<MemberPages<Answer>> = {}) => ({
  isError: false,
  error: null,
  data,
  hasMore: false,
  loadingMore: false,
  loadMore: vi.fn(),
  ...more,
});

const page = (query: MemberPages<Answer>) => (
  <MemberListPage
    back={<a href="/team-progress">Back to Team Progress</a>}
    title="Action Items Overview"
    description="By team member."
    query={query}
    failedText="Failed to load action items"
    loadingText="Loading action items..."
    figures={(data) => <StuckStat count={data.stuck} testId="total-stuck" />}
    empty={<p>No Action Items Found</p>}
  >
    {(m) => (
      <section key={m.id} aria-label={m.name}>
        {m.name}
      </section>
    )}
  </MemberListPage>
);
const renderPage = (query: MemberPages<Answer>) => render(page(query));

describe('MemberListPage', () => {
  it('announces the loading, then shows the figures and one card per member with the pager', async () => {
    const { rerender } = renderPage(pages(undefined));
    expect(screen.getByRole('status').textContent).toBe('Loading action items...');

    const query = pages(
      {
        membersTotal: 3,
        members: [
          { id: 1, name: 'Ann' },
          { id: 2, name: 'Ben' },
        ],
        stuck: 2,
      },
      { hasMore: true },
    );
    rerender(page(query));
    expect(screen.getByTestId('total-stuck').textContent).toBe('2 Stuck');
    expect(screen.getByRole('region', { name: 'Ann' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ben' })).toBeTruthy();
    expect(screen.getByTestId('members-shown').textContent).toBe('Showing 2 of 3 members');
    await userEvent.click(screen.getByRole('button', { name: 'Show more members' }));
    expect(query.loadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('No Action Items Found')).toBeNull();
  });

  it('shows the empty state and no pager when nobody is listed', () => {
    renderPage(pages({ membersTotal: 0, members: [], stuck: 0 }));
    expect(screen.getByText('No Action Items Found')).toBeTruthy();
    expect(screen.queryByTestId('members-shown')).toBeNull();
    expect(screen.getByTestId('total-stuck').textContent).toBe('0 Stuck');
  });

  it('shows the failure with the server’s message', () => {
    renderPage(pages(undefined, { isError: true, error: new Error('403: Forbidden') }));
    expect(screen.getByRole('alert').textContent).toContain('Failed to load action items');
  });
});
