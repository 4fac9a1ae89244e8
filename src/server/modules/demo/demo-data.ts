/**
 * The sample organisation of a demo sandbox (spec 1 "demo mode"; docs/product-rules.md): people of every
 * role and a quarter of meetings around "today". Pure data: `demo.service.ts` writes it.
 * People refer to each other by their index in `DEMO_PEOPLE`; meeting dates are day offsets
 * from today (UTC); action-item timestamps are hour offsets from the meeting's start.
 */
import type { ActionItemStatus, MeetingStatus, Role } from '@/shared/domain/constants';
import type { DemoKind } from '@/shared/schemas/auth';

export interface DemoPerson {
  firstName: string;
  lastName: string;
  role: Role;
  jobTitle: string;
  department: string;
  /** Index of the reporting manager in `DEMO_PEOPLE`, or null. */
  manager: number | null;
}

// prettier-ignore
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { firstName: 'Helena', lastName: 'Ward', role: 'Senior Manager', jobTitle: 'VP of Engineering', department: 'Engineering', manager: null }, // 0
  { firstName: 'Marcus', lastName: 'Chen', role: 'Manager', jobTitle: 'Engineering Manager', department: 'Engineering', manager: 0 }, // 1
  { firstName: 'Priya', lastName: 'Nair', role: 'Manager', jobTitle: 'Design Manager', department: 'Design', manager: 0 }, // 2
  { firstName: 'Diego', lastName: 'Alvarez', role: 'Supervisor', jobTitle: 'Team Lead', department: 'Engineering', manager: 1 }, // 3
  { firstName: 'Aisha', lastName: 'Bello', role: 'Team Member', jobTitle: 'Software Engineer', department: 'Engineering', manager: 1 }, // 4
  { firstName: 'Kenji', lastName: 'Sato', role: 'Team Member', jobTitle: 'Frontend Developer', department: 'Engineering', manager: 1 }, // 5
  { firstName: 'Tom', lastName: 'Becker', role: 'Team Member', jobTitle: 'QA Engineer', department: 'Engineering', manager: 3 }, // 6
  { firstName: 'Lena', lastName: 'Novak', role: 'Team Member', jobTitle: 'Product Designer', department: 'Design', manager: 2 }, // 7
  { firstName: 'Sofia', lastName: 'Rossi', role: 'Team Member', jobTitle: 'UX Researcher', department: 'Design', manager: 2 }, // 8
];

/** Whom each demo button signs in as (index in `DEMO_PEOPLE`). */
export const DEMO_PERSON_OF_KIND: Record<DemoKind, number> = {
  'senior-manager': 0,
  manager: 1,
  team: 4,
};

export interface DemoItem {
  description: string;
  status: ActionItemStatus;
  stuckReason?: string;
  /** Hours after the meeting's start when it was completed or got stuck. */
  afterHours?: number;
}

export interface DemoMeeting {
  manager: number;
  member: number;
  /** Days from today (negative: past). */
  day: number;
  startTime: string;
  duration: number;
  status: MeetingStatus;
  title: string;
  agenda: string;
  notes: string | null;
  zoom?: boolean;
  items: DemoItem[];
}

const done = (description: string, afterHours = 48): DemoItem => ({
  description,
  status: 'completed',
  afterHours,
});
const todo = (description: string): DemoItem => ({ description, status: 'pending' });
const stuck = (description: string, stuckReason: string, afterHours = 72): DemoItem => ({
  description,
  status: 'stuck',
  stuckReason,
  afterHours,
});

// prettier-ignore
export const DEMO_MEETINGS: readonly DemoMeeting[] = [
  // Marcus (Manager) with Aisha (the "team" demo person)
  { manager: 1, member: 4, day: -28, startTime: '10:00', duration: 30, status: 'completed', title: 'Quarterly goals', agenda: 'Set goals for the quarter', notes: '<p>Agreed on <strong>three goals</strong> for the quarter.</p><ul><li>Ship the billing export</li><li>Mentor a new joiner</li></ul>', items: [done('Write the billing export design doc'), done('Pair with the new joiner twice a week', 96)] },
  { manager: 1, member: 4, day: -14, startTime: '10:00', duration: 30, status: 'completed', title: 'Billing export check-in', agenda: 'Progress on the billing export', notes: '<p>Design approved. Waiting on <em>finance</em> for the CSV columns.</p>', items: [stuck('Confirm CSV columns with finance', 'Finance team is at year-end close'), done('Add integration tests for the export')] },
  { manager: 1, member: 4, day: -7, startTime: '10:00', duration: 45, status: 'in_progress', title: 'Career growth', agenda: 'Path to senior engineer', notes: '<p>Talked about <u>ownership</u> and cross-team work.</p><ol><li>Lead one design review</li><li>Present at the guild</li></ol>', items: [todo('Lead the next design review'), done('Sign up for the architecture guild', 24), stuck('Prepare a guild talk', 'No slot available until next month')] },
  { manager: 1, member: 4, day: 0, startTime: '15:00', duration: 30, status: 'scheduled', title: 'Weekly 1:1', agenda: 'Blockers, feedback, next steps', notes: null, zoom: true, items: [todo('Bring feedback on the on-call rota')] },
  { manager: 1, member: 4, day: 7, startTime: '10:00', duration: 30, status: 'scheduled', title: 'Weekly 1:1', agenda: 'Review the guild talk outline', notes: null, items: [] },
  // Marcus with Kenji
  { manager: 1, member: 5, day: -21, startTime: '11:00', duration: 30, status: 'completed', title: 'Onboarding review', agenda: 'First month retrospective', notes: '<p>Settled in well. Wants more <strong>frontend</strong> ownership.</p>', items: [done('Take over the design-system backlog'), done('Set up local profiling tools', 12)] },
  { manager: 1, member: 5, day: -3, startTime: '11:00', duration: 30, status: 'scheduled', title: 'Accessibility audit', agenda: 'Findings of the accessibility audit', notes: null, items: [todo('Fix colour contrast on the dashboard'), todo('Add labels to icon buttons')] },
  { manager: 1, member: 5, day: 2, startTime: '11:00', duration: 30, status: 'scheduled', title: 'Weekly 1:1', agenda: 'Design-system roadmap', notes: null, zoom: true, items: [] },
  // Marcus with Diego (Supervisor)
  { manager: 1, member: 3, day: -10, startTime: '09:00', duration: 45, status: 'completed', title: 'Team health', agenda: 'Workload and hiring', notes: '<p>Team is stretched; open one <em>QA</em> role.</p>', items: [done('Draft the QA job description'), stuck('Get budget sign-off for the QA role', 'Waiting for the budget cycle')] },
  { manager: 1, member: 3, day: 5, startTime: '09:00', duration: 30, status: 'scheduled', title: 'Hiring plan', agenda: 'Interview loop for the QA role', notes: null, items: [] },
  // Diego with Tom
  { manager: 3, member: 6, day: -12, startTime: '13:30', duration: 30, status: 'completed', title: 'Test strategy', agenda: 'Flaky tests and coverage', notes: '<p>Quarantine flaky suites; report weekly.</p>', items: [done('Quarantine the flaky checkout suite'), todo('Publish a weekly flakiness report')] },
  { manager: 3, member: 6, day: -2, startTime: '13:30', duration: 30, status: 'in_progress', title: 'Release readiness', agenda: 'Checklist for the next release', notes: '<p>Checklist drafted, needs sign-off.</p>', items: [todo('Share the release checklist')] },
  { manager: 3, member: 6, day: 4, startTime: '13:30', duration: 30, status: 'scheduled', title: 'Weekly 1:1', agenda: 'Automation goals', notes: null, items: [] },
  // Priya (Manager) with Lena and Sofia
  { manager: 2, member: 7, day: -20, startTime: '14:00', duration: 30, status: 'completed', title: 'Portfolio review', agenda: 'Recent design work', notes: '<p>Strong onboarding flow work.</p>', items: [done('Write a case study of the onboarding flow')] },
  { manager: 2, member: 7, day: -6, startTime: '14:00', duration: 30, status: 'completed', title: 'Design critique habits', agenda: 'Running critiques', notes: '<p>Start a fortnightly critique.</p>', items: [done('Book a fortnightly critique slot', 6), stuck('Collect critique templates', 'Template tool licence expired')] },
  { manager: 2, member: 7, day: 0, startTime: '16:00', duration: 30, status: 'scheduled', title: 'Weekly 1:1', agenda: 'Conference proposal', notes: null, items: [todo('Draft the conference abstract')] },
  { manager: 2, member: 8, day: -15, startTime: '09:30', duration: 45, status: 'completed', title: 'Research roadmap', agenda: 'Studies for next quarter', notes: '<p>Prioritise the <strong>pricing</strong> study.</p>', items: [done('Recruit eight participants'), todo('Write the pricing study plan')] },
  { manager: 2, member: 8, day: 1, startTime: '09:30', duration: 30, status: 'scheduled', title: 'Weekly 1:1', agenda: 'Pricing study plan', notes: null, items: [] },
  // Helena (Senior Manager) with her managers
  { manager: 0, member: 1, day: -9, startTime: '08:30', duration: 60, status: 'completed', title: 'Engineering review', agenda: 'Delivery and people', notes: '<p>Delivery on track; hiring is the risk.</p>', items: [done('Share the delivery dashboard'), todo('Propose a hiring plan')] },
  { manager: 0, member: 1, day: 3, startTime: '08:30', duration: 60, status: 'scheduled', title: 'Monthly 1:1', agenda: 'Hiring plan review', notes: null, zoom: true, items: [] },
  { manager: 0, member: 2, day: -16, startTime: '12:00', duration: 45, status: 'completed', title: 'Design org review', agenda: 'Team structure', notes: '<p>Consider a research guild.</p>', items: [done('Sketch the research guild charter')] },
  { manager: 0, member: 2, day: 6, startTime: '12:00', duration: 45, status: 'scheduled', title: 'Monthly 1:1', agenda: 'Guild charter', notes: null, items: [] },
];
