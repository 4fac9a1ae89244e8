// @vitest-environment happy-dom -- the titles read rich text with the browser's HTML parser (DOMParser).
import { describe, expect, it } from 'vitest';
import type { User } from '@/shared/schemas/user';
import {
  hasEnterpriseFilters,
  NO_ENTERPRISE_FILTERS,
  showingLine,
  toEnterpriseParams,
  enterpriseMeetingTitle,
} from './enterprise-filters';
import { everyone, PEOPLE_LEVELS, reportsToChoices } from '@/client/features/organisation';
import { userFixture } from '@/client/test/fixtures';

const person = (id: number, firstName: string, role: User['role']): User =>
  userFixture(id, firstName, {
    email: `${firstName.toLowerCase()}@example.com`,
    username: firstName.toLowerCase(),
    role,
  });

const people: User[] = [
  person(4, 'Bob', 'Team Member'),
  person(1, 'Zoe', 'Senior Manager'),
  person(2, 'Mia', 'Manager'),
  person(3, 'Ann', 'Supervisor'),
  person(5, 'Cy', 'Team Member'),
];

describe('enterprise filters', () => {
  it('sends only the filters that are set', () => {
    expect(toEnterpriseParams(NO_ENTERPRISE_FILTERS)).toEqual({});
    expect(
      toEnterpriseParams({
        teamMember: '4',
        manager: '2',
        date: '2030-01-02',
        status: 'completed',
      }),
    ).toEqual({ teamMember: 4, manager: 2, date: '2030-01-02', status: 'completed' });
    // A half-typed date is not sent.
    expect(toEnterpriseParams({ ...NO_ENTERPRISE_FILTERS, date: '2030-01' })).toEqual({});
    expect(hasEnterpriseFilters(NO_ENTERPRISE_FILTERS)).toBe(false);
    expect(hasEnterpriseFilters({ ...NO_ENTERPRISE_FILTERS, status: 'scheduled' })).toBe(true);
  });

  it('reads "Showing X of Y meetings"', () => {
    expect(showingLine(3, 22)).toBe('Showing 3 of 22 meetings');
    expect(showingLine(0, 0)).toBe('Showing 0 of 0 meetings');
    expect(showingLine(1, 1)).toBe('Showing 1 of 1 meeting');
  });

  it('titles a row by title, agenda, then date', () => {
    expect(enterpriseMeetingTitle({ title: ' Sync ', agenda: 'A', date: '2030-01-02' })).toBe(
      'Sync',
    );
    expect(enterpriseMeetingTitle({ title: '', agenda: 'Goals', date: '2030-01-02' })).toBe(
      'Goals',
    );
    expect(enterpriseMeetingTitle({ title: null, agenda: null, date: '2030-01-02' })).toBe(
      'Meeting on 02/01/2030',
    );
  });
});

describe('people levels', () => {
  it('lists the four levels top first and the Reports To choices (spec 5)', () => {
    expect(PEOPLE_LEVELS.map((l) => [l.level, l.heading])).toEqual([
      ['seniorManagers', 'Senior Managers'],
      ['managers', 'Managers'],
      ['supervisors', 'Supervisors'],
      ['teamMembers', 'Team Members'],
    ]);
    expect(reportsToChoices(people).map((u) => u.firstName)).toEqual(['Ann', 'Mia', 'Zoe']);
    expect(everyone(people).map((u) => u.firstName)).toEqual(['Ann', 'Bob', 'Cy', 'Mia', 'Zoe']);
  });
});
