/**
 * The live document's fragments as HTML and back (docs/live.md "Saving"; decision 29), with the
 * editor's own schema (`richTextExtensions`, src/shared/domain/rich-text-schema.ts) and library
 * functions only: Tiptap's `getSchema`, y-tiptap's `yXmlFragmentToProseMirrorRootNode` /
 * `prosemirrorToYXmlFragment`, ProseMirror's `DOMSerializer` / `DOMParser` over a happy-dom
 * document (what `@tiptap/html`'s server build does). The HTML that leaves is then cleaned by the
 * server's sanitizer (`sanitizeNotes` / `sanitizeAgenda`, promise 3), which stays the authority.
 */
import { getSchema } from '@tiptap/core';
import { DOMParser as PmDOMParser, DOMSerializer, type Schema } from '@tiptap/pm/model';
import { prosemirrorToYXmlFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import { Window } from 'happy-dom';
import * as Y from 'yjs';
import { agendaHtml } from '@/shared/domain/rich-text';
import { richTextExtensions, type LiveField } from '@/shared/domain/rich-text-schema';
import { sanitizeAgenda, sanitizeNotes } from '../meetings/sanitize-notes';

let cachedSchema: Schema | null = null;

/** The ProseMirror schema of the notes and agenda editors (built once). */
export function richTextSchema(): Schema {
  return (cachedSchema ??= getSchema(richTextExtensions()));
}

let cachedWindow: Window | null = null;
/** One happy-dom window for serialising and parsing (no script runs in it). */
function domDocument() {
  cachedWindow ??= new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true },
  });
  return cachedWindow.document;
}

/**
 * The HTML of one fragment, as the editor's `getHTML()` writes it, before sanitizing; `''` when
 * the fragment holds no text.
 */
export function fragmentToRawHtml(fragment: Y.XmlFragment): string {
  const schema = richTextSchema();
  const node = yXmlFragmentToProseMirrorRootNode(fragment, schema);
  if (node.textContent.trim() === '') return '';
  const document = domDocument();
  const serialized = DOMSerializer.fromSchema(schema).serializeFragment(node.content, {
    document: document as unknown as Document,
  });
  const holder = document.createElement('div');
  holder.appendChild(serialized as never);
  return holder.innerHTML;
}

/**
 * The stored value of `field` for a live document (meetings.notes / meetings.agenda): the
 * fragment's HTML through the server's sanitizer; null when empty.
 */
export function fieldHtml(doc: Y.Doc, field: LiveField): string | null {
  const raw = fragmentToRawHtml(doc.getXmlFragment(field));
  return field === 'notes' ? sanitizeNotes(raw) : sanitizeAgenda(raw);
}

/**
 * Replaces the content of `field` in `doc` with the stored HTML `html` (plain-text agendas are
 * read as paragraphs, decision 14), in one Yjs transaction with `origin`; the HTML is sanitized
 * first and parsed with the editor's schema, so whatever it held, the fragment holds only the
 * allow-list.
 */
export function replaceFieldFromHtml(
  doc: Y.Doc,
  field: LiveField,
  html: string | null,
  origin?: unknown,
): void {
  const clean = sanitizeNotes(field === 'agenda' ? agendaHtml(html) : (html ?? '')) ?? '';
  const document = domDocument();
  const holder = document.createElement('div');
  holder.innerHTML = clean;
  const node = PmDOMParser.fromSchema(richTextSchema()).parse(holder as never);
  doc.transact(() => {
    prosemirrorToYXmlFragment(node, doc.getXmlFragment(field));
  }, origin);
}
