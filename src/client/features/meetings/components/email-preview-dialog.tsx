import type { EmailContent } from '@/shared/schemas/meeting';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { Textarea } from '@/client/components/ui/textarea';
import { sanitizeRichText } from './sanitize-rich-text';

function RenderedEmail({ heading, html, text }: { heading: string; html: string; text: string }) {
  return (
    <section aria-label={heading} className="rounded-md border border-slate-200">
      <h3 className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold">
        {heading}
      </h3>
      <div
        className="rich-text px-3 py-2 text-sm [&_ol]:mb-2 [&_ul]:mb-2"
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
      />
      <details className="border-t border-slate-200 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">Plain-text version</summary>
        <pre className="mt-2 whitespace-pre-wrap font-sans text-slate-800">{text}</pre>
      </details>
    </section>
  );
}

const TEXT_FIELDS: { key: Exclude<keyof EmailContent, 'subject'>; label: string; rows: number }[] =
  [
    { key: 'managerText', label: 'Manager text', rows: 8 },
    { key: 'teamMemberText', label: 'Team member text', rows: 8 },
    { key: 'managerHtml', label: 'Manager HTML', rows: 8 },
    { key: 'teamMemberHtml', label: 'Team member HTML', rows: 8 },
  ];

/**
 * Review of the confirmation e-mail before a meeting is scheduled (spec 2.7): a Preview tab
 * (subject, the manager's and the team member's messages, HTML shown sanitized, text on
 * demand) and an Edit tab for the subject and the four texts. "Send & Schedule" calls `onSend`;
 * "Cancel" calls `onCancel`, which discards the pending meeting.
 */
export function EmailPreviewDialog({
  open,
  content,
  onContentChange,
  onSend,
  onCancel,
  sending,
}: {
  open: boolean;
  content: EmailContent;
  onContentChange: (content: EmailContent) => void;
  onSend: () => void;
  onCancel: () => void;
  sending: boolean;
}) {
  const set = (key: keyof EmailContent, value: string) =>
    onContentChange({ ...content, [key]: value });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o && !sending) onCancel();
      }}
    >
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Email Preview</DialogTitle>
          <DialogDescription>
            Both you and your team member receive a confirmation. Review or edit it, then send.
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="preview">
          <TabsList aria-label="Email preview mode">
            <TabsTrigger value="preview">Preview</TabsTrigger>
            <TabsTrigger value="edit">Edit</TabsTrigger>
          </TabsList>
          <TabsContent value="preview" className="grid gap-4">
            <p className="text-sm">
              <span className="font-semibold">Subject:</span> {content.subject}
            </p>
            <RenderedEmail
              heading="Email to you (manager)"
              html={content.managerHtml}
              text={content.managerText}
            />
            <RenderedEmail
              heading="Email to the team member"
              html={content.teamMemberHtml}
              text={content.teamMemberText}
            />
          </TabsContent>
          <TabsContent value="edit" className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="email-subject">Subject</Label>
              <Input
                id="email-subject"
                value={content.subject}
                maxLength={300}
                onChange={(e) => set('subject', e.target.value)}
              />
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              {TEXT_FIELDS.map((f) => (
                <div key={f.key} className="grid gap-2">
                  <Label htmlFor={`email-${f.key}`}>{f.label}</Label>
                  <Textarea
                    id={`email-${f.key}`}
                    rows={f.rows}
                    className={f.key.endsWith('Html') ? 'font-mono text-xs' : undefined}
                    value={content[f.key]}
                    onChange={(e) => set(f.key, e.target.value)}
                  />
                </div>
              ))}
            </div>
          </TabsContent>
        </Tabs>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="button" onClick={onSend} disabled={sending || !content.subject.trim()}>
            {sending ? 'Sending...' : 'Send & Schedule'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
