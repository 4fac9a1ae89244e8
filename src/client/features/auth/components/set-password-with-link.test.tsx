/**
 * The page behind an invitation or reset link (decision 15): the token is taken from the
 * fragment and removed from the address bar; a link the server refuses, or none, shows the one
 * "This link no longer works" page; a good one shows the password form.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/client/test/render';
import { SetPasswordWithLink } from './set-password-with-link';

const TOKEN = `${'A'.repeat(22)}.${'B'.repeat(43)}`;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SetPasswordWithLink
          purpose="invitation"
          title="Welcome to Cadence"
          description="Choose the password you will sign in with."
          submitLabel="Set password and sign in"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('SetPasswordWithLink', () => {
  it('shows the form for a good link and takes the token out of the address bar', async () => {
    window.history.replaceState(null, '', `/accept-invitation#token=${TOKEN}`);
    const fetchMock = mockFetch({ valid: true });
    renderPage();
    expect(window.location.hash).toBe('');
    expect(await screen.findByRole('button', { name: 'Set password and sign in' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/account-link');
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, purpose: 'invitation' });
  });

  it('shows the one dead-link page when the server refuses the link', async () => {
    window.history.replaceState(null, '', `/accept-invitation#token=${TOKEN}`);
    mockFetch({ message: 'This link no longer works.', code: 'VALIDATION_FAILED' }, 400);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('shows the same page when the address carries no token', () => {
    window.history.replaceState(null, '', '/accept-invitation');
    const fetchMock = mockFetch({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
