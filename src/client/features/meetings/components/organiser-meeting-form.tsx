/**
 * The organiser's version of the meeting form (spec 2.7, product rule 7). Creating ("Create New
 * Meeting"): fill the form (Repeats / Ends make a series), "Preview Email" (enabled once the form is valid and a participant is
 * chosen) asks the server for the invitations as they will be sent, then "Send & Schedule" POSTs
 * /api/meetings `{ meeting }`.
 * Editing ("Edit Meeting"): "Save Changes" PATCHes /api/meetings/{id} with `version` and calls
 * `onUpdated`; changes also auto-save 2000 ms after the last edit. On an occurrence of a series
 * the form first asks "This 1:1" or "This and following" (sent as `scope`). When creating,
 * an optional "Template" (decision 13) is sent as `templateId`, whose talking points start the
 * new 1:1. Server field errors (400 `fieldErrors`) appear on their fields; other failures in a
 * destructive toast (spec 8).
 */
import { MAIL_WORTHY_FIELDS, type MailWorthyField } from '@/shared/domain/mail-worthy';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { todayIn } from '@/shared/domain/dates';
import type { EditScope, EmailPreview, Meeting, MeetingFormValues } from '@/shared/schemas/meeting';
import { Button } from '@/client/components/ui/button';
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/toast';
import { useUser } from '@/client/features/auth';
import { TemplateSelect } from '@/client/features/templates';
import { mailNotice } from '@/client/lib/mail-notice';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useCreateMeeting, useEmailPreview } from '../api/meetings';
import { EditScopeChoice } from './edit-scope-choice';
import { EmailPreviewDialog } from './email-preview-dialog';
import { RecurrenceFields } from './recurrence-fields';
import { MeetingFormFields } from './meeting-form-fields';
import {
  applyServerFieldErrors,
  emptyFormState,
  formStateFromMeeting,
  meetingFormResolver,
  type MeetingFormState,
} from './meeting-form-values';
import { useMeetingAutoSave } from './use-meeting-auto-save';

/**
 * Whether `values` change what the participants are mailed about: a field of the shared
 * `MAIL_WORTHY_FIELDS` (the list the server's `mailWorthyChange` decides with, decision 13) that
 * the form holds and that differs, text compared trimmed with empty and null alike.
 */
function mailWorthy(before: Meeting, values: MeetingFormValues): boolean {
  const same = (a: unknown, b: unknown) =>
    typeof a === 'string' || typeof b === 'string' || a == null || b == null
      ? String(a ?? '').trim() === String(b ?? '').trim()
      : a === b;
  const after = values as Partial<Record<MailWorthyField, unknown>>;
  return MAIL_WORTHY_FIELDS.some(
    (field) => after[field] !== undefined && !same(before[field], after[field]),
  );
}

export function OrganiserMeetingForm({
  meeting,
  defaultTeamMemberId,
  onClose,
  onUpdated,
}: {
  meeting: Meeting | null;
  defaultTeamMemberId?: number;
  onClose: () => void;
  /** `mailed`: a field the participants are mailed about (decision 13) changed in this edit. */
  onUpdated: (mailed: boolean) => void;
}) {
  const user = useUser();
  const today = todayIn(user.timezone);
  const editing = meeting !== null;
  const [initial] = useState(() =>
    meeting
      ? formStateFromMeeting(meeting)
      : emptyFormState(today, defaultTeamMemberId ?? 0, user.timezone),
  );
  const resolver = useMemo(() => meetingFormResolver(today, meeting?.date), [today, meeting]);
  const form = useForm<MeetingFormState, unknown, MeetingFormValues>({
    defaultValues: initial,
    resolver,
    mode: 'onTouched',
  });
  const [scope, setScope] = useState<EditScope>('occurrence');
  const inSeries = meeting?.seriesId != null;
  const { indicator, saveNow } = useMeetingAutoSave({
    form,
    meeting,
    today,
    scope: inSeries ? scope : undefined,
  });
  const createMeeting = useCreateMeeting();
  const emailPreview = useEmailPreview();
  const [pending, setPending] = useState<{
    meeting: MeetingFormValues;
    preview: EmailPreview;
  } | null>(null);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [templateError, setTemplateError] = useState<string>();
  const teamMemberId = useWatch({ control: form.control, name: 'teamMemberId' });
  const { isValid, isSubmitting } = form.formState;
  const minDate = meeting && meeting.date < today ? meeting.date : today;

  /** Keeps the server's message on `templateId` (400) under the Template select. */
  const noteTemplateError = (error: unknown) => {
    const message =
      error instanceof ApiError
        ? (error.body?.fieldErrors?.templateId ?? error.body?.fieldErrors?.['meeting.templateId'])
        : undefined;
    setTemplateError(message?.[0]);
  };

  const openPreview = async (formValues: MeetingFormValues) => {
    const values = templateId ? { ...formValues, templateId } : formValues;
    setTemplateError(undefined);
    try {
      const preview = await emailPreview.mutateAsync({ meeting: values });
      setPending({ meeting: values, preview });
    } catch (error) {
      noteTemplateError(error);
      applyServerFieldErrors(error, form.setError);
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to preview the email'),
        variant: 'destructive',
      });
    }
  };

  const send = async () => {
    if (!pending) return;
    try {
      await createMeeting.mutateAsync({ meeting: pending.meeting });
      toast({
        title: '1:1 scheduled successfully',
        description: mailNotice(
          user,
          'Email confirmations have been sent to both you and your team member.',
        ),
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to schedule 1:1'),
        variant: 'destructive',
      });
      noteTemplateError(error);
      if (applyServerFieldErrors(error, form.setError)) setPending(null);
    }
  };

  const saveChanges = async (values: MeetingFormValues) => {
    try {
      await saveNow(values);
      onUpdated(meeting !== null && mailWorthy(meeting, values));
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update 1:1'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form
      noValidate
      className="grid gap-5"
      aria-label={editing ? 'Edit Meeting' : 'Create New Meeting'}
      onSubmit={form.handleSubmit(editing ? saveChanges : openPreview)}
    >
      <DialogHeader>
        <div className="flex items-center justify-between gap-4 pr-6">
          <DialogTitle>{editing ? 'Edit Meeting' : 'Create New Meeting'}</DialogTitle>
          <p role="status" aria-live="polite" className="text-xs text-slate-600">
            {indicator === 'saving' ? 'Saving...' : indicator === 'saved' ? 'Saved' : ''}
          </p>
        </div>
        <DialogDescription>
          {editing
            ? 'Changes are saved automatically. The team member gets an email when the date, time, duration, time zone, title, Zoom details, participant or status changes; notes, agenda and action items are saved without email.'
            : 'Schedule 1:1 with a participant, then preview the confirmation email before it is sent.'}
        </DialogDescription>
      </DialogHeader>
      {inSeries && <EditScopeChoice value={scope} onChange={setScope} />}
      <MeetingFormFields
        form={form}
        minDate={minDate}
        schedule={editing ? undefined : <RecurrenceFields form={form} />}
      />
      {!editing && (
        <TemplateSelect value={templateId} onChange={setTemplateId} error={templateError} />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {editing ? 'Close' : 'Cancel'}
        </Button>
        {editing ? (
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        ) : (
          <Button type="submit" disabled={!isValid || !teamMemberId || emailPreview.isPending}>
            {emailPreview.isPending ? 'Preparing...' : 'Preview Email'}
          </Button>
        )}
      </DialogFooter>
      {!editing && pending && (
        <EmailPreviewDialog
          open
          preview={pending.preview}
          onSend={() => void send()}
          onCancel={() => setPending(null)}
          sending={createMeeting.isPending}
        />
      )}
    </form>
  );
}
