/**
 * The profile's calendar feed section (decision 12): shows the URL read-only with a webcal://
 * Subscribe link, and resets it only after the confirmation, then shows the new URL.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '@/client/test/render';
import { CalendarFeedSection } from './calendar-feed-section';

const OLD = 'https://cadence.example/calendar/old-token.ics';
const NEW = 'https://cadence.example/calendar/new-token.ics';

function mockFeedApi() {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const url = init?.method === 'POST' ? NEW : OLD;
    return new Response(JSON.stringify({ url }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('CalendarFeedSection', () => {
  it('shows the URL read-only and a webcal:// Subscribe link', async () => {
    mockFeedApi();
    renderWithQueries(<CalendarFeedSection />);
    const input = await screen.findByLabelText('Feed link');
    expect((input as HTMLInputElement).value).toBe(OLD);
    expect(input.hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      'webcal://cadence.example/calendar/old-token.ics',
    );
    expect(screen.getByRole('heading', { name: 'Calendar feed' })).toBeTruthy();
  });

  it('resets the link only after the confirmation, then shows the new one', async () => {
    const fetchMock = mockFeedApi();
    renderWithQueries(<CalendarFeedSection />);
    await screen.findByDisplayValue(OLD);
    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reset the calendar feed link?',
    });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(
      Array.from(confirm.querySelectorAll('button')).find((b) => b.textContent === 'Reset link')!,
    );
    expect(await screen.findByDisplayValue(NEW)).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]![0]).toBe('/api/me/calendar-feed');
  });
});
