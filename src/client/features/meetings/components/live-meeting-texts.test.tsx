/**
 * The live agenda and shared notes (docs/live.md): a reader sees the Yjs document's content,
 * updated live, in text boxes that are read-only and without a toolbar; a writer gets editable
 * text boxes with their toolbars once the document has synced, not before.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import type { LiveMeeting } from '../api/live-meeting';
import { LiveMeetingTexts } from './live-meeting-texts';

/** A live state holding `document`, connected and synced unless overridden. */
function liveOf(document: Y.Doc, patch: Partial<LiveMeeting> = {}): LiveMeeting {
  return {
    document,
    connection: 'connected',
    everConnected: true,
    synced: true,
    everSynced: true,
    unsynced: 0,
    scope: 'read-write',
    sessionEnded: false,
    people: [],
    ...patch,
  };
}

/** Appends a paragraph holding `text` to fragment `field` of `document`, as Tiptap stores it. */
function addParagraph(document: Y.Doc, field: string, text: string) {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  const fragment = document.getXmlFragment(field);
  fragment.insert(fragment.length, [paragraph]);
}

describe('LiveMeetingTexts', () => {
  it('shows the stored HTML read-only until the live document has arrived', () => {
    render(
      <LiveMeetingTexts
        live={liveOf(null as unknown as Y.Doc, {
          connection: 'connecting',
          synced: false,
          everSynced: false,
        })}
        canWrite
        stored={{
          agenda: 'Career goals\nBudget',
          notes: '<p>Stored <b>notes</b></p>',
        }}
      />,
    );
    const notes = screen.getByRole('group', { name: 'Shared notes' });
    expect(notes.getAttribute('aria-busy')).toBe('true');
    expect(notes.textContent).toBe('Stored notes');
    expect(notes.querySelector('b')?.textContent).toBe('notes');
    const agenda = screen.getByRole('group', { name: 'Agenda' });
    // A plain-text agenda keeps its line breaks.
    expect(agenda.textContent).toBe('Career goalsBudget');
    expect(agenda.querySelectorAll('br')).toHaveLength(1);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('shows a reader the content, live, read-only and without a toolbar', async () => {
    const document = new Y.Doc();
    addParagraph(document, 'notes', 'Discussed the roadmap');
    addParagraph(document, 'agenda', 'Career goals');
    render(<LiveMeetingTexts live={liveOf(document, { scope: 'readonly' })} canWrite={false} />);
    // The editor's chunk loads on demand (./rich-text-editor.tsx): the first render waits for it.
    const notes = await screen.findByRole('textbox', { name: 'Shared notes' }, { timeout: 10_000 });
    const agenda = await screen.findByRole('textbox', { name: 'Agenda' });
    await waitFor(() => expect(notes.textContent).toBe('Discussed the roadmap'));
    expect(agenda.textContent).toBe('Career goals');
    for (const box of [notes, agenda]) {
      expect(box.getAttribute('aria-readonly')).toBe('true');
      expect(box.getAttribute('contenteditable')).toBe('false');
    }
    expect(screen.queryByRole('toolbar')).toBeNull();

    act(() => addParagraph(document, 'notes', 'Next: the budget'));
    await waitFor(() => expect(notes.textContent).toContain('Next: the budget'));
  });

  it('tells a reader that the notes are empty', async () => {
    render(<LiveMeetingTexts live={liveOf(new Y.Doc(), { scope: 'readonly' })} canWrite={false} />);
    const notes = await screen.findByRole('textbox', { name: 'Shared notes' });
    await waitFor(() =>
      expect(notes.querySelector('[data-placeholder="No notes yet"]')).not.toBeNull(),
    );
  });

  it('lets a writer edit once synced, with the formatting toolbars', async () => {
    const document = new Y.Doc();
    render(<LiveMeetingTexts live={liveOf(document)} canWrite />);
    const notes = await screen.findByRole('textbox', { name: 'Shared notes' });
    await waitFor(() => expect(notes.getAttribute('contenteditable')).toBe('true'));
    expect(notes.getAttribute('aria-readonly')).toBeNull();
    expect(screen.getByRole('toolbar', { name: 'Shared notes formatting' })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Agenda formatting' })).toBeTruthy();
  });

  it('keeps a writer read-only until the first sync, then opens the editors in place', async () => {
    const document = new Y.Doc();
    const { rerender } = render(
      <LiveMeetingTexts live={liveOf(document, { synced: false, everSynced: false })} canWrite />,
    );
    const notes = await screen.findByRole('textbox', { name: 'Shared notes' });
    await waitFor(() => expect(notes.getAttribute('contenteditable')).toBe('false'));
    rerender(<LiveMeetingTexts live={liveOf(document)} canWrite />);
    await waitFor(() => expect(notes.getAttribute('contenteditable')).toBe('true'));
    expect(notes.getAttribute('aria-readonly')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Shared notes' })).toBe(notes);
  });
});
