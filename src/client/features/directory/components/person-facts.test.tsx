/** A directory person's facts (spec 2.18): terms for screen readers, values or their fallbacks. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DirectoryPerson } from '@/shared/schemas/directory';
import { PersonFacts } from './person-facts';

const person = (over: Partial<DirectoryPerson> = {}) =>
  ({
    id: 4,
    firstName: 'Lena',
    lastName: 'Novak',
    email: 'lena@example.com',
    username: 'lena.novak',
    jobTitle: null,
    department: null,
    company: null,
    managerName: null,
    timezone: 'Europe/Berlin',
    role: 'Team Member',
    ...over,
  }) as DirectoryPerson;

const values = () =>
  [...document.querySelectorAll('dl > div')].map((d) => [
    d.querySelector('dt')?.textContent,
    d.querySelector('dd')?.textContent,
  ]);

describe('PersonFacts', () => {
  it('shows the facts asked for, in order, with their fallbacks', () => {
    render(
      <PersonFacts person={person()} show={['jobTitle', 'department', 'company', 'manager']} />,
    );
    expect(values()).toEqual([
      ['Job title', 'No job title'],
      ['Department', 'No department'],
      ['Company', 'No company'],
      ['Manager', 'Reports to: No Manager'],
    ]);
  });

  it('links the e-mail only as emailLink, and names the manager', () => {
    render(
      <PersonFacts
        person={person({ managerName: 'Helena Ward', department: 'Platform' })}
        show={['email', 'emailLink', 'reportsTo', 'department', 'username', 'timezone']}
      />,
    );
    expect(screen.getAllByText('lena@example.com')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'lena@example.com' }).getAttribute('href')).toBe(
      'mailto:lena@example.com',
    );
    expect(values().slice(2)).toEqual([
      ['Reports to', 'Reports to: Helena Ward'],
      ['Department', 'Platform'],
      ['Username', 'lena.novak'],
      ['Timezone', 'Europe/Berlin'],
    ]);
  });
});
