/** A dialog that cannot be closed (spec 2.8): no close button; Escape leaves it open. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeyRound } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { BlockingDialog } from './blocking-dialog';

describe('BlockingDialog', () => {
  it('is named by its title, described, holds its content and stays open on Escape', async () => {
    render(
      <BlockingDialog
        icon={KeyRound}
        title="Password Change Required"
        description="Change it first."
      >
        <button type="button">Change Password</button>
      </BlockingDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Password Change Required' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Change it first.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Password Change Required' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy();
  });
});
