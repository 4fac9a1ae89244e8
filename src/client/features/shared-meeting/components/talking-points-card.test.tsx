/**
 * The talking-points widget (decision 13): a participant adds a point (the server's field
 * message shows on 400), ticks one as discussed, and edits or deletes only their own points;
 * the manager also moves points; someone who only reads gets no controls.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TalkingPoint } from '@/shared/schemas/talking-point';
import { renderWithQueries } from '@/client/test/render';
import { meetingFixture } from '@/client/test/fixtures';
import { TalkingPointsCard } from './talking-points-card';

const MANAGER = 1;
const MEMBER = 2;
const meeting = {
  id: 9,
  managerId: MANAGER,
  teamMemberId: MEMBER,
  managerName: 'Morgan Lee',
  teamMemberName: 'Riley Park',
  status: 'scheduled' as const,
  // A participant's rights (the server's `can`).
  can: meetingFixture(9).can,
};
/** The same 1:1 as a reader who is not one of its two people sees it. */
const asReader = { ...meeting, can: { ...meeting.can, addTalkingPoints: false } };

const point = (over: Partial<TalkingPoint>): TalkingPoint => ({
  id: 1,
  text: 'Point',
  authorId: MEMBER,
  position: 0,
  discussed: false,
  carriedFromMeetingId: null,
  carriedFromDate: null,
  ...over,
});

/** A fake server for the talking-point routes of meeting 9; returns the fetch mock. */
function fakeServer(initial: TalkingPoint[]) {
  let points = [...initial];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method === 'GET') return json(points);
    if (method === 'POST') {
      const text = String(body.text ?? '').trim();
      if (!text)
        return json(
          {
            message: 'Invalid input',
            code: 'VALIDATION',
            fieldErrors: { text: ['A talking point must be 1 to 500 characters'] },
          },
          400,
        );
      const added = point({ id: 100 + points.length, text, authorId: MEMBER });
      points = [...points, added];
      return json(added, 201);
    }
    const id = Number(url.split('/').pop());
    if (method === 'PATCH') {
      points = points.map((p) => (p.id === id ? { ...p, ...body } : p));
      return json(points.find((p) => p.id === id));
    }
    points = points.filter((p) => p.id !== id);
    return json({ ok: true });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof fakeServer>, method: string) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url, init: init as RequestInit | undefined }))
    .filter(({ init }) => (init?.method ?? 'GET') === method);

describe('TalkingPointsCard', () => {
  it('lists points with author and carried date, and adds one with the server’s field message on 400', async () => {
    const fetchMock = fakeServer([
      point({ id: 1, text: 'Training budget', carriedFromDate: '2026-11-25', authorId: MANAGER }),
    ]);
    renderWithQueries(<TalkingPointsCard meeting={meeting} viewerId={MEMBER} />);
    expect(await screen.findByText('Training budget')).toBeTruthy();
    expect(screen.getByText(/Morgan Lee/).textContent).toContain('from 25/11/2026');

    await userEvent.click(screen.getByRole('button', { name: 'Add talking point' }));
    expect(await screen.findByText('A talking point must be 1 to 500 characters')).toBeTruthy();
    expect(screen.getByLabelText('New talking point').getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(screen.getByLabelText('New talking point'), 'Feedback on the launch');
    await userEvent.click(screen.getByRole('button', { name: 'Add talking point' }));
    expect(await screen.findByText('Feedback on the launch')).toBeTruthy();
    const posts = calls(fetchMock, 'POST');
    expect(posts.at(-1)?.url).toBe('/api/meetings/9/talking-points');
    expect(JSON.parse(String(posts.at(-1)?.init?.body))).toEqual({
      text: 'Feedback on the launch',
    });
    await waitFor(() =>
      expect((screen.getByLabelText('New talking point') as HTMLInputElement).value).toBe(''),
    );
    expect(screen.queryByText('A talking point must be 1 to 500 characters')).toBeNull();
  });

  it('ticks a point as discussed with one PATCH', async () => {
    const fetchMock = fakeServer([point({ id: 4, text: 'Roadmap', authorId: MEMBER })]);
    renderWithQueries(<TalkingPointsCard meeting={meeting} viewerId={MANAGER} />);
    const box = await screen.findByRole('checkbox', { name: 'Discussed: Roadmap' });
    await userEvent.click(box);
    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toHaveLength(1));
    const [patch] = calls(fetchMock, 'PATCH');
    expect(patch?.url).toBe('/api/meetings/9/talking-points/4');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ discussed: true });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
  });

  it('offers edit and delete on the viewer’s own points only; moving is the manager’s', async () => {
    const fetchMock = fakeServer([
      point({ id: 1, text: 'Mine', authorId: MEMBER, position: 0 }),
      point({ id: 2, text: 'Theirs', authorId: MANAGER, position: 1 }),
    ]);
    renderWithQueries(<TalkingPointsCard meeting={meeting} viewerId={MEMBER} />);
    await screen.findByText('Theirs');
    expect(screen.getByRole('button', { name: 'Edit: Mine' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete: Mine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit: Theirs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Theirs' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit: Mine' }));
    const field = screen.getByLabelText('Edit talking point');
    await userEvent.clear(field);
    await userEvent.type(field, 'Mine, reworded');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mine, reworded')).toBeTruthy();
    const [patch] = calls(fetchMock, 'PATCH');
    expect(patch?.url).toBe('/api/meetings/9/talking-points/1');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ text: 'Mine, reworded' });
  });

  it('lets the manager move points and gives a reader no controls', async () => {
    fakeServer([
      point({ id: 1, text: 'First', authorId: MEMBER, position: 0 }),
      point({ id: 2, text: 'Second', authorId: MEMBER, position: 1 }),
    ]);
    const { unmount } = renderWithQueries(
      <TalkingPointsCard meeting={meeting} viewerId={MANAGER} />,
    );
    await screen.findByText('Second');
    expect(
      (screen.getByRole('button', { name: 'Move up: First' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move down: First' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    unmount();

    renderWithQueries(<TalkingPointsCard meeting={asReader} viewerId={99} />);
    const list = await screen.findByRole('list', { name: 'Talking points' });
    for (const box of within(list).getAllByRole('checkbox'))
      expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByLabelText('New talking point')).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Move)/ })).toBeNull();
  });
});
