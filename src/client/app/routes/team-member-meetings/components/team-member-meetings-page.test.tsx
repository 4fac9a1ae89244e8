/**
 * The team member meetings list (spec 2.13) reads keyset pages (GET /api/meetings?teamMember=…
 * &cursor=…, "Load more") and its summary footer counts the whole filtered list on the server
 * (GET /api/meetings/count?…&byStatus=true&actionItems=true), not the loaded pages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Meeting } from '@/shared/schemas/meeting';
import type { User } from '@/shared/schemas/user';
import { SignedInUserContext } from '@/client/features/auth';
import { renderWithQueries } from '@/client/test/render';
import { MeetingsList } from './team-member-meetings-page';
import { meetingFixture } from '@/client/test/fixtures';

const meeting = (id: number): Meeting =>
  meetingFixture(id, {
    title: null,
    agenda: `<p>Agenda ${id}</p>`,
    status: 'completed',
    actionItems: ['one'],
    actionItemIds: [1],
  });

const viewer = { id: 1, role: 'Manager', timezone: 'UTC', firstName: 'Maya' } as User;
const member = { id: 2, role: 'Team Member', timezone: 'UTC', firstName: 'Tia' } as User;

afterEach(() => vi.unstubAllGlobals());

describe('team member meetings list', () => {
  it('pages the meetings and shows the server’s figures for the whole list', async () => {
    const answers: Record<string, unknown> = {
      '/api/meetings?teamMember=2&cursor=': { items: [meeting(1), meeting(2)], nextCursor: 'NEXT' },
      '/api/meetings?teamMember=2&cursor=NEXT': { items: [meeting(3)], nextCursor: null },
      '/api/meetings/count?teamMember=2&actionItems=true&byStatus=true': {
        matching: 120,
        total: 130,
        byStatus: { scheduled: 20, in_progress: 10, completed: 90 },
        actionItems: 240,
      },
    };
    const fetchMock = vi.fn(async (url: string) =>
      url in answers
        ? new Response(JSON.stringify(answers[url]), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response('unexpected', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithQueries(
      <MemoryRouter>
        <SignedInUserContext.Provider value={viewer}>
          <MeetingsList member={member} filterType="all" />
        </SignedInUserContext.Provider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Agenda 2')).toBeTruthy();
    const footer = await screen.findByRole('region', { name: 'Summary' });
    expect(within(footer).getByText('120')).toBeTruthy();
    expect(within(footer).getByText('90')).toBeTruthy();
    expect(within(footer).getByText('240')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Load more/ }));
    expect(await screen.findByText('Agenda 3')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull());
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.every((url) => url in answers)).toBe(true);
  });
});
