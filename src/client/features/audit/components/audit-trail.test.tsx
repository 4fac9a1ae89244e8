/**
 * The audit trail's page body: the first page's events as rows (labels, "System", times in the
 * viewer's zone, a 1:1 target linking to its page), each filter (person, action, days) sent to
 * GET /api/audit and put in the CSV link, "Load more" keeping the filters, and the empty state.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '@/shared/schemas/audit';
import { userFixture } from '@/client/test/fixtures';
import { renderWithQueries } from '@/client/test/render';
import { AuditTrail } from './audit-trail';

const event = (id: number, over: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  at: '2031-05-01T10:00:00.000Z',
  actorId: 1,
  actorName: 'Ann Doe',
  action: 'user.created',
  targetType: 'user',
  targetId: 7,
  ip: '203.0.113.9',
  requestId: `req-${id}`,
  ...over,
});

const firstPage = [
  event(3, { action: 'meeting.content_read', targetType: 'meeting', targetId: 12 }),
  event(2, {
    actorId: null,
    actorName: null,
    action: 'auth.sign_in_failed',
    targetType: null,
    targetId: null,
  }),
];
const secondPage = [event(1)];

/** The server: people for the picker, two pages of events unless a filter leaves none. */
function mockServer() {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const body =
      url.pathname === '/api/all-users'
        ? { items: [userFixture(1, 'Ann'), userFixture(5, 'Bo')], nextCursor: null }
        : url.searchParams.get('action') === 'template.deleted'
          ? { events: [], nextCursor: null }
          : url.searchParams.get('cursor')
            ? { events: secondPage, nextCursor: null }
            : { events: firstPage, nextCursor: 'next' };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const auditUrls = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/audit'));

function renderTrail() {
  return renderWithQueries(
    <MemoryRouter>
      <AuditTrail timezone="Europe/Berlin" />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AuditTrail', () => {
  it('shows the events in the viewer zone, with labels and target links', async () => {
    const fetchMock = mockServer();
    renderTrail();
    const table = await screen.findByRole('table', { name: 'Audit events' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, read, failed] = within(table).getAllByRole('row');
    expect(read!.textContent).toContain('Read a 1:1 (not a participant)');
    // 10:00 UTC is 12:00 in Berlin in May (summer time).
    expect(read!.textContent).toContain('01/05/2031 12:00:00');
    expect(within(read!).getByRole('link', { name: '1:1 #12' }).getAttribute('href')).toBe(
      '/meeting/12',
    );
    expect(failed!.textContent).toContain('System');
    expect(failed!.textContent).toContain('Failed to sign in');
    expect(auditUrls(fetchMock)).toEqual(['/api/audit']);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/audit.csv',
    );
  });

  it('sends every filter to the API and the CSV link, and keeps them for Load more', async () => {
    const fetchMock = mockServer();
    renderTrail();
    await screen.findByRole('table', { name: 'Audit events' });

    // Person: the people picker over every user.
    screen.getByRole('combobox', { name: 'Person' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const popup = await screen.findByRole('dialog', { name: 'Search people' });
    await userEvent.click(await within(popup).findByRole('option', { name: 'Bo Doe' }));

    // Action: the Select of the actions' labels.
    screen.getByRole('combobox', { name: 'Action' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Added a person' }));

    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2031-05-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2031-05-31' } });

    const query = '?actorId=5&action=user.created&from=2031-05-01&to=2031-05-31';
    await waitFor(() => expect(auditUrls(fetchMock)).toContain(`/api/audit${query}`));
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/audit.csv${query}`,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Load more events' }));
    await waitFor(() => expect(auditUrls(fetchMock)).toContain(`/api/audit${query}&cursor=next`));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Audit events' })).getAllByRole('row'),
      ).toHaveLength(4),
    );
  });

  it('says when no event matches the filters', async () => {
    mockServer();
    renderTrail();
    await screen.findByRole('table', { name: 'Audit events' });
    screen.getByRole('combobox', { name: 'Action' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Deleted a 1:1 template' }));
    expect(await screen.findByText('No events match your filters')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });
});
