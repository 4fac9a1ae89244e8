import { describe, expect, it } from 'vitest';
import { directoryNavFor } from './directory-nav';

describe('directory navigation bar', () => {
  it.each([
    ['Senior Manager', '/senior-manager-dashboard', 'Executive Dashboard'],
    ['Manager', '/manager-dashboard', 'Manager Dashboard'],
    ['Supervisor', '/manager-dashboard', 'Manager Dashboard'],
    ['Team Member', '/team-member-dashboard', 'My Dashboard'],
    ['Contractor', '/', 'Dashboard'],
  ])('%s: home dashboard first, then both directories', (role, to, label) => {
    expect(directoryNavFor(role)).toEqual([
      { to, label },
      { to: '/managers', label: 'All Managers' },
      { to: '/all-team-members', label: 'All Team Members' },
    ]);
  });
});
