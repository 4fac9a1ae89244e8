/**
 * The shared notes and the agenda of a 1:1 as live editors in place (docs/live.md; the meeting
 * page is the workspace): each a Tiptap editor on its fragment (`agenda`, `notes`) of the 1:1's
 * Yjs document, named "Agenda" and "Shared notes", with the notes' allow-list (decision 14).
 * `canWrite` (the organiser or the participant while the 1:1 is scheduled or in progress, and
 * the server's scope not read-only) makes them editable; everyone else sees the same content,
 * live, read-only. Until the document's first sync the editors stand in read-only, so nobody
 * types into a document that has not shown its stored content yet; once the session has ended
 * they are read-only again (nothing typed then could be saved).
 */
import type { LiveMeeting } from '../api/live-meeting';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { RichTextEditor } from './rich-text-editor';

/** The two live editors, given the page's live connection `live`. */
export function LiveMeetingTexts({ live, canWrite }: { live: LiveMeeting; canWrite: boolean }) {
  const document = live.document;
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
      {fields.map((f) => (
        <Card key={f.field}>
          <CardHeader>
            <CardTitle>{f.title}</CardTitle>
          </CardHeader>
          <CardContent>
            {document ? (
              <RichTextEditor
                key={document.guid}
                id={f.id}
                label={f.label}
                toolbarLabel={`${f.title} formatting`}
                compact={f.compact}
                placeholder={f.placeholder}
                collaboration={{ document, field: f.field }}
                readOnly={!editable}
              />
            ) : (
              <div
                role="group"
                aria-label={f.label}
                aria-busy="true"
                className={
                  (f.compact ? 'min-h-[96px]' : 'min-h-[200px]') +
                  ' rounded-md border border-slate-200 bg-slate-50'
                }
              />
            )}
          </CardContent>
        </Card>
      ))}
    </>
  );
}
