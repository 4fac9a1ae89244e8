/**
 * The manager's all-meetings view reads GET /api/meetings in keyset pages: the first page asks
 * with an empty cursor, "Load more" asks for the next with the page's `nextCursor` and adds its
 * meetings below, and the button goes once the last page is in.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Meeting } from '@/shared/schemas/meeting';
import type { User } from '@/shared/schemas/user';
import { SignedInUserContext } from '@/client/features/auth';
import { renderWithQueries } from '@/client/test/render';
import { MeetingActionsProvider } from './meeting-actions';
import { MeetingsView } from './meetings-view';

const meeting = (id: number): Meeting => ({
  id,
  organizationId: 1,
  teamMemberId: 2,
  managerId: 1,
  managerName: 'Maya Lee',
  teamMemberName: 'Tia Ray',
  title: `Meeting ${id}`,
  date: '2031-05-01',
  startTime: '10:00',
  duration: 30,
  timezone: 'UTC',
  isZoomMeeting: false,
  zoomLink: null,
  agenda: `<p>Agenda ${id}</p>`,
  notes: null,
  status: 'scheduled',
  actionItems: [],
  actionItemsStatus: {},
  actionItemIds: [],
  version: 1,
  seriesId: null,
  rrule: null,
  createdAt: '2031-04-01T10:00:00.000Z',
  updatedAt: '2031-04-01T10:00:00.000Z',
});

function fakeServer() {
  const fetchMock = vi.fn(async (url: string) => {
    let body: unknown = [];
    if (url.startsWith('/api/meetings/count')) body = { matching: 3, total: 3 };
    else if (url === '/api/meetings?cursor=') {
      body = { items: [meeting(1), meeting(2)], nextCursor: 'NEXT' };
    } else if (url === '/api/meetings?cursor=NEXT')
      body = { items: [meeting(3)], nextCursor: null };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('MeetingsView', () => {
  it('loads the next page on "Load more" until the last', async () => {
    const fetchMock = fakeServer();
    renderWithQueries(
      <MemoryRouter>
        <SignedInUserContext.Provider
          value={{ id: 1, role: 'Manager', timezone: 'UTC', firstName: 'Maya' } as User}
        >
          <MeetingActionsProvider>
            <MeetingsView kind="all" viewerId={1} onBack={() => {}} />
          </MeetingActionsProvider>
        </SignedInUserContext.Provider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Agenda 2')).toBeTruthy();
    expect(screen.queryByText('Agenda 3')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Load more/ }));
    expect(await screen.findByText('Agenda 3')).toBeTruthy();
    expect(screen.getByText('Agenda 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull());
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toContain('/api/meetings?cursor=NEXT');
  });
});
