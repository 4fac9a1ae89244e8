/**
 * The participant's version of the meeting form (spec 2.6 "Edit Meeting Details", spec 5 "team
 * member version", product rule 7): manager, duration and status are read-only; date (native
 * picker, not before `today`), start time (the fixed list, in the meeting's zone, stated with
 * the viewer's time by `MeetingTime`) and action items are editable. The agenda is a live
 * editor on the meeting page (docs/live.md), not a field here. Validated with the shared
 * `teamMemberMeetingEditSchema`; saved with PUT /api/meetings/{id} carrying the meeting's
 * `version` (a concurrent edit answers 409). Failure shows the destructive toast "Update Failed"
 * with the server's message.
 */
import { mailNotice } from '@/client/lib/mail-notice';
import { useUser } from '@/client/features/auth';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import type { z } from 'zod';
import { teamMemberMeetingEditSchema, type Meeting } from '@/shared/schemas/meeting';
import { Button } from '@/client/components/ui/button';
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { FieldError } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/toast';
import { api, errorMessage } from '@/client/lib/api-client';
import { useEditMeetingAsTeamMember } from '../api/meetings';
import { ActionItemsEditor } from './action-items-editor';
import { Field, StartTimeSelect, describe } from './meeting-form-parts';
import { StatusBadge } from './status-badge';
import { MeetingTime } from './meeting-time';

type FormIn = z.input<typeof teamMemberMeetingEditSchema>;
type FormOut = z.output<typeof teamMemberMeetingEditSchema>;

function ReadOnly({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** "Meeting Updated Successfully" shown in place of the participant's form after a save. */
export function ParticipantSavedView({
  onDone,
  mailed = true,
}: {
  onDone: () => void;
  /** False when only the agenda or action items changed: those are saved without mail (spec 9). */
  mailed?: boolean;
}) {
  const user = useUser();
  return (
    <>
      <DialogHeader className="items-center text-center">
        <CheckCircle2 className="h-10 w-10 text-green-700" aria-hidden="true" />
        <DialogTitle>Meeting Updated Successfully</DialogTitle>
        <DialogDescription>Your meeting has been updated and saved.</DialogDescription>
      </DialogHeader>
      <p className="rounded-md bg-green-50 p-3 text-sm text-green-900">
        {mailed
          ? mailNotice(
              user,
              'Email notification sent: The other participant has been automatically notified of these changes.',
            )
          : 'Agenda and action items are saved without an email to the other participant.'}
      </p>
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}

/** The participant's fields and the PUT; `today` is `yyyy-MM-dd` in the user's timezone. */
export function ParticipantMeetingForm({
  meeting,
  today,
  onCancel,
  onSaved,
}: {
  meeting: Meeting;
  today: string;
  onCancel: () => void;
  /** `mailed`: the date or start time changed, so the other participant was mailed. */
  onSaved: (mailed: boolean) => void;
}) {
  const edit = useEditMeetingAsTeamMember();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(teamMemberMeetingEditSchema),
    defaultValues: {
      date: meeting.date,
      startTime: meeting.startTime,
      actionItems: [...meeting.actionItems],
    },
  });

  const [date, startTime] = useWatch({ control, name: ['date', 'startTime'] });

  const failed = (error: unknown) =>
    toast({
      title: 'Update Failed',
      description: errorMessage(error, 'Failed to update meeting'),
      variant: 'destructive',
    });

  const onSubmit = async (values: FormOut) => {
    // PUT's schema reads an absent agenda as "no agenda", and the server writes a PUT's agenda
    // into the live document: send the agenda as the server holds it now (its copy of the live
    // text, at most 2 s behind), never an older copy of this page, so the form does not undo
    // what was typed on the meeting page since this page loaded.
    let agenda: string | null;
    try {
      agenda = (await api.get<Meeting>(`/api/meetings/${meeting.id}`)).agenda;
    } catch (error) {
      failed(error);
      return;
    }
    edit.mutate(
      { id: meeting.id, values: { ...values, agenda, version: meeting.version } },
      {
        onSuccess: () =>
          onSaved(values.date !== meeting.date || values.startTime !== meeting.startTime),
        onError: failed,
      },
    );
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit Meeting Details</DialogTitle>
        <DialogDescription>
          Change the date, time or action items (the agenda is edited on the meeting page). The
          other participant gets an email when the date or time changes.
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-3 gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
        <ReadOnly label="Manager">{meeting.managerName?.trim() || 'Manager'}</ReadOnly>
        <ReadOnly label="Duration">{meeting.duration} minutes</ReadOnly>
        <ReadOnly label="Status">
          <StatusBadge status={meeting.status} />
        </ReadOnly>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="edit-meeting-date" label="Date" error={errors.date?.message}>
          <Input
            id="edit-meeting-date"
            type="date"
            min={today}
            {...register('date')}
            {...describe('edit-meeting-date', errors.date?.message)}
          />
        </Field>
        <Field id="edit-meeting-start-time" label="Start Time" error={errors.startTime?.message}>
          <Controller
            control={control}
            name="startTime"
            render={({ field }) => (
              <StartTimeSelect
                id="edit-meeting-start-time"
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
                error={errors.startTime?.message}
              />
            )}
          />
        </Field>
      </div>
      {date && startTime && (
        <p className="-mt-2 text-sm text-slate-700" aria-live="polite">
          <span className="text-slate-600">Starts at </span>
          <MeetingTime meeting={{ date, startTime, timezone: meeting.timezone }} />
        </p>
      )}
      <Controller
        control={control}
        name="actionItems"
        render={({ field }) => (
          <ActionItemsEditor
            value={
              Array.isArray(field.value)
                ? field.value.map((v) => (typeof v === 'string' ? v : v.description))
                : []
            }
            onChange={field.onChange}
          />
        )}
      />
      <FieldError id="edit-meeting-action-items-error" message={errors.actionItems?.message} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={edit.isPending || isSubmitting}>
          {edit.isPending || isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
