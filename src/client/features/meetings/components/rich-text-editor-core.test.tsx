/**
 * The notes editor (spec 2.7; docs/decisions/0014-notes-editor.md): its toolbar buttons carry
 * accessible names with their shortcuts and change the document, and pasted HTML is reduced to
 * the notes allow-list before it enters the document; plain and live, its schema is the one the
 * server's live documents use (decision 29 "One schema").
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSchema, type Editor } from '@tiptap/core';
import type { Schema } from '@tiptap/pm/model';
import * as Y from 'yjs';
import { richTextExtensions } from '@/shared/domain/rich-text-schema';
import { RichTextEditor } from './rich-text-editor-core';

function setup(value: string) {
  const onChange = vi.fn();
  render(<RichTextEditor id="notes" label="Notes" value={value} onChange={onChange} />);
  return { onChange, textbox: screen.getByRole('textbox', { name: 'Notes' }) };
}

/** Pastes `html` into the editor as a browser would (a paste event with a text/html item). */
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

describe('RichTextEditor', () => {
  it('names every toolbar button with its shortcut, in a toolbar that controls the text', async () => {
    setup('');
    const toolbar = screen.getByRole('toolbar', { name: 'Notes formatting' });
    expect(toolbar.getAttribute('aria-controls')).toBe('notes');
    for (const name of [
      'Bold (Ctrl+B)',
      'Italic (Ctrl+I)',
      'Underline (Ctrl+U)',
      'Bullet list (Ctrl+Shift+8)',
      'Numbered list (Ctrl+Shift+7)',
      'Link (Ctrl+K)',
    ]) {
      await waitFor(() =>
        expect(screen.getByRole('button', { name })).toHaveProperty('disabled', false),
      );
    }
  });

  it('turns the paragraph into a bullet list and back, pressed while active', async () => {
    const { onChange } = setup('<p>Ship the export</p>');
    const bullets = await screen.findByRole('button', { name: 'Bullet list (Ctrl+Shift+8)' });
    await waitFor(() => expect(bullets).toHaveProperty('disabled', false));
    fireEvent.click(bullets);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Ship the export</p></li></ul>'),
    );
    expect(bullets.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Numbered list (Ctrl+Shift+7)' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<ol><li><p>Ship the export</p></li></ol>'),
    );
  });

  it('keeps only the allowed marks and nodes of pasted HTML; scripts and bad links are dropped', async () => {
    const { onChange, textbox } = setup('');
    await waitFor(() => expect(textbox.getAttribute('contenteditable')).toBe('true'));
    paste(
      textbox,
      '<h1 style="color:red">Title</h1><p onclick="x()">Went <b>well</b> <em>and</em> <s>gone</s></p>' +
        '<script>alert(1)</script><a href="javascript:alert(2)">bad</a> <a href="https://ok.test/">good</a>' +
        '<img src=x onerror="alert(3)"><ul><li>one</li></ul>',
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.calls.at(-1)![0] as string;
    expect(html).toContain('<strong>well</strong>');
    expect(html).toContain('<em>and</em>');
    expect(html).toContain('<li><p>one</p></li>');
    expect(html).toContain('href="https://ok.test/"');
    for (const bad of [
      '<h1',
      'style=',
      'onclick',
      '<script',
      'alert',
      'javascript:',
      '<img',
      '<s>',
    ]) {
      expect(html, bad).not.toContain(bad);
    }
    expect(html).toContain('Title');
  });

  it('shows a value set from outside and reports empty text as an empty string', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <RichTextEditor id="n" label="Notes" value="<p>old</p>" onChange={onChange} />,
    );
    const textbox = screen.getByRole('textbox', { name: 'Notes' });
    await waitFor(() => expect(textbox.textContent).toBe('old'));
    rerender(
      <RichTextEditor id="n" label="Notes" value="<p>new <u>text</u></p>" onChange={onChange} />,
    );
    await waitFor(() => expect(textbox.innerHTML).toContain('<u>text</u>'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

/** The Tiptap editor behind a rendered editable area (Tiptap sets `dom.editor`). */
function editorOf(textbox: HTMLElement): Editor {
  return (textbox as HTMLElement & { editor: Editor }).editor;
}

/** What must agree between client and server: node and mark names, the link's address rule. */
function schemaFacts(schema: Schema, isAllowedUri: (url: string) => boolean) {
  return {
    nodes: Object.keys(schema.nodes).sort(),
    marks: Object.keys(schema.marks).sort(),
    links: LINK_SAMPLES.map((url) => [url, isAllowedUri(url)]),
  };
}
const LINK_SAMPLES = [
  'https://example.com',
  'http://example.com',
  'mailto:a@example.com',
  'javascript:alert(1)',
  'ftp://example.com',
  'data:text/html,x',
];
type LinkOptions = { isAllowedUri: (url: string, ctx: unknown) => boolean };

describe('RichTextEditor schema (decision 29 "One schema")', () => {
  const shared = getSchema(richTextExtensions());
  const sharedLink = richTextExtensions()
    .flatMap((e) => (e.name === 'starterKit' ? [e.options as { link: LinkOptions }] : []))
    .map((o) => o.link)[0]!;
  const expected = schemaFacts(shared, (url) => sharedLink.isAllowedUri(url, {}));

  it('is, plain and live, the schema the server builds from richTextExtensions()', async () => {
    // The server's live documents use getSchema(richTextExtensions()) (live-html.ts).
    expect(expected.nodes).toEqual([
      'bulletList',
      'doc',
      'hardBreak',
      'listItem',
      'orderedList',
      'paragraph',
      'text',
    ]);
    expect(expected.marks).toEqual(['bold', 'italic', 'link', 'underline']);
    expect(expected.links.filter(([, ok]) => ok).map(([url]) => url)).toEqual([
      'https://example.com',
      'http://example.com',
      'mailto:a@example.com',
    ]);
    const plain = render(<RichTextEditor id="notes" label="Notes" value="" onChange={vi.fn()} />);
    const live = render(
      <RichTextEditor
        id="agenda"
        label="Agenda"
        collaboration={{ document: new Y.Doc(), field: 'agenda' }}
      />,
    );
    for (const name of ['Notes', 'Agenda']) {
      const editor = editorOf(await screen.findByRole('textbox', { name }));
      const link = editor.extensionManager.extensions.find((e) => e.name === 'link')!
        .options as LinkOptions;
      expect(schemaFacts(editor.schema, (url) => link.isAllowedUri(url, {}))).toEqual(expected);
      // The live editor's undo is the Collaboration extension's, not StarterKit's.
      const names = editor.extensionManager.extensions.map((e) => e.name);
      expect(names.includes('undoRedo')).toBe(name === 'Notes');
    }
    plain.unmount();
    live.unmount();
  });
});
