/**
 * The sign-in page's single sign-on part (decision 16): the button when the server says SSO
 * is configured, nothing when it is not, and the sentence of a refused SSO sign-in.
 */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SSO_FAILURE_MESSAGES } from '@/shared/schemas/auth';
import { mockFetch, renderWithQueries } from '@/client/test/render';
import { SsoSignIn } from './sso-sign-in';

const at = (path: string) =>
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <SsoSignIn />
    </MemoryRouter>,
  );

describe('SsoSignIn', () => {
  it('shows the configured button, a link to /api/auth/oidc/start', async () => {
    mockFetch({ enabled: true, buttonLabel: 'Sign in with Acme' });
    at('/login');
    const link = await screen.findByRole('link', { name: 'Sign in with Acme' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing when SSO is off, but still the reason of a refused SSO sign-in', async () => {
    const fetchMock = mockFetch({ enabled: false, buttonLabel: null });
    const { container } = at('/login');
    await expect.poll(() => fetchMock.mock.calls.length).toBeGreaterThan(0);
    expect(container.textContent).toBe('');
    at('/login?sso=no-account');
    expect((await screen.findByRole('alert')).textContent).toBe(SSO_FAILURE_MESSAGES['no-account']);
  });
});
