/**
 * The one meeting card and list of the dashboards (spec 2.3–2.6, 2.13): the card shows the
 * title, date, start time, duration, status and the other participant, opens /meeting/{id},
 * holds the dashboard's actions and item controls; the list shows its loading, failure and
 * empty states and one item per meeting.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Meeting } from '@/shared/schemas/meeting';
import { MeetingCard } from './meeting-card';
import { MeetingList } from './meeting-list';

const meeting = (over: Partial<Meeting> = {}): Meeting =>
  ({
    id: 42,
    teamMemberId: 7,
    managerId: 3,
    teamMemberName: 'Tom Becker',
    managerName: 'Diego Alvarez',
    title: 'Weekly 1:1',
    agenda: 'Roadmap and hiring',
    notes: '<p>Talk about <b>growth</b></p>',
    date: '2026-11-20',
    startTime: '09:30',
    duration: 45,
    status: 'completed',
    actionItems: ['Draft the plan', 'Book the course'],
    actionItemsStatus: {},
    ...over,
  }) as Meeting;

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('MeetingCard', () => {
  it('shows title, date, start time, duration, status and the other participant, and links to the meeting', () => {
    inRouter(
      <MeetingCard meeting={meeting()} facts={['date', 'time', 'duration', 'with']} viewerId={3} />,
    );
    const link = screen.getByRole('link', { name: 'Weekly 1:1' });
    expect(link.getAttribute('href')).toBe('/meeting/42');
    expect(screen.getByText('20/11/2026')).toBeTruthy();
    expect(screen.getByText('09:30')).toBeTruthy();
    expect(screen.getByText('45 min')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    // The manager (viewer 3) sees the team member; the team member would see the manager.
    expect(screen.getByText('with Tom Becker')).toBeTruthy();
  });

  it('names the manager for the team member, and both people on enterprise rows', () => {
    const { unmount } = inRouter(
      <MeetingCard meeting={meeting()} facts={['with']} viewerId={7} statusBadge={false} />,
    );
    expect(screen.getByText('with Diego Alvarez')).toBeTruthy();
    unmount();
    inRouter(<MeetingCard meeting={meeting()} facts={['teamMember', 'manager']} link="none" />);
    expect(screen.getByText(/Manager:/).textContent).toBe('Manager: Diego Alvarez');
    expect(screen.getByText(/Team member:/).textContent).toBe('Team member: Tom Becker');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('puts the actions slot in the card, clickable, and names a status dot without badge', async () => {
    const onEdit = vi.fn();
    inRouter(
      <MeetingCard
        meeting={meeting({ status: 'in_progress' })}
        statusDot
        statusBadge={false}
        actions={
          <button type="button" onClick={onEdit}>
            Edit meeting: Weekly 1:1
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit meeting: Weekly 1:1' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Status: In Progress')).toBeTruthy();
  });

  it('as an article: heading names it; notes as rich HTML; item markers follow the meeting status', () => {
    inRouter(
      <MeetingCard
        meeting={meeting()}
        as="article"
        headingLevel={2}
        link="title"
        notes
        actionItems
      />,
    );
    const article = screen.getByRole('article', { name: 'Weekly 1:1' });
    expect(within(article).getByRole('heading', { level: 2, name: 'Weekly 1:1' })).toBeTruthy();
    const notes = article.querySelector('.rich-text');
    expect(notes?.querySelector('b')?.textContent).toBe('growth');
    const markers = article.querySelectorAll('[data-marker]');
    expect([...markers].map((m) => m.getAttribute('data-marker'))).toEqual(['green', 'green']);
  });

  it('gives each action item the control of `itemControl` instead of a marker', () => {
    inRouter(
      <MeetingCard
        meeting={meeting({ status: 'scheduled' })}
        actionItems
        itemControl={(index) => <button type="button">Control {index}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Control 0' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Control 1' })).toBeTruthy();
    expect(document.querySelector('[data-marker]')).toBeNull();
  });

  it('as one link: the whole card opens the meeting', () => {
    inRouter(<MeetingCard meeting={meeting()} link="card" agenda="truncate" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/meeting/42');
    expect(link.textContent).toContain('Roadmap and hiring');
  });
});

describe('MeetingList', () => {
  const card = (m: Meeting) => <MeetingCard meeting={m} />;

  it('lists one item per meeting, in order, under its label', () => {
    inRouter(
      <MeetingList
        meetings={[meeting(), meeting({ id: 43, title: 'Career chat' })]}
        empty="No meetings yet"
        label="Recent meetings"
      >
        {card}
      </MeetingList>,
    );
    const items = within(screen.getByRole('list', { name: 'Recent meetings' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.querySelector('a')?.textContent)).toEqual([
      'Weekly 1:1',
      'Career chat',
    ]);
  });

  it('shows the skeletons, the failure with Try again, and the empty message', async () => {
    const { rerender } = inRouter(
      <MeetingList meetings={undefined} empty="No meetings yet" skeletons={5} skeletonTestId="s">
        {card}
      </MeetingList>,
    );
    expect(screen.getByRole('status', { name: 'Loading meetings' })).toBeTruthy();
    expect(screen.getAllByTestId('s')).toHaveLength(5);

    const retry = vi.fn();
    rerender(
      <MemoryRouter>
        <MeetingList meetings={undefined} failed onRetry={retry} empty="No meetings yet">
          {card}
        </MeetingList>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch meetings');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);

    rerender(
      <MemoryRouter>
        <MeetingList meetings={[]} empty="No meetings yet">
          {card}
        </MeetingList>
      </MemoryRouter>,
    );
    expect(screen.getByText('No meetings yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
