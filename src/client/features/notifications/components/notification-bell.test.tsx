/**
 * The header's bell (decision 17): its accessible name carries the unread count, it opens the
 * list newest first with links to the 1:1s, Load more fetches the next page by its cursor, and
 * Mark all as read posts `{ all: true }` and clears the count.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationsPage } from '@/shared/schemas/notification';
import { renderWithQueries } from '@/client/test/render';
import { NotificationBell } from './notification-bell';

const item = (id: number, read = false): Notification => ({
  id,
  kind: 'meeting_updated',
  message: `Maya changed the 1:1 number ${id}`,
  createdAt: new Date(Date.UTC(2026, 10, 24, 10, id)).toISOString(),
  read,
  link: `/meeting/${id}`,
});

function fakeServer() {
  let allRead = false;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    let body: NotificationsPage | { unreadCount: number };
    if (init?.method === 'POST') {
      allRead = true;
      body = { unreadCount: 0 };
    } else if (url.includes('cursor=')) {
      body = { items: [item(1, allRead)], unreadCount: allRead ? 0 : 3, nextCursor: null };
    } else {
      body = {
        items: [item(3, allRead), item(2, true)],
        unreadCount: allRead ? 0 : 3,
        nextCursor: 'next',
      };
    }
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('NotificationBell', () => {
  it('shows the unread count, lists, loads more and marks all read', async () => {
    const fetchMock = fakeServer();
    renderWithQueries(
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.textContent).toContain('3');
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = within(dialog).getByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/meeting/3', '/meeting/2']);
    expect(links[0]!.textContent).toContain('Unread: Maya changed the 1:1 number 3');
    expect(links[1]!.textContent).not.toContain('Unread');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('?cursor=next'))).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    // The open dialog hides the rest of the page from assistive technology: look past that.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy(),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/notifications/read');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ all: true });
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says so when there is nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ items: [], unreadCount: 0, nextCursor: null }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderWithQueries(
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
  });
});
