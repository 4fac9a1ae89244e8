/**
 * The people picker (docs/api.md "Paging"): it shows the server's first page, sends the typed
 * search to the server (debounced) instead of filtering locally, loads the next page when the
 * last option gets focus, keeps an extra option (`all`) while nothing is searched, and shows
 * the chosen person in the trigger even when they are on no loaded page (GET /api/users/{id}).
 */
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/client/test/fixtures';
import { renderWithQueries } from '@/client/test/render';
import { PersonPicker } from './person-picker';

const first = [userFixture(1, 'Ann'), userFixture(2, 'Bo')];
const second = [userFixture(3, 'Cy')];
const far = userFixture(99, 'Zed');

/** The server: two pages of the blank search, `zed` finds Zed, GET /api/users/99 is Zed. */
function mockServer() {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const search = url.searchParams.get('search');
    const cursor = url.searchParams.get('cursor');
    const body =
      url.pathname === '/api/users/99'
        ? far
        : search === 'zed'
          ? { items: [far], nextCursor: null }
          : cursor
            ? { items: second, nextCursor: null }
            : { items: first, nextCursor: 'next' };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Picker({ initial, onPick }: { initial: string; onPick?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="who">Team Member</label>
      <PersonPicker
        id="who"
        list="all-users"
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onPick?.(v);
        }}
        extraOptions={[{ value: 'all', label: 'All Team Members' }]}
        searchLabel="Search team members"
        optionsLabel="Team members"
      />
    </>
  );
}

async function open() {
  const trigger = screen.getByRole('combobox', { name: 'Team Member' });
  trigger.focus();
  await userEvent.keyboard('{ArrowDown}');
  return screen.findByRole('dialog', { name: 'Search team members' });
}
const optionNames = (popup: HTMLElement) =>
  within(popup)
    .queryAllByRole('option')
    .map((o) => o.textContent);
const urls = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls.map(([url]) => String(url));

afterEach(() => vi.unstubAllGlobals());

describe('PersonPicker', () => {
  it('shows the first page, then the next one when the last option gets focus', async () => {
    const fetchMock = mockServer();
    renderWithQueries(<Picker initial="all" />);
    const popup = await open();
    await waitFor(() =>
      expect(optionNames(popup)).toEqual(['All Team Members', 'Ann Doe', 'Bo Doe']),
    );
    expect(urls(fetchMock)).toEqual(['/api/all-users?cursor=']);
    expect(within(popup).getByText('Scroll for more, or type to narrow the list.')).toBeTruthy();

    within(popup).getByRole('option', { name: 'Bo Doe' }).focus();
    await waitFor(() =>
      expect(optionNames(popup)).toEqual(['All Team Members', 'Ann Doe', 'Bo Doe', 'Cy Doe']),
    );
    expect(urls(fetchMock)).toContain('/api/all-users?cursor=next');
  });

  it('searches on the server, without the extra option, and picks with Enter', async () => {
    const fetchMock = mockServer();
    const onPick = vi.fn();
    renderWithQueries(<Picker initial="all" onPick={onPick} />);
    const popup = await open();
    await waitFor(() => expect(optionNames(popup)).toContain('Ann Doe'));
    const box = within(popup).getByRole('searchbox', { name: 'Search team members' });
    await userEvent.type(box, 'zed');
    // The chosen option stays (the trigger reads from it); the server's matches follow.
    await waitFor(() => expect(optionNames(popup)).toEqual(['All Team Members', 'Zed Doe']));
    expect(urls(fetchMock)).toContain('/api/all-users?cursor=&search=zed');
    // One request for the finished word, none per keystroke.
    expect(urls(fetchMock).filter((u) => u.includes('search='))).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('99');
    expect(screen.getByRole('combobox', { name: 'Team Member' }).textContent).toBe('Zed Doe');
  });

  it('shows a chosen person who is on no loaded page', async () => {
    const fetchMock = mockServer();
    renderWithQueries(<Picker initial="99" />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Team Member' }).textContent).toBe('Zed Doe'),
    );
    expect(urls(fetchMock)).toContain('/api/users/99');
  });
});
