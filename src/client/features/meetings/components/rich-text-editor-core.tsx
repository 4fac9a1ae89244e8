/**
 * The rich-text editor (loaded on demand by ./rich-text-editor.tsx) of meeting notes and the agenda (spec 2.7 "Notes": bold, italic, underline, bullet and
 * numbered lists; docs/decisions/0014-notes-editor.md): Tiptap (ProseMirror) whose schema holds
 * only the allowed nodes and marks (paragraphs, line breaks, bold, italic, underline, bullet and
 * numbered lists, links with an http, https or mailto address), so typed, shortcut and pasted
 * content can never hold anything else. Pasted HTML is first reduced by `sanitizeRichText` (the
 * notes allow-list); the server's sanitizer stays the authority on write.
 *
 * The value is HTML (`''` when empty). Shortcuts: Ctrl/Cmd+B, I, U (Tiptap's), Ctrl/Cmd+Shift+8
 * and 7 for the lists, Ctrl/Cmd+K for a link.
 *
 * The extensions that define the schema are the shared `richTextExtensions()`
 * (src/shared/domain/rich-text-schema.ts), the list the server's live documents read and write
 * with (decision 29 "One schema").
 *
 * Live (docs/live.md): with `collaboration` the content is the `Y.XmlFragment` `field` of a Yjs
 * document (Tiptap's Collaboration extension, whose own undo history replaces StarterKit's);
 * `value` and `onChange` are then unused. `readOnly` shows the same content without the toolbar,
 * not editable and marked `aria-readonly`.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import Collaboration from '@tiptap/extension-collaboration';
import type * as Y from 'yjs';
import {
  Bold,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/utils';
import { ALLOWED_LINK, richTextExtensions } from '@/shared/domain/rich-text-schema';
import { sanitizeRichText } from './sanitize-rich-text';

export interface RichTextEditorProps {
  /** Id of the editable element, for `aria-controls` and the caller's error wiring. */
  id: string;
  /** Accessible name of the editable element (the visible label's text, e.g. "Notes"). */
  label: string;
  /** HTML; `''` for empty. Unused with `collaboration`. */
  value?: string;
  /** Called with the new HTML on every change. Unused with `collaboration`. */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  /**
   * Name of the toolbar; `"<label> formatting"` by default. The agenda passes one without its
   * label so that "Agenda" names only the editable element (e.g. `getByLabel('Agenda')`).
   */
  toolbarLabel?: string;
  /** A shorter editable area (96 px instead of 200 px), for the agenda. */
  compact?: boolean;
  /**
   * Live editing (docs/live.md): the content is the fragment `field` (`notes` or `agenda`) of
   * `document`, shared with every open page through the caller's provider. Fixed for the
   * editor's life: give the component a new `key` for another document.
   */
  collaboration?: { document: Y.Doc; field: string };
  /** Shown, not editable (`aria-readonly`), without the toolbar. May change while mounted. */
  readOnly?: boolean;
}

/** Addresses a link may point to: http, https and mailto only (the sanitizers' rule). */
export { ALLOWED_LINK };

type ToolName = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList';

const TOOLS: { name: ToolName; label: string; keys: string; aria: string; icon: LucideIcon }[] = [
  { name: 'bold', label: 'Bold', keys: 'Ctrl+B', aria: 'Control+B Meta+B', icon: Bold },
  { name: 'italic', label: 'Italic', keys: 'Ctrl+I', aria: 'Control+I Meta+I', icon: Italic },
  {
    name: 'underline',
    label: 'Underline',
    keys: 'Ctrl+U',
    aria: 'Control+U Meta+U',
    icon: Underline,
  },
  {
    name: 'bulletList',
    label: 'Bullet list',
    keys: 'Ctrl+Shift+8',
    aria: 'Control+Shift+8 Meta+Shift+8',
    icon: List,
  },
  {
    name: 'orderedList',
    label: 'Numbered list',
    keys: 'Ctrl+Shift+7',
    aria: 'Control+Shift+7 Meta+Shift+7',
    icon: ListOrdered,
  },
];

function toggle(editor: Editor, name: ToolName): void {
  const chain = editor.chain().focus();
  if (name === 'bold') chain.toggleBold().run();
  else if (name === 'italic') chain.toggleItalic().run();
  else if (name === 'underline') chain.toggleUnderline().run();
  else if (name === 'bulletList') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}

/** The editor's HTML, `''` when it holds no text. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The notes and agenda editor: a toolbar (Bold, Italic, Underline, Bullet list, Numbered list, Link; each
 * button named with its shortcut and pressed while active) above an editable area at least
 * 200 px high (96 px when `compact`). Calls `onChange` with the new HTML on every change.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  invalid,
  describedBy,
  toolbarLabel,
  compact,
  collaboration,
  readOnly = false,
}: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  // Read by the editor's attributes, which ProseMirror recomputes on every view update.
  const readOnlyRef = useRef(readOnly);
  const editor = useEditor({
    editable: !readOnly,
    extensions: [
      // The schema shared with the server's live documents; the Collaboration extension brings
      // its own (Yjs) undo history.
      ...richTextExtensions({ undoRedo: !collaboration }),
      // Read-only editors show theirs too (a reader's empty notes say so).
      Placeholder.configure({ placeholder: placeholder ?? '', showOnlyWhenEditable: false }),
      ...(collaboration
        ? [
            Collaboration.configure({
              document: collaboration.document,
              field: collaboration.field,
            }),
          ]
        : []),
    ],
    ...(collaboration ? {} : { content: value ?? '' }),
    editorProps: {
      attributes: () => ({
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(readOnlyRef.current ? { 'aria-readonly': 'true' } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class:
          (compact ? 'min-h-[96px] ' : 'min-h-[200px] ') +
          (readOnlyRef.current
            ? 'rich-text rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600'
            : 'rich-text rounded-b-md border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600'),
      }),
      transformPastedHTML: (html) => sanitizeRichText(html),
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(htmlOf(e)),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (form reset, a refetch) replaces the content; the editor's own
  // changes come back equal and are left alone, so the caret never jumps. An editor that
  // useEditor has already destroyed (a remount) has no schema left to read: skip it. A live
  // editor's content comes from its Yjs document only.
  useEffect(() => {
    if (collaboration || value === undefined) return;
    if (editor && !editor.isDestroyed && value !== htmlOf(editor))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, collaboration]);

  // Writing rights may change while the page is open (the 1:1 completed, the server's scope).
  useEffect(() => {
    readOnlyRef.current = readOnly;
    if (editor && !editor.isDestroyed && editor.isEditable === readOnly)
      editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            link: e.isActive('link'),
          }
        : null,
  });

  return (
    <div className={cn('w-full', invalid && 'rounded-md ring-1 ring-red-500')}>
      {readOnly ? null : (
        <div
          role="toolbar"
          aria-label={toolbarLabel ?? `${label} formatting`}
          aria-controls={id}
          className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1"
        >
          {TOOLS.map((t) => (
            <Button
              key={t.name}
              type="button"
              variant="ghost"
              size="sm"
              className="h-8 px-2 aria-pressed:bg-slate-200"
              aria-label={`${t.label} (${t.keys})`}
              aria-keyshortcuts={t.aria}
              aria-pressed={active?.[t.name] ?? false}
              title={`${t.label} (${t.keys})`}
              disabled={!editor}
              onClick={() => editor && toggle(editor, t.name)}
            >
              <t.icon aria-hidden="true" />
            </Button>
          ))}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-8 px-2 aria-pressed:bg-slate-200"
            aria-label="Link (Ctrl+K)"
            aria-keyshortcuts="Control+K Meta+K"
            aria-pressed={active?.link ?? false}
            aria-expanded={linkOpen}
            title="Link (Ctrl+K)"
            disabled={!editor}
            onClick={() => setLinkOpen((open) => !open)}
          >
            <LinkIcon aria-hidden="true" />
          </Button>
        </div>
      )}
      {linkOpen && editor && !readOnly ? (
        <LinkForm
          editor={editor}
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onDone={() => setLinkOpen(false)}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * The Link row: an address field with Apply and Remove. Applies to the selection (or the word
 * under the caret, Tiptap's rule); an address that is not http(s) or mailto shows an error.
 */
function LinkForm({
  editor,
  initial,
  onDone,
}: {
  editor: Editor;
  initial: string;
  onDone: () => void;
}) {
  const fieldId = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState('');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    if (!ALLOWED_LINK.test(address)) {
      setError('Use an address starting with http://, https:// or mailto:');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  // A <form> inside the meeting form is invalid HTML: this row submits on Enter by hand.
  return (
    <div className="flex flex-wrap items-start gap-2 border border-b-0 border-slate-300 bg-white p-2">
      <label htmlFor={fieldId} className="sr-only">
        Link address
      </label>
      <Input
        id={fieldId}
        className="h-8 min-w-[12rem] flex-1"
        placeholder="https://"
        value={href}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        onChange={(e) => {
          setHref(e.target.value);
          setError('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply(e);
          if (e.key === 'Escape') onDone();
        }}
      />
      <Button type="button" size="sm" className="h-8" onClick={apply}>
        Apply
      </Button>
      <Button type="button" size="sm" variant="outline" className="h-8" onClick={remove}>
        Remove link
      </Button>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="w-full text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
