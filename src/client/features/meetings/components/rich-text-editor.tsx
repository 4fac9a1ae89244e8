import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Bold, Italic, List, ListOrdered, Underline, type LucideIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { Textarea } from '@/client/components/ui/textarea';
import { cn } from '@/client/lib/utils';
import { insertList, wrapSelection, type InlineTag, type TextEdit } from './rich-text-formatting';
import { sanitizeRichText } from './sanitize-rich-text';

export interface RichTextEditorProps {
  /** Id of the textarea, for the caller's `<Label htmlFor>`. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}

const SHORTCUTS: Record<string, InlineTag> = { b: 'b', i: 'i', u: 'u' };

type ToolAction = { kind: 'wrap'; tag: InlineTag } | { kind: 'list'; ordered: boolean };

const TOOLS: {
  label: string;
  keys: string;
  aria?: string;
  icon: LucideIcon;
  action: ToolAction;
}[] = [
  {
    label: 'Bold',
    keys: 'Ctrl+B',
    aria: 'Control+B Meta+B',
    icon: Bold,
    action: { kind: 'wrap', tag: 'b' },
  },
  {
    label: 'Italic',
    keys: 'Ctrl+I',
    aria: 'Control+I Meta+I',
    icon: Italic,
    action: { kind: 'wrap', tag: 'i' },
  },
  {
    label: 'Underline',
    keys: 'Ctrl+U',
    aria: 'Control+U Meta+U',
    icon: Underline,
    action: { kind: 'wrap', tag: 'u' },
  },
  { label: 'Bullet list', keys: '', icon: List, action: { kind: 'list', ordered: false } },
  { label: 'Numbered list', keys: '', icon: ListOrdered, action: { kind: 'list', ordered: true } },
];

/**
 * The notes editor of spec 2.7: Edit and Preview tabs; a textarea of 8 rows, at least 200 px
 * high; toolbar buttons Bold, Italic, Underline (wrap the selection in <b>, <i>, <u>), Bullet
 * list and Numbered list (<ul>/<ol> with one <li> per selected line); Ctrl/Cmd+B, I and U.
 * Preview shows the HTML only after `sanitizeRichText` (allow-list). The value is HTML text.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  placeholder,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const [mode, setMode] = useState('edit');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);

  useLayoutEffect(() => {
    const el = textareaRef.current;
    const sel = pendingSelection.current;
    if (!el || !sel) return;
    pendingSelection.current = null;
    el.focus();
    el.setSelectionRange(sel[0], sel[1]);
  }, [value]);

  const apply = (edit: (v: string, start: number, end: number) => TextEdit) => {
    const el = textareaRef.current;
    if (!el) return;
    const result = edit(el.value, el.selectionStart, el.selectionEnd);
    pendingSelection.current = [result.selectionStart, result.selectionEnd];
    onChange(result.value);
  };
  const wrap = (tag: InlineTag) => apply((v, s, e) => wrapSelection(v, s, e, tag));
  const list = (ordered: boolean) => apply((v, s, e) => insertList(v, s, e, ordered));

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
    const tag = SHORTCUTS[e.key.toLowerCase()];
    if (!tag) return;
    e.preventDefault();
    wrap(tag);
  };

  const run = (action: ToolAction) =>
    action.kind === 'wrap' ? wrap(action.tag) : list(action.ordered);

  // Sanitize only while the preview is shown, not on every keystroke.
  const preview = mode === 'preview' ? sanitizeRichText(value) : '';

  return (
    <Tabs value={mode} onValueChange={setMode} className="w-full">
      <TabsList aria-label="Notes editor mode">
        <TabsTrigger value="edit">Edit</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="edit" forceMount className="mt-2 data-[state=inactive]:hidden">
        <div
          role="group"
          aria-label="Text formatting"
          className="mb-2 flex flex-wrap gap-1 rounded-md border border-slate-200 bg-slate-50 p-1"
        >
          {TOOLS.map((t) => (
            <Button
              key={t.label}
              type="button"
              variant="ghost"
              size="sm"
              className="h-8 px-2"
              aria-label={t.keys ? `${t.label} (${t.keys})` : t.label}
              aria-keyshortcuts={t.aria}
              aria-controls={id}
              title={t.keys ? `${t.label} (${t.keys})` : t.label}
              onClick={() => run(t.action)}
            >
              <t.icon aria-hidden="true" />
            </Button>
          ))}
        </div>
        <Textarea
          ref={textareaRef}
          id={id}
          rows={8}
          className="min-h-[200px] font-mono text-[13px]"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </TabsContent>
      <TabsContent value="preview" className="mt-2">
        <div
          className={cn(
            'rich-text min-h-[200px] rounded-md border border-slate-300 bg-white px-3 py-2 text-sm',
            !preview && 'text-slate-600',
          )}
          aria-label="Notes preview"
          role="region"
          {...(preview
            ? { dangerouslySetInnerHTML: { __html: preview } }
            : { children: 'Nothing to preview' })}
        />
      </TabsContent>
    </Tabs>
  );
}
