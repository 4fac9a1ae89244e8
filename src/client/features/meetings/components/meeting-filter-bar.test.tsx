/**
 * The one meeting filter bar (spec 2.3, 2.4, 2.5, 2.6, 2.13): it shows exactly the fields a
 * screen asks for, each change calls back once with the whole new values, and Clear Filters
 * resets only the shown fields.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/shared/schemas/user';
import {
  MeetingFilterBar,
  NO_MEETING_FILTERS,
  type MeetingFilterValues,
} from './meeting-filter-bar';

const people = [
  { id: 4, firstName: 'Ann', lastName: 'Lee', username: 'ann' },
  { id: 9, firstName: 'Bo', lastName: 'Kim', username: 'bo' },
] as unknown as User[];

describe('MeetingFilterBar', () => {
  it('shows only the fields asked for, in a search landmark', () => {
    render(
      <MeetingFilterBar
        fields={['teamMember', 'manager', 'date', 'status']}
        idPrefix="t"
        values={NO_MEETING_FILTERS}
        onChange={() => {}}
        teamMembers={people}
        managers={people}
      />,
    );
    const bar = screen.getByRole('search', { name: 'Filter meetings' });
    expect(bar).toBeTruthy();
    expect(screen.getByLabelText('Team Member')).toBeTruthy();
    expect(screen.getByLabelText('Manager')).toBeTruthy();
    expect(screen.getByLabelText('Date')).toBeTruthy();
    expect(screen.getByLabelText('Status')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Filter by date' })).toBeNull();
  });

  it('hides the status filter when it is not asked for, and names the period select', () => {
    render(
      <MeetingFilterBar
        fields={['search', 'period']}
        idPrefix="t"
        values={{ search: '', period: 'all' }}
        onChange={() => {}}
        text={{ search: 'Search meetings', searchLabelHidden: true }}
        clear="none"
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search meetings' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Filter by date' })).toBeTruthy();
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
  });

  it('calls back with the whole values when the search or the date changes', () => {
    const onChange = vi.fn();
    const values = { search: 'plan', teamMember: '4', date: '' };
    render(
      <MeetingFilterBar
        fields={['search', 'teamMember', 'date']}
        idPrefix="t"
        values={values}
        onChange={onChange}
        teamMembers={people}
      />,
    );
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-05-06' } });
    expect(onChange).toHaveBeenLastCalledWith({
      search: 'plan',
      teamMember: '4',
      date: '2030-05-06',
    });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'growth' } });
    expect(onChange).toHaveBeenLastCalledWith({ search: 'growth', teamMember: '4', date: '' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('Clear Filters is disabled without a filter and resets only the shown fields', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <MeetingFilterBar
        fields={['teamMember', 'status']}
        idPrefix="t"
        values={{ teamMember: 'all', status: 'all' }}
        onChange={onChange}
        teamMembers={people}
      />,
    );
    const clear = screen.getByRole('button', { name: 'Clear Filters' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);

    const active: Partial<MeetingFilterValues> = { teamMember: '9', status: 'completed' };
    rerender(
      <MeetingFilterBar
        fields={['teamMember', 'status']}
        idPrefix="t"
        values={active}
        onChange={onChange}
        teamMembers={people}
      />,
    );
    expect(clear.disabled).toBe(false);
    await userEvent.click(clear);
    expect(onChange).toHaveBeenCalledWith({ teamMember: 'all', status: 'all' });
  });

  it('with clear "when-active" shows its button only once a filter is set', () => {
    const props = {
      fields: ['search', 'teamMember'] as const,
      idPrefix: 't',
      onChange: () => {},
      teamMembers: people,
      text: { clear: 'Clear' },
      clear: 'when-active' as const,
    };
    const { rerender } = render(
      <MeetingFilterBar {...props} values={{ search: '  ', teamMember: 'all' }} />,
    );
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    rerender(<MeetingFilterBar {...props} values={{ search: 'x', teamMember: 'all' }} />);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('reads Loading... and disables a person select while its people are not loaded', () => {
    render(
      <MeetingFilterBar
        fields={['manager']}
        idPrefix="t"
        values={{ manager: 'all' }}
        onChange={() => {}}
        managers={null}
      />,
    );
    const trigger = screen.getByLabelText('Manager') as HTMLButtonElement;
    expect(trigger.disabled).toBe(true);
  });
});
