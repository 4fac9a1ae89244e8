/**
 * The blocking password-change dialog (spec 2.8, 5, 8): it cannot be closed, refuses a
 * confirmation that differs, and sends the three fields once when they are valid.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithQueries } from '@/client/test/render';
import { PasswordChangeDialog } from './password-change-dialog';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('PasswordChangeDialog', () => {
  it('shows the spec texts and stays open on Escape', async () => {
    mockFetch({});
    renderWithQueries(<PasswordChangeDialog />);
    expect(screen.getByRole('dialog', { name: 'Password Change Required' })).toBeTruthy();
    expect(
      screen.getByText('For security purposes, you must change your password before continuing.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Password Change Required' })).toBeTruthy();
  });

  it('refuses a confirmation that differs, without calling the server', async () => {
    const fetchMock = mockFetch({});
    renderWithQueries(<PasswordChangeDialog />);
    await userEvent.type(field(/^Current Password/), 'old-pass');
    await userEvent.type(field(/^New Password/), 'new-pass-1');
    await userEvent.type(field(/^Confirm New Password/), 'new-pass-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a new password shorter than 6 characters', async () => {
    const fetchMock = mockFetch({});
    renderWithQueries(<PasswordChangeDialog />);
    await userEvent.type(field(/^Current Password/), 'old-pass');
    await userEvent.type(field(/^New Password/), 'abc');
    await userEvent.type(field(/^Confirm New Password/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(field(/^New Password/).getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the three fields once when they are valid', async () => {
    const fetchMock = mockFetch({ id: 1 });
    renderWithQueries(<PasswordChangeDialog />);
    await userEvent.type(field(/^Current Password/), 'old-pass');
    await userEvent.type(field(/^New Password/), 'new-pass-1');
    await userEvent.type(field(/^Confirm New Password/), 'new-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/change-password');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'old-pass',
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    });
  });
});
