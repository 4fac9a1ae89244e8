/**
 * Resources & Quick Links of the Team Member Dashboard (spec 2.6): company perks, a learning
 * system, a video site, a talks site, payroll, and time and attendance. Each opens in a new tab.
 *
 * HOW TO CONFIGURE: this module is the one place to change. Replace a `href` (and, if you like,
 * its `label` / `description`) with your organisation's own address, remove an entry, or add
 * one, then rebuild the client (`npm run build`). Addresses must be absolute `https://` (or
 * `http://`) URLs; anything else is left out of the card (see `usableResourceLinks`). The
 * defaults point at widely used public services so the card works out of the box.
 */
export interface ResourceLink {
  label: string;
  description: string;
  /** Absolute http(s) address, opened in a new tab. */
  href: string;
}

export const RESOURCE_LINKS: readonly ResourceLink[] = [
  {
    label: 'Company Perks',
    description: 'Employee discounts and benefits',
    href: 'https://www.perkspot.com',
  },
  {
    label: 'Learning System',
    description: 'Courses and certifications',
    href: 'https://www.linkedin.com/learning',
  },
  { label: 'YouTube', description: 'Video tutorials', href: 'https://www.youtube.com' },
  { label: 'TED Talks', description: 'Ideas worth spreading', href: 'https://www.ted.com/talks' },
  { label: 'Payroll', description: 'Payslips and tax forms', href: 'https://www.adp.com' },
  {
    label: 'Time & Attendance',
    description: 'Timesheets and leave',
    href: 'https://www.ukg.com',
  },
];

/** The entries of `links` with a label and an absolute http(s) address (others are dropped). */
export function usableResourceLinks(links: readonly ResourceLink[]): ResourceLink[] {
  return links.filter((link) => {
    if (!link.label.trim()) return false;
    try {
      const url = new URL(link.href);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  });
}
