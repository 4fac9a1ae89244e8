/**
 * The rich-text schema of meeting notes and the agenda (spec 2.7 "Notes"; decision 14; decision
 * 29): Tiptap's StarterKit reduced to the allow-list (paragraphs, line breaks, bold, italic,
 * underline, bullet and numbered lists, links with an http, https or mailto address). The
 * client's editor and the server's live documents (src/server/modules/live/live-html.ts) build
 * their schema from this one list, so a Y.XmlFragment written by one is read by the other.
 * Tiptap's extension definitions hold no DOM or Node import; they only describe the schema.
 *
 * Also the names of the live 1:1's protocol (docs/live.md): the document name, its fragments,
 * the limits and the stateless events between page and server.
 */
import StarterKit from '@tiptap/starter-kit';
import type { AnyExtension } from '@tiptap/core';

/** Addresses a link may point to: http, https and mailto only (the sanitizers' rule). */
export const ALLOWED_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * The schema-defining extensions of the notes and agenda editors. The client adds its own
 * behaviour-only extensions (Placeholder, Collaboration) on top; they add no node or mark.
 * `undoRedo: false` (the live editors: Tiptap's Collaboration extension brings its own Yjs undo
 * history) leaves out StarterKit's history, which holds no node or mark either: the schema is
 * the same with or without it.
 */
export function richTextExtensions(options: { undoRedo?: boolean } = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      ...(options.undoRedo === false ? { undoRedo: false as const } : {}),
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => ALLOWED_LINK.test(url),
        HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
      },
    }),
  ];
}

/** The two collaborative fragments of a 1:1's live document (docs/live.md "Transport"). */
export const LIVE_FIELDS = ['notes', 'agenda'] as const;
export type LiveField = (typeof LIVE_FIELDS)[number];

/** The Hocuspocus document name of a 1:1: `meeting:<id>`. */
export function liveDocumentName(meetingId: number): string {
  return `meeting:${meetingId}`;
}

/** The meeting id of a document name `meeting:<id>`, or null for any other name. */
export function meetingIdOfDocument(name: string): number | null {
  const match = /^meeting:([1-9][0-9]{0,9})$/.exec(name);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** A message over this many bytes closes the connection with code 1009 (docs/live.md "Limits"). */
export const LIVE_MAX_MESSAGE_BYTES = 256 * 1024;
/** A document whose stored state would exceed this many bytes refuses the update. */
export const LIVE_MAX_DOCUMENT_BYTES = 1024 * 1024;

/** What a `changed` event names (docs/live.md "Server-to-page events"). */
export type LiveChangedPart = 'meeting' | 'talkingPoints' | 'actionItems' | 'privateNote';

/** The stateless messages the server sends to pages, as JSON strings. */
export type LiveServerEvent =
  | { type: 'changed'; what: LiveChangedPart[] }
  | { type: 'refused'; reason: 'read-only' | 'too-large' | 'closed' };
