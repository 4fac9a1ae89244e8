/**
 * Cancelling (spec 4; decision 11): a one-off asks only to confirm; an occurrence of a series
 * also asks "This 1:1" or "This and following 1:1s" and confirms with that scope.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Meeting } from '@/shared/schemas/meeting';
import { CancelMeetingDialog } from './cancel-meeting-dialog';

const oneOff = { id: 7, seriesId: null, rrule: null } as unknown as Meeting;
const occurrence = { id: 8, seriesId: 3, rrule: 'FREQ=WEEKLY;BYDAY=TU' } as unknown as Meeting;

describe('CancelMeetingDialog', () => {
  it('confirms a one-off without a scope choice', async () => {
    const onConfirm = vi.fn();
    render(<CancelMeetingDialog meeting={oneOff} onOpenChange={() => {}} onConfirm={onConfirm} />);
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Meeting' }));
    expect(onConfirm).toHaveBeenCalledWith('occurrence');
  });

  it('asks which occurrences of a series and confirms with the choice', async () => {
    const onConfirm = vi.fn();
    render(
      <CancelMeetingDialog meeting={occurrence} onOpenChange={() => {}} onConfirm={onConfirm} />,
    );
    expect((screen.getByRole('radio', { name: 'This 1:1' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'This and following 1:1s' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Meeting' }));
    expect(onConfirm).toHaveBeenCalledWith('following');
  });
});
