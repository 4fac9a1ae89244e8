/**
 * An own action-item page (spec 2.16): it asks the server for its page, shows the count tiles
 * of the answer, its placeholders while loading, the failure text, the empty state (told when
 * filters are applied) or the list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '@/shared/schemas/user';
import { mockFetch, renderWithQueries } from '@/client/test/render';
import { OwnItemsPage } from './own-items-page';

const user = { id: 1, firstName: 'Aisha', lastName: 'Bello', role: 'Team Member' } as User;

const answer = (items: { id: number; description: string }[]) => ({
  items,
  counts: { pending: 0, completed: 0, stuck: items.length, meetings: items.length ? 1 : 0 },
  totals: { pending: 2, completed: 4, stuck: items.length },
});

function renderStuckPage() {
  return renderWithQueries(
    <MemoryRouter>
      <OwnItemsPage
        page="stuck"
        user={user}
        title="Stuck Action Items"
        description="Blocked items."
        tiles={[
          { count: 'stuck', label: 'Stuck items' },
          { count: 'meetings', label: 'Meetings' },
        ]}
        allLabel="All Time"
        skeleton={{ count: 3 }}
        empty={(_, filtered) => <p>{filtered ? 'No match' : 'No Stuck Action Items'}</p>}
      >
        {(data, busy) => (
          <ul aria-label="Items" aria-busy={busy}>
            {data.items.map((i) => (
              <li key={i.id}>{i.description}</li>
            ))}
          </ul>
        )}
      </OwnItemsPage>
    </MemoryRouter>,
  );
}

describe('OwnItemsPage', () => {
  it('asks for its page, shows placeholders, then the tiles and the list', async () => {
    const fetchMock = mockFetch(answer([{ id: 5, description: 'Prepare a guild talk' }]));
    renderStuckPage();
    expect(screen.getAllByTestId('own-items-skeleton')).toHaveLength(3);
    const list = await screen.findByRole('list', { name: 'Items' });
    expect(within(list).getByText('Prepare a guild talk')).toBeTruthy();
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/action-items?status=stuck');
    const tiles = within(screen.getByRole('list', { name: 'Summary' })).getAllByRole('listitem');
    expect(tiles.map((t) => t.textContent)).toEqual(['1Stuck items', '1Meetings']);
  });

  it('shows the empty state, told whether filters are applied', async () => {
    mockFetch(answer([]));
    renderStuckPage();
    expect(await screen.findByText('No Stuck Action Items')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search action items'), 'guild');
    await waitFor(() => expect(screen.getByText('No match')).toBeTruthy());
  });

  it('shows the failure text when the call fails', async () => {
    mockFetch({ message: 'boom' }, 500);
    renderStuckPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load action items. Please try again.',
    );
  });
});
