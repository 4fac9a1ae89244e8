import type { EmailPreview } from '@/shared/schemas/meeting';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { sanitizeRichText } from './sanitize-rich-text';

type PreviewMessage = EmailPreview['messages'][number];

const HEADINGS: Record<PreviewMessage['recipient'], string> = {
  manager: 'Email to you (manager)',
  teamMember: 'Email to the team member',
};

function RenderedEmail({ message }: { message: PreviewMessage }) {
  return (
    <section
      aria-label={HEADINGS[message.recipient]}
      className="rounded-md border border-slate-200"
    >
      <h3 className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold">
        {HEADINGS[message.recipient]}
      </h3>
      <p className="border-b border-slate-200 px-3 py-2 text-sm">
        <span className="font-semibold">Subject:</span> {message.subject}
      </p>
      <div
        className="rich-text overflow-x-auto px-3 py-2 text-sm [&_ol]:mb-2 [&_table]:my-2 [&_td]:py-0.5 [&_th]:py-0.5 [&_th]:pr-4 [&_th]:text-left [&_th]:align-top [&_th]:font-medium [&_th]:text-slate-600 [&_ul]:mb-2"
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(message.html, 'email') }}
      />
      <details className="border-t border-slate-200 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">Plain-text version</summary>
        <pre className="mt-2 whitespace-pre-wrap font-sans text-slate-800">{message.text}</pre>
      </details>
    </section>
  );
}

/**
 * Review of the confirmation e-mails before a meeting is scheduled (spec 2.7 "Email Preview"):
 * each participant's message exactly as the server renders and sends it (subject, HTML shown
 * sanitized, plain text on demand). Read-only: mail bodies come only from the server's templates
 * (docs/decisions/0008-server-rendered-mail.md). "Send & Schedule" calls `onSend`; "Cancel"
 * calls `onCancel`, which discards the pending meeting.
 */
export function EmailPreviewDialog({
  open,
  preview,
  onSend,
  onCancel,
  sending,
}: {
  open: boolean;
  preview: EmailPreview;
  onSend: () => void;
  onCancel: () => void;
  sending: boolean;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o && !sending) onCancel();
      }}
    >
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Email Preview</DialogTitle>
          <DialogDescription>
            Both you and your team member receive a confirmation with a calendar invitation. Review
            it, then send.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          {preview.messages.map((m) => (
            <RenderedEmail key={m.recipient} message={m} />
          ))}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="button" onClick={onSend} disabled={sending}>
            {sending ? 'Sending...' : 'Send & Schedule'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
