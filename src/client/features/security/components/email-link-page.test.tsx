/**
 * The pages behind the sign-in e-mail links (decision 30): the token leaves the address bar;
 * opening a link changes nothing (only a button acts); a refused link shows the one "no longer
 * works" page; a used link says what happened.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/client/test/render';
import { EmailLinkPage, type EmailLinkMode } from './email-link-page';

const TOKEN = `${'A'.repeat(22)}.${'B'.repeat(43)}`;

function renderPage(mode: EmailLinkMode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EmailLinkPage mode={mode} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const bodyOf = (call: unknown) => JSON.parse(String((call as [string, RequestInit])[1].body));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('EmailLinkPage', () => {
  it('asks before approving a proposal, then says the address changed', async () => {
    window.history.replaceState(null, '', `/email-proposal#token=${TOKEN}`);
    const fetchMock = mockFetch({ valid: true, email: 'tia@new.test' });
    renderPage('proposal');
    expect(window.location.hash).toBe('');
    expect(await screen.findByText('tia@new.test')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ token: TOKEN, purpose: 'email_proposal' });

    mockFetch({ email: 'tia@new.test' });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Done: you now sign in with tia@new.test/)).toBeTruthy();
  });

  it('sends the undo action and offers a new password', async () => {
    window.history.replaceState(null, '', `/undo-email-change#token=${TOKEN}`);
    mockFetch({ valid: true, email: 'tia@old.test' });
    renderPage('undo');
    expect(await screen.findByRole('button', { name: 'Undo the change' })).toBeTruthy();
    const act = mockFetch({ email: 'tia@old.test' });
    fireEvent.click(screen.getByRole('button', { name: 'Undo the change' }));
    expect(await screen.findByRole('link', { name: 'Choose a new password' })).toBeTruthy();
    expect(act).toHaveBeenCalledTimes(1);
    expect(bodyOf(act.mock.calls[0])).toEqual({ token: TOKEN, action: 'undo' });
  });

  it('shows the one dead-link page for a refused link', async () => {
    window.history.replaceState(null, '', `/confirm-email#token=${TOKEN}`);
    mockFetch({ message: 'This link no longer works.', code: 'VALIDATION_FAILED' }, 400);
    renderPage('confirm');
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByText(/Confirmation links work for 24 hours/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm my new address' })).toBeNull();
  });
});
