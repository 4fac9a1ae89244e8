// @vitest-environment happy-dom -- the titles read rich text with the browser's HTML parser (DOMParser).
import { describe, expect, it } from 'vitest';
import {
  cardTitle,
  emptyMessage,
  filterTitle,
  hasActiveFilters,
  listQuery,
  NO_FILTERS,
  parseFilterType,
  parseTeamMemberId,
  plural,
} from './meeting-list';

describe('team member meetings list rules (spec 2.13)', () => {
  it('accepts only the three filter types and positive integer ids', () => {
    expect(parseFilterType('upcoming')).toBe('upcoming');
    expect(parseFilterType('action-items')).toBe('action-items');
    expect(parseFilterType('all')).toBe('all');
    for (const bad of [undefined, '', 'ALL', 'scheduled', 'all ']) {
      expect(parseFilterType(bad)).toBeNull();
    }
    expect(parseTeamMemberId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999', '2147483648']) {
      expect(parseTeamMemberId(bad), String(bad)).toBeNull();
    }
  });

  it('titles each filter type', () => {
    expect(filterTitle('upcoming')).toBe('Upcoming Meetings');
    expect(filterTitle('action-items')).toBe('Action Items');
    expect(filterTitle('all')).toBe('All Meetings');
  });

  it('sends the filters to the server; the status never on upcoming', () => {
    const filters = { search: '  goals ', date: '2030-05-01', status: 'completed' as const };
    expect(listQuery(7, 'all', filters)).toEqual({
      teamMember: 7,
      search: 'goals',
      date: '2030-05-01',
      status: 'completed',
      upcoming: undefined,
      withActionItems: undefined,
    });
    expect(listQuery(7, 'upcoming', filters)).toMatchObject({ status: undefined, upcoming: true });
    expect(listQuery(7, 'action-items', NO_FILTERS)).toEqual({
      teamMember: 7,
      search: undefined,
      date: undefined,
      status: undefined,
      upcoming: undefined,
      withActionItems: true,
    });
  });

  it('knows when filters are active, ignoring the hidden status filter on upcoming', () => {
    expect(hasActiveFilters(NO_FILTERS, 'all')).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: '   ' }, 'all')).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: 'x' }, 'all')).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, date: '2030-01-01' }, 'upcoming')).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, status: 'scheduled' }, 'all')).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, status: 'scheduled' }, 'upcoming')).toBe(false);
  });

  it('picks the empty message by filter type, or the filtered one', () => {
    expect(emptyMessage('upcoming', false)).toBe('No upcoming meetings scheduled');
    expect(emptyMessage('action-items', false)).toBe('No meetings with action items');
    expect(emptyMessage('all', false)).toBe('No meetings found');
    expect(emptyMessage('upcoming', true)).toBe('No meetings match your filters');
  });

  it('titles a card by its agenda, else by its date', () => {
    expect(cardTitle({ agenda: ' Career goals ', date: '2030-05-01' })).toBe('Career goals');
    expect(cardTitle({ agenda: '   ', date: '2030-05-01' })).toBe('Meeting on 01/05/2030');
    expect(cardTitle({ agenda: null, date: '2030-12-31' })).toBe('Meeting on 31/12/2030');
  });

  it('writes a count with its noun', () => {
    expect(plural(1, 'meeting')).toBe('1 meeting');
    expect(plural(0, 'action item')).toBe('0 action items');
  });
});
