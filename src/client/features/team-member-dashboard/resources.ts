/**
 * Resources & Quick Links of the team member dashboard (spec 2.6). External links, opened in a
 * new tab. The internal systems are placeholders an organisation replaces with its own addresses.
 */
export interface ResourceLink {
  label: string;
  description: string;
  href: string;
}

export const RESOURCE_LINKS: readonly ResourceLink[] = [
  {
    label: 'Company Perks',
    description: 'Discounts and benefits',
    href: 'https://example.com/perks',
  },
  {
    label: 'Learning System',
    description: 'Courses and training',
    href: 'https://example.com/learning',
  },
  { label: 'YouTube', description: 'Video tutorials', href: 'https://www.youtube.com' },
  { label: 'TED Talks', description: 'Ideas worth spreading', href: 'https://www.ted.com' },
  { label: 'Payroll', description: 'Payslips and tax forms', href: 'https://example.com/payroll' },
  {
    label: 'Time & Attendance',
    description: 'Timesheets and leave',
    href: 'https://example.com/time-and-attendance',
  },
];

/** Date filter of My Meetings (spec 2.6): the value the server receives and its label. */
export const MEETING_DATE_FILTERS = [
  { value: 'all', label: 'All Dates' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
] as const;
export type MeetingDateFilter = (typeof MEETING_DATE_FILTERS)[number]['value'];
