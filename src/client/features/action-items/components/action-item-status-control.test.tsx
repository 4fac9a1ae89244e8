/**
 * The one action-item status control (spec 4): a pending item offers Complete and Stuck, each
 * click sends ONE single-item update; a stuck (or completed) item offers only Reset.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/shared/schemas/meeting';
import { mockFetch, renderWithQueries } from '@/client/test/render';
import { ActionItemStatusControl } from './action-item-status-control';

const meeting = (actionItemsStatus: Meeting['actionItemsStatus']): Meeting =>
  ({
    id: 7,
    actionItems: ['Write the plan', 'Book the room'],
    actionItemsStatus,
  }) as unknown as Meeting;

describe('ActionItemStatusControl', () => {
  it('offers Complete and Stuck on a pending item; Stuck sends one update with status stuck', async () => {
    const fetchMock = mockFetch({});
    renderWithQueries(<ActionItemStatusControl meeting={meeting({})} index={1} />);
    expect(screen.getByRole('button', { name: 'Mark Book the room completed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Reset/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Mark Book the room stuck' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/meetings/7/action-items/1');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'stuck' });
  });

  it('offers only Reset on a stuck item, and Reset clears the reason', async () => {
    const fetchMock = mockFetch({});
    renderWithQueries(
      <ActionItemStatusControl
        meeting={meeting({ '0': { status: 'stuck', stuckReason: 'Waiting on IT' } })}
        index={0}
      />,
    );
    expect(screen.queryByRole('button', { name: /completed$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /stuck$/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Reset Write the plan' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ status: 'pending', stuckReason: null });
  });

  it('counts an item with a stuck reason as stuck even when its status is pending', () => {
    renderWithQueries(
      <ActionItemStatusControl
        meeting={meeting({ '0': { status: 'pending', stuckReason: 'Blocked' } })}
        index={0}
        compact
      />,
    );
    expect(screen.getByRole('button', { name: 'Reset Write the plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark Write the plan completed' })).toBeNull();
  });
});
