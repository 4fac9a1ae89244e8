import { describe, expect, it } from 'vitest';
import { meetingTitle } from './dashboard-figures';
import { RESOURCE_LINKS, usableResourceLinks } from '../resource-links';

describe('team member dashboard display rules (spec 2.6)', () => {
  it('names a meeting by its title, else after the manager', () => {
    expect(meetingTitle({ title: ' Career check-in ', managerName: 'Marcus Chen' })).toBe(
      'Career check-in',
    );
    expect(meetingTitle({ title: '  ', managerName: 'Marcus Chen' })).toBe('1:1 with Marcus Chen');
    expect(meetingTitle({ title: null, managerName: null })).toBe('1:1 with Manager');
  });

  it('ships six resource links, all absolute https addresses', () => {
    expect(RESOURCE_LINKS.map((r) => r.label)).toEqual([
      'Company Perks',
      'Learning System',
      'YouTube',
      'TED Talks',
      'Payroll',
      'Time & Attendance',
    ]);
    expect(usableResourceLinks(RESOURCE_LINKS)).toHaveLength(6);
    for (const link of RESOURCE_LINKS) expect(link.href).toMatch(/^https:\/\//);
  });

  it('leaves out configured links that are not absolute http(s) addresses', () => {
    const link = (href: string, label = 'X') => ({ label, description: '', href });
    expect(
      usableResourceLinks([
        link('https://intranet.example.org/perks'),
        link('http://payroll.local'),
        link('javascript:alert(1)'),
        link('/relative/path'),
        link(''),
        link('https://ok.example', '  '),
      ]).map((l) => l.href),
    ).toEqual(['https://intranet.example.org/perks', 'http://payroll.local']);
  });
});
