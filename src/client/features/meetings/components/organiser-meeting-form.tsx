/**
 * The organiser's version of the meeting form (spec 2.7, product rule 7). Creating ("Create New
 * Meeting"): fill the form (Repeats / Ends make a series), "Preview Email" (enabled once the form is valid and a participant is
 * chosen) asks the server for the invitations as they will be sent, then "Send & Schedule" POSTs
 * /api/meetings `{ meeting }`.
 * Editing ("Edit Meeting"): the schedule fields (participant, title, date, time, duration, zone,
 * video link, status) and the action items; "Save Changes" PATCHes /api/meetings/{id} with the
 * `version` last read and calls `onUpdated`; a refusal (409 someone else's change, 400) stays on
 * screen with its message, nothing is dropped silently. The agenda and the shared notes are not
 * in this dialog: they are live editors on the meeting page (docs/live.md), and the PATCH never
 * carries them. On an occurrence of a series
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
import { useCreateMeeting, useEmailPreview, useUpdateMeeting } from '../api/meetings';
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
  const updateMeeting = useUpdateMeeting();
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

  const saveChanges = async (formValues: MeetingFormValues) => {
    if (!meeting) return;
    // The live document owns the agenda and the notes: the form never sends them.
    const { agenda: _agenda, notes: _notes, recurrence: _recurrence, ...values } = formValues;
    try {
      await updateMeeting.mutateAsync({
        id: meeting.id,
        values: { ...values, version: meeting.version, ...(inSeries ? { scope } : {}) },
      });
      onUpdated(mailWorthy(meeting, formValues));
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
        <DialogTitle>{editing ? 'Edit Meeting' : 'Create New Meeting'}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'Save Changes to apply them. The team member gets an email when the date, time, duration, time zone, title, Zoom details, participant or status changes; action items are saved without email. The agenda and shared notes are edited on the meeting page.'
            : 'Schedule 1:1 with a participant, then preview the confirmation email before it is sent.'}
        </DialogDescription>
      </DialogHeader>
      {inSeries && <EditScopeChoice value={scope} onChange={setScope} />}
      <MeetingFormFields
        form={form}
        minDate={minDate}
        schedule={editing ? undefined : <RecurrenceFields form={form} />}
        withTexts={!editing}
      />
      {!editing && (
        <TemplateSelect value={templateId} onChange={setTemplateId} error={templateError} />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
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
