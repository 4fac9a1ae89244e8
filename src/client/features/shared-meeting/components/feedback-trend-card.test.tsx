/**
 * The feedback trend of Team Analytics (decision 13; red team 2, finding 2): it says that a month
 * appears once closed and shows an average only from 3 ratings by 3 different people, and
 * shows "Not enough responses" for the months the server releases no average.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FeedbackTrend } from '@/shared/schemas/feedback';
import { renderWithQueries } from '@/client/test/render';
import { FeedbackTrendCard } from './feedback-trend-card';

const trend: FeedbackTrend = {
  months: ['2031-01', '2031-02'],
  minResponses: 3,
  minPeople: 3,
  managers: [
    {
      managerId: 7,
      managerName: 'Maya Chen',
      months: [
        { month: '2031-01', ratings: 3, average: 3.7, enoughResponses: true },
        { month: '2031-02', ratings: 3, average: null, enoughResponses: false },
      ],
    },
  ],
};

describe('FeedbackTrendCard', () => {
  it('explains closed months and the 3 people, and hides averages the server withholds', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify(trend), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithQueries(<FeedbackTrendCard months={2} />);
    const row = await screen.findByRole('row', { name: /Maya Chen/ });
    expect(row.textContent).toContain('3.7');
    expect(row.textContent).toContain('Not enough responses');
    expect(
      screen.getByText(
        /A month appears once it has closed, and shows its average only with at least 3 ratings from 3 different people\./,
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Manager',
      'Jan 2031',
      'Feb 2031',
    ]);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/analytics/feedback?months=2');
  });
});
