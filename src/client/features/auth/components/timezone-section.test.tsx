/**
 * The profile's Time zone section (product rule 9): picking a zone and saving sends
 * PATCH /api/me/timezone and makes the answer the signed-in user at once; the server's field
 * error shows on the field.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@/shared/schemas/user';
import { mockFetch } from '@/client/test/render';
import { currentUserKey } from '../api/current-user';
import { TimezoneSection } from './timezone-section';

const user = { id: 7, email: 'ada@example.com', timezone: 'UTC' } as User;

function renderSection() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(currentUserKey, user);
  render(
    <QueryClientProvider client={client}>
      <TimezoneSection user={user} />
    </QueryClientProvider>,
  );
  return client;
}

async function pick(query: string) {
  screen.getByRole('combobox', { name: 'Time zone' }).focus();
  await userEvent.keyboard('{ArrowDown}');
  const popup = await screen.findByRole('dialog', { name: 'Search time zones' });
  await userEvent.click(within(popup).getByRole('searchbox'));
  await userEvent.keyboard(`${query}{Enter}`);
}

describe('TimezoneSection', () => {
  it('saves the chosen zone and makes it the signed-in user’s at once', async () => {
    const fetchMock = mockFetch({ ...user, timezone: 'Europe/Berlin' });
    const client = renderSection();
    const save = screen.getByRole('button', { name: 'Save time zone' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await pick('berlin');
    expect(save.disabled).toBe(false);
    await userEvent.click(save);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/me/timezone');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toEqual({ timezone: 'Europe/Berlin' });
    await waitFor(() =>
      expect(client.getQueryData<User>(currentUserKey)?.timezone).toBe('Europe/Berlin'),
    );
  });

  it('shows the server’s field error on the field', async () => {
    mockFetch(
      {
        message: 'Please choose a valid time zone',
        code: 'VALIDATION_FAILED',
        fieldErrors: { timezone: ['Please choose a valid time zone'] },
      },
      400,
    );
    renderSection();
    await pick('tokyo');
    await userEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Please choose a valid time zone')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Time zone' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
