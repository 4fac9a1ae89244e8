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
import { meetingFixture } from '@/client/test/fixtures';

const meeting = (id: number): Meeting => meetingFixture(id, { agenda: `<p>Agenda ${id}</p>` });

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
