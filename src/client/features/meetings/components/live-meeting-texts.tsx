/**
 * The shared notes and the agenda of a 1:1 as live editors in place (docs/live.md; the meeting
 * page is the workspace): each a Tiptap editor on its fragment (`agenda`, `notes`) of the 1:1's
 * Yjs document, named "Agenda" and "Shared notes", with the notes' allow-list (decision 14).
 * `canWrite` (the organiser or the participant while the 1:1 is scheduled or in progress, and
 * the server's scope not read-only) makes them editable; everyone else sees the same content,
 * live, read-only. Until the document's first sync the editors stand in read-only, so nobody
 * types into a document that has not shown its stored content yet; once the session has ended
 * they are read-only again (nothing typed then could be saved).
 *
 * Until the live document and the editor's chunk have arrived (both are requested after the
 * page's first paint, decision 34), each field shows the 1:1's stored HTML (`stored`, the
 * meeting's `agenda` and `notes`, sanitized again), read-only, in the editor's place and size.
 * The editors are created one after the other, each in a task of its own (the second once the
 * first is on the page), so the page never waits for both at once (docs/performance.md).
 */
import { useCallback, useState } from 'react';
import type { LiveMeeting } from '../api/live-meeting';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { RichTextEditor } from './rich-text-editor';
import { agendaRichHtml, sanitizeRichText } from './sanitize-rich-text';

/**
 * A field's stored HTML, read-only, where its editor will be (same box, same height), busy
 * until the editor replaces it.
 */
function StoredText({
  id,
  label,
  html,
  compact,
}: {
  id: string;
  label: string;
  /** Safe HTML (sanitized by the caller). */
  html: string;
  compact: boolean;
}) {
  return (
    <div
      id={id}
      role="group"
      aria-label={label}
      aria-busy="true"
      className={
        (compact ? 'min-h-[96px]' : 'min-h-[200px]') +
        ' rich-text rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800'
      }
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The two live editors, given the page's live connection `live` and the stored HTML of the
 * fields (`stored`, shown until the editors are ready).
 */
export function LiveMeetingTexts({
  live,
  canWrite,
  stored,
}: {
  live: LiveMeeting;
  canWrite: boolean;
  stored?: { agenda: string | null; notes: string | null };
}) {
  const document = live.document;
  // A plain-text agenda written before the editor keeps its line breaks (agendaRichHtml).
  const storedHtml = {
    agenda: agendaRichHtml(stored?.agenda),
    notes: sanitizeRichText(stored?.notes),
  };
  // How many editors may be on the page: the next one once the previous has mounted, after a
  // task boundary (setTimeout), so that the browser can paint and handle input in between.
  const [editors, setEditors] = useState(1);
  const mountedFirst = useCallback(() => {
    setTimeout(() => setEditors(2), 0);
  }, []);
  const editable = canWrite && live.everSynced && live.scope !== 'readonly' && !live.sessionEnded;
  const fields = [
    {
      field: 'agenda',
      id: 'live-agenda',
      title: 'Agenda',
      label: 'Agenda',
      compact: true,
      placeholder: editable ? 'What would you like to discuss?' : 'No agenda',
    },
    {
      field: 'notes',
      id: 'live-notes',
      title: 'Shared notes',
      label: 'Shared notes',
      compact: false,
      placeholder: editable ? 'Notes both of you can see and edit' : 'No notes yet',
    },
  ] as const;
  return (
    <>
      {fields.map((f, index) => (
        <Card key={f.field}>
          <CardHeader>
            <CardTitle>{f.title}</CardTitle>
          </CardHeader>
          <CardContent>
            {document && index < editors ? (
              <RichTextEditor
                key={document.guid}
                id={f.id}
                label={f.label}
                toolbarLabel={`${f.title} formatting`}
                compact={f.compact}
                placeholder={f.placeholder}
                collaboration={{ document, field: f.field }}
                readOnly={!editable}
                onMounted={index === 0 ? mountedFirst : undefined}
                fallback={
                  <StoredText
                    id={f.id}
                    label={f.label}
                    html={storedHtml[f.field]}
                    compact={f.compact}
                  />
                }
              />
            ) : (
              <StoredText
                id={f.id}
                label={f.label}
                html={storedHtml[f.field]}
                compact={f.compact}
              />
            )}
          </CardContent>
        </Card>
      ))}
    </>
  );
}
