/**
 * Private notes (promise 17, decision 13): a participant's note is saved after the auto-save
 * pause through PUT /api/meetings/{id}/private-note only (never the meeting's PATCH, which is
 * what could mail), with the "Only you can see these notes" sentence and a "Saved" indicator;
 * someone the server answers 404 sees no section at all.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '@/client/test/render';
import { PrivateNotesCard } from './private-notes-card';

function fakeServer(status: number) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const body =
      status !== 200
        ? { message: 'Not found' }
        : init?.method === 'PUT'
          ? { html: JSON.parse(String(init.body)).html, updatedAt: '2026-11-24T10:00:00.000Z' }
          : { html: null, updatedAt: null };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Pastes `html` into the editor as a browser would. */
function paste(target: HTMLElement, html: string) {
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', html.replace(/<[^>]+>/g, ''));
  const event = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
  Object.defineProperty(event, 'clipboardData', { value: data });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('PrivateNotesCard', () => {
  it('saves the note with one PUT to the private-note route after the pause', async () => {
    const fetchMock = fakeServer(200);
    renderWithQueries(<PrivateNotesCard meetingId={12} />);
    // The editor's code is loaded on demand: the first load may take a while here.
    const editor = await screen.findByRole(
      'textbox',
      { name: 'Private notes' },
      { timeout: 15_000 },
    );
    expect(screen.getByText(/^Only you can see these notes\./)).toBeTruthy();
    paste(editor, '<p>Only mine</p>');
    await waitFor(
      () => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
      { timeout: 5000 },
    );
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.[0]).toBe('/api/meetings/12/private-note');
    expect(JSON.parse(String(writes[0]?.[1]?.body)).html).toContain('Only mine');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
  });

  it('shows nothing when the server answers 404 (not the caller’s to read)', async () => {
    const fetchMock = fakeServer(404);
    const { container } = renderWithQueries(<PrivateNotesCard meetingId={12} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(screen.queryByRole('textbox', { name: 'Private notes' })).toBeNull();
  });
});
