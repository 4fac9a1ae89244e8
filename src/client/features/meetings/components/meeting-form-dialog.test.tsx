/**
 * The one meeting form (spec 2.7, 2.6, 5; product rule 7): the organiser's version shows every
 * field and refuses a Zoom meeting without a link or a past date, with the spec's messages and
 * without a call; editing keeps the schedule fields and the action items, without the agenda and
 * the notes (live editors on the meeting page, docs/live.md), and its PATCH never carries them;
 * the participant's version shows only date, start time and action items as editable and saves
 * them with ONE PUT.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Meeting } from '@/shared/schemas/meeting';
import type { User } from '@/shared/schemas/user';
import { SignedInUserContext } from '@/client/features/auth';
import { renderWithQueries } from '@/client/test/render';
import { MeetingFormDialog, type MeetingFormRights } from './meeting-form-dialog';
// The editor is loaded on demand (./rich-text-editor.tsx); loading it with the file keeps that
// import out of each test's time.
import './rich-text-editor-core';

const me = {
  id: 1,
  firstName: 'Mona',
  lastName: 'Manager',
  role: 'Manager',
  timezone: 'UTC',
  isDemo: false,
} as unknown as User;

const colleague = {
  id: 5,
  username: 'tess',
  firstName: 'Tess',
  lastName: 'Member',
  jobTitle: 'Engineer',
  role: 'Team Member',
} as unknown as User;

const meeting = {
  id: 7,
  version: 3,
  managerId: 1,
  teamMemberId: 5,
  managerName: 'Mona Manager',
  title: null,
  date: '2999-01-10',
  startTime: '14:00',
  duration: 45,
  isZoomMeeting: false,
  zoomLink: null,
  agenda: 'Growth plan',
  notes: null,
  status: 'scheduled',
  actionItems: ['Book the course'],
  actionItemsStatus: {},
} as unknown as Meeting;

/**
 * fetch answering GET /api/all-users?cursor= with a page of one colleague (and GET
 * /api/users/{id} with them), the templates with one template, the preview with no messages,
 * the rest with the meeting.
 */
function mockApi(detail: Partial<Meeting> = {}) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = url.startsWith('/api/all-users')
      ? { items: [colleague], nextCursor: null }
      : url.startsWith('/api/users/')
        ? colleague
        : url === '/api/meeting-templates'
          ? [template]
          : url === '/api/meetings/email-preview'
            ? { messages: [] }
            : { ...meeting, ...detail };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const template = {
  id: 31,
  name: 'Weekly check-in',
  talkingPoints: ['Wins', 'Blockers'],
  builtIn: true,
  authorId: null,
};

/** The calls other than reads. */
const writes = (fetchMock: ReturnType<typeof mockApi>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).filter(
    ([, init]) => init?.method && init.method !== 'GET',
  );

function renderForm(rights: MeetingFormRights, m: Meeting | null, defaultTeamMemberId?: number) {
  return renderWithQueries(
    <SignedInUserContext.Provider value={me}>
      <MeetingFormDialog
        open
        onOpenChange={() => {}}
        rights={rights}
        meeting={m}
        defaultTeamMemberId={defaultTeamMemberId}
      />
    </SignedInUserContext.Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MeetingFormDialog, organiser', () => {
  it('creating shows the full form; a Zoom meeting without a link is refused with the spec message', async () => {
    const fetchMock = mockApi();
    renderForm('organiser', null, 5);
    const dialog = screen.getByRole('dialog', { name: 'Create New Meeting' });
    for (const label of [/^Participant/, /^Title/, /^Date/, /^Start time/, /^Duration/]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('group', { name: 'Zoom meeting' })).toBeTruthy();
    expect(screen.getByLabelText('Status')).toBeTruthy();
    expect(screen.getByLabelText('Action items')).toBeTruthy();
    expect(dialog.textContent).not.toContain('Edit Meeting Details');
    expect(screen.queryByLabelText(/^Zoom link/)).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    const link = screen.getByLabelText(/^Zoom link/);
    await userEvent.click(link);
    await userEvent.tab();
    expect(
      await screen.findByText('Zoom link is required when this is a Zoom meeting'),
    ).toBeTruthy();
    const preview = screen.getByRole('button', { name: 'Preview Email' }) as HTMLButtonElement;
    expect(preview.disabled).toBe(true);

    await userEvent.type(link, 'https://zoom.us/j/123');
    // The optional template (decision 13) goes out as templateId.
    const templateSelect = screen.getByLabelText('Template (optional)');
    await screen.findByRole('option', { name: 'Weekly check-in (built in)' });
    await userEvent.selectOptions(templateSelect, '31');
    expect(await screen.findByText('Adds 2 talking points to the 1:1.')).toBeTruthy();
    await waitFor(() => expect(preview.disabled).toBe(false));
    await userEvent.click(preview);
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/meetings/email-preview');
    const sent = JSON.parse(String(init?.body)) as { meeting: Record<string, unknown> };
    expect(sent.meeting).toMatchObject({
      teamMemberId: 5,
      isZoomMeeting: true,
      zoomLink: 'https://zoom.us/j/123',
      templateId: 31,
    });
  });

  it('editing an occurrence asks This 1:1 or This and following and sends the scope', async () => {
    const fetchMock = mockApi();
    renderForm('organiser', { ...meeting, seriesId: 3, rrule: 'FREQ=WEEKLY;BYDAY=TH' });
    const one = screen.getByRole('radio', { name: 'This 1:1' }) as HTMLInputElement;
    expect(one.checked).toBe(true);
    expect(screen.queryByLabelText('Repeats')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'This and following 1:1s' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/meetings/7');
    expect(JSON.parse(String(init?.body))).toMatchObject({ scope: 'following', version: 3 });
  });

  it('offers Repeats when scheduling and no scope choice on a one-off', () => {
    mockApi();
    renderForm('organiser', null, 5);
    expect(screen.getByLabelText('Repeats')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'This 1:1' })).toBeNull();
  });

  it('refuses a date before today without a call', async () => {
    const fetchMock = mockApi();
    renderForm('organiser', null, 5);
    const date = screen.getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2001-01-01');
    await userEvent.tab();
    expect(await screen.findByText('Date cannot be before today')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Preview Email' }));
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('editing titles the dialog Edit Meeting and offers Save Changes', () => {
    mockApi();
    renderForm('organiser', meeting);
    expect(screen.getByRole('dialog', { name: 'Edit Meeting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Preview Email' })).toBeNull();
  });

  it('editing has no Agenda or Notes and saves only on Save Changes, without them', async () => {
    const fetchMock = mockApi();
    renderForm('organiser', { ...meeting, notes: '<p>Typed live</p>' });
    expect(screen.queryByLabelText(/^Agenda/)).toBeNull();
    expect(screen.queryByLabelText(/^Notes/)).toBeNull();
    await userEvent.clear(screen.getByLabelText(/^Title/));
    await userEvent.type(screen.getByLabelText(/^Title/), 'Quarterly');
    expect(writes(fetchMock)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/meetings/7');
    expect(init?.method).toBe('PATCH');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Quarterly', version: 3 });
    expect(body).not.toHaveProperty('notes');
    expect(body).not.toHaveProperty('agenda');
  });
});

describe('MeetingFormDialog, participant', () => {
  it('shows manager, duration and status read-only and none of the organiser fields', () => {
    mockApi();
    renderForm('participant', meeting);
    const dialog = screen.getByRole('dialog', { name: 'Edit Meeting Details' });
    expect(dialog.textContent).toContain('Mona Manager');
    expect(dialog.textContent).toContain('45 minutes');
    expect(screen.getByLabelText('Date')).toBeTruthy();
    expect(screen.getByLabelText('Start Time')).toBeTruthy();
    expect(screen.getByLabelText('New action item')).toBeTruthy();
    // The agenda and the notes are live editors on the meeting page (docs/live.md).
    for (const label of [/^Participant/, /^Title/, /^Duration/, /^Status/, /^Notes/, /^Agenda/]) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
    expect(screen.queryByRole('group', { name: 'Zoom meeting' })).toBeNull();
  });

  it('refuses an empty date with "Date is required" and sends nothing', async () => {
    const fetchMock = mockApi();
    renderForm('participant', meeting);
    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Date is required')).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('adds only non-blank items and saves with one PUT carrying the version', async () => {
    // The agenda typed live on the meeting page since this page loaded, as the server has it.
    const fetchMock = mockApi({ agenda: '<p>Typed live</p>' });
    renderForm('participant', meeting);
    const input = screen.getByLabelText('New action item');
    await userEvent.type(input, '   {Enter}');
    expect(screen.queryAllByRole('button', { name: /^Remove action item/ })).toHaveLength(1);
    await userEvent.clear(input);
    await userEvent.type(input, 'Pair with a mentor{Enter}');
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove action item: Book the course' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/meetings/7');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      date: '2999-01-10',
      startTime: '14:00',
      // The agenda as the server holds it at the save (GET just before), not the page's older
      // copy: the form has no agenda field and must not undo live typing.
      agenda: '<p>Typed live</p>',
      // Entries as objects since items have an owner and a due date (decision 32).
      actionItems: [{ description: 'Pair with a mentor' }],
      version: 3,
    });
    expect(
      await screen.findByRole('dialog', { name: 'Meeting Updated Successfully' }),
    ).toBeTruthy();
  });
});
