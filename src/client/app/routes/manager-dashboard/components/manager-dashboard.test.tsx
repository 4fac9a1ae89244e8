/**
 * The Manager Dashboard reads only what it shows (docs/archive/performance-log.md, Scale "Dashboards"): the counts
 * of one GET /api/meetings/count?byStatus=true, Recent from ?limit=5 and This Week from
 * ?upcoming=true&to=<Sunday>&limit=3, My action items from GET /api/action-items?status=open&limit=5
 * (decision 32); never the unpaged list.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Meeting } from '@/shared/schemas/meeting';
import type { User } from '@/shared/schemas/user';
import { calendarWeek, todayIn } from '@/shared/domain/dates';
import { SignedInUserContext } from '@/client/features/auth';
import { renderWithQueries } from '@/client/test/render';
import { ManagerDashboard } from './manager-dashboard';
import { meetingFixture } from '@/client/test/fixtures';

const meeting = (id: number, status: Meeting['status'] = 'scheduled'): Meeting =>
  meetingFixture(id, { status });

const user = { id: 1, role: 'Manager', timezone: 'UTC', firstName: 'Maya' } as User;
const weekEnd = () => calendarWeek(todayIn('UTC')).to;

function fakeServer() {
  const answers: Record<string, unknown> = {
    '/api/meetings/count?byStatus=true': {
      matching: 4012,
      total: 4012,
      byStatus: { scheduled: 104, in_progress: 8, completed: 3900 },
    },
    '/api/meetings?limit=5': [1, 2, 3, 4, 5].map((id) => meeting(id, 'completed')),
    [`/api/meetings?to=${weekEnd()}&limit=3&upcoming=true`]: [meeting(7), meeting(8)],
    '/api/action-items?status=open&limit=5': {
      items: [
        {
          id: 31,
          meetingId: 7,
          index: 0,
          description: 'Send the growth plan',
          status: 'pending',
          stuckReason: null,
          completedAt: null,
          stuckAt: null,
          ownerId: 1,
          dueDate: '2031-05-02',
          overdue: false,
          otherPersonName: 'Tia Ray',
          meeting: {
            id: 7,
            date: '2031-05-01',
            startTime: '10:00',
            duration: 30,
            agenda: null,
            title: 'Meeting 7',
            status: 'scheduled',
            managerName: 'Maya Lee',
          },
        },
      ],
      counts: { pending: 6, completed: 0, stuck: 1, meetings: 1 },
      totals: { pending: 6, completed: 0, stuck: 1 },
    },
  };
  const fetchMock = vi.fn(async (url: string) => {
    if (!(url in answers)) return new Response('not in this test', { status: 404 });
    return new Response(JSON.stringify(answers[url]), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('ManagerDashboard', () => {
  it('shows the server’s counts, the first 5 meetings, this week’s and my action items, from four small calls', async () => {
    const fetchMock = fakeServer();
    renderWithQueries(
      <MemoryRouter>
        <SignedInUserContext.Provider value={user}>
          <ManagerDashboard user={user} />
        </SignedInUserContext.Provider>
      </MemoryRouter>,
    );
    const banner = screen.getByRole('region', { name: /Welcome back, Maya/ });
    // Steady while loading: the three figures are there, as dashes.
    expect(within(banner).getAllByText('–')).toHaveLength(3);
    expect(await within(banner).findByText('4012')).toBeTruthy();
    expect(within(banner).getByText('3900')).toBeTruthy();
    expect(within(banner).getByText('104')).toBeTruthy();
    expect(screen.getByText('97% completed')).toBeTruthy();
    expect(await screen.findByText('Meeting 5')).toBeTruthy();
    const thisWeek = screen.getByRole('region', { name: 'This Week' });
    expect(await within(thisWeek).findByText('Meeting 7')).toBeTruthy();
    expect(within(thisWeek).getAllByRole('link')).toHaveLength(2);
    const mine = screen.getByRole('list', { name: 'My open action items' });
    expect(within(mine).getByText('Send the growth plan')).toBeTruthy();
    expect(within(mine).getByText('Due 02/05/2031')).toBeTruthy();
    expect(within(mine).getByText('With Tia Ray')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all 7 open action items' })).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => url).sort();
    expect(urls).toEqual(
      [
        '/api/action-items?status=open&limit=5',
        '/api/meetings/count?byStatus=true',
        '/api/meetings?limit=5',
        `/api/meetings?to=${weekEnd()}&limit=3&upcoming=true`,
      ].sort(),
    );
  });
});
