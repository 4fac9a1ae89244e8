/**
 * The profile's Notifications section (decision 19): shows the saved preferences, sends the whole
 * object with PUT when saved, and shows a refused field's message; the unsubscribe page changes
 * nothing until its button is pressed.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '@/shared/schemas/notification-preferences';
import { renderWithQueries } from '@/client/test/render';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { UnsubscribeConfirm } from './unsubscribe-confirm';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockApi(put: (body: NotificationPreferences) => Response) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PUT'
      ? put(JSON.parse(String(init.body)) as NotificationPreferences)
      : json(DEFAULT_NOTIFICATION_PREFERENCES),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('NotificationPreferencesSection', () => {
  it('shows the saved settings and PUTs the whole object with the changes', async () => {
    const fetchMock = mockApi((body) => json(body));
    renderWithQueries(<NotificationPreferencesSection />);
    const recaps = await screen.findByRole('checkbox', { name: 'Recaps after a 1:1' });
    expect((recaps as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByRole('combobox', { name: 'Reminder before each 1:1' }).textContent,
    ).toContain('1 day before');
    expect(screen.getByRole('combobox', { name: /Weekly digest/ }).textContent).toContain('Monday');
    const save = screen.getByRole('button', { name: 'Save notification settings' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    const notes = screen.getByRole('checkbox', { name: 'Include the shared notes in recaps' });
    expect((notes as HTMLInputElement).checked).toBe(true);
    await userEvent.click(notes);
    await userEvent.click(recaps);
    // Without recaps, whether they carry the notes cannot be changed.
    expect((notes as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Weekly digest' }));
    await userEvent.click(save);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(url).toBe('/api/me/notification-preferences');
    expect(JSON.parse(String(init!.body))).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, recap: false, digest: false },
      recapSharedNotes: false,
    });
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Save notification settings' }) as HTMLButtonElement)
          .disabled,
      ).toBe(true),
    );
  });

  it("shows the server's message on a refused field", async () => {
    mockApi(() =>
      json(
        {
          message: 'Invalid input',
          code: 'VALIDATION_ERROR',
          fieldErrors: { reminderLeadTime: ['Reminder lead time must be off, 1h, 1d or 2d'] },
        },
        400,
      ),
    );
    renderWithQueries(<NotificationPreferencesSection />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Recaps after a 1:1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Reminder lead time must be off, 1h, 1d or 2d')).toBeTruthy();
  });
});

describe('UnsubscribeConfirm', () => {
  it('says what the link turns off and POSTs only when asked', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      json({ kind: 'digest', label: 'Weekly digest', enabled: init?.method !== 'POST' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithQueries(
      <MemoryRouter>
        <UnsubscribeConfirm token="v1.7.digest.sig" />
      </MemoryRouter>,
    );
    await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['GET']);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'You will no longer receive e-mails about weekly digest',
    );
    expect(fetchMock.mock.calls.map(([u, init]) => [init?.method, u])).toEqual([
      ['GET', '/api/unsubscribe/v1.7.digest.sig'],
      ['POST', '/api/unsubscribe/v1.7.digest.sig'],
    ]);
  });

  it('tells a person when the link is not valid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ message: 'This unsubscribe link is not valid', code: 'NOT_FOUND' }, 404),
      ),
    );
    renderWithQueries(
      <MemoryRouter>
        <UnsubscribeConfirm token="bad" />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This unsubscribe link is not valid',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
