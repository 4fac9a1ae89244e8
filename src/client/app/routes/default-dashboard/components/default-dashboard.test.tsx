/**
 * The default dashboard reads only what it shows (docs/archive/performance-log.md, Scale "Dashboards"): the stat
 * cards from one GET /api/meetings/count?byStatus=true, Recent Meetings from ?limit=5 (with the
 * search / member filters), Upcoming This Week from ?upcoming=true&to=<Sunday>&limit=3.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Meeting } from '@/shared/schemas/meeting';
import type { User } from '@/shared/schemas/user';
import { calendarWeek, todayIn } from '@/shared/domain/dates';
import { SignedInUserContext } from '@/client/features/auth';
import { renderWithQueries } from '@/client/test/render';
import { DefaultDashboard } from './default-dashboard';
import { meetingFixture } from '@/client/test/fixtures';

const meeting = (id: number): Meeting => meetingFixture(id, { managerName: 'Hal Ito' });

const user = { id: 1, role: 'HR', timezone: 'UTC', firstName: 'Hal' } as unknown as User;

afterEach(() => vi.unstubAllGlobals());

describe('DefaultDashboard', () => {
  it('fills the stat cards, Recent Meetings and Upcoming This Week from three small calls', async () => {
    const week = `/api/meetings?to=${calendarWeek(todayIn('UTC')).to}&limit=3&upcoming=true`;
    const answers: Record<string, unknown> = {
      '/api/meetings/count?byStatus=true': {
        matching: 10,
        total: 10,
        byStatus: { scheduled: 4, in_progress: 2, completed: 4 },
      },
      '/api/meetings?limit=5': [1, 2, 3].map(meeting),
      [week]: [meeting(9)],
    };
    const fetchMock = vi.fn(async (url: string) => {
      const body = url in answers ? answers[url] : [];
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithQueries(
      <MemoryRouter>
        <SignedInUserContext.Provider value={user}>
          <DefaultDashboard user={user} />
        </SignedInUserContext.Provider>
      </MemoryRouter>,
    );
    const stats = screen.getByLabelText('Meeting statistics');
    expect(await within(stats).findByText('40% completion rate')).toBeTruthy();
    expect(within(stats).getByText('10')).toBeTruthy();
    expect(within(stats).getAllByText('4')).toHaveLength(2);
    expect(within(stats).getByText('2')).toBeTruthy();
    expect(await screen.findByText('Meeting 3')).toBeTruthy();
    const upcoming = screen.getByRole('region', { name: 'Upcoming This Week' });
    expect(await within(upcoming).findByText('Meeting 9')).toBeTruthy();
    // Productivity Insights from the same count: ceil(10 / 4) this week, 4 of 10 completed.
    expect(screen.getByText('3 meetings')).toBeTruthy();
    expect(screen.getByText('4 of 10')).toBeTruthy();
    const meetingCalls = fetchMock.mock.calls
      .map(([url]) => url)
      .filter((url) => url.startsWith('/api/meetings'));
    expect(meetingCalls.sort()).toEqual(
      ['/api/meetings/count?byStatus=true', '/api/meetings?limit=5', week].sort(),
    );
  });
});
