/**
 * The notes and agenda editor, loaded on demand: Tiptap and ProseMirror (about 400 KB of
 * JavaScript before compression) live in their own chunk (./rich-text-editor-core.tsx), fetched
 * the first time a form with an editor opens, so the dashboards and the landing page never load
 * them. Until the chunk arrives, a placeholder of the editor's size stands in (same toolbar
 * height, same editable area height, a busy group of the same name, not yet a text box), so nothing moves
 * when the editor appears.
 */
import { lazy, Suspense, useEffect } from 'react';
import { cn } from '@/client/lib/utils';
import type { RichTextEditorProps } from './rich-text-editor-core';

export type { RichTextEditorProps } from './rich-text-editor-core';

const Editor = lazy(() =>
  import('./rich-text-editor-core').then((module) => ({ default: module.RichTextEditor })),
);

/** Stand-in of the editor's size while its chunk loads: a toolbar band and the editable area. */
function EditorPlaceholder({
  id,
  label,
  compact,
  invalid,
  describedBy,
  readOnly,
}: RichTextEditorProps) {
  return (
    <div className={cn('w-full', invalid && 'rounded-md ring-1 ring-red-500')}>
      {/* The toolbar's height: 32 px buttons in a 4 px padded band with a 1 px border. */}
      {readOnly ? null : (
        <div
          aria-hidden="true"
          className="h-[42px] rounded-t-md border border-b-0 border-slate-300 bg-slate-50"
        />
      )}
      <div
        id={id}
        role="group"
        aria-label={label}
        aria-busy="true"
        aria-describedby={describedBy}
        className={cn(
          compact ? 'min-h-[96px]' : 'min-h-[200px]',
          readOnly
            ? 'rounded-md border border-slate-200 bg-slate-50'
            : 'rounded-b-md border border-slate-300 bg-white',
          'px-3 py-2 text-sm',
        )}
      />
    </div>
  );
}

/**
 * The notes and agenda editor (props and behaviour: ./rich-text-editor-core.tsx), shown as a
 * same-size placeholder (or `fallback`) until its code has loaded.
 */
export function RichTextEditor({
  fallback,
  onMounted,
  ...props
}: RichTextEditorProps & {
  /** What stands in while the chunk loads (default: an empty box of the editor's size). */
  fallback?: React.ReactNode;
  /** Called once the editor is on the page (its chunk loaded, the editor created). */
  onMounted?: () => void;
}) {
  return (
    <Suspense fallback={fallback ?? <EditorPlaceholder {...props} />}>
      <Editor {...props} />
      {onMounted ? <OnMount callback={onMounted} /> : null}
    </Suspense>
  );
}

/** Calls `callback` after its first commit (inside the Suspense boundary: with the editor's). */
function OnMount({ callback }: { callback: () => void }) {
  useEffect(() => callback(), [callback]);
  return null;
}
