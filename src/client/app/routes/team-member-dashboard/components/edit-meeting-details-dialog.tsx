/**
 * Edit Meeting Details dialog of the team member dashboard (spec 2.6, 5, 8). Manager, duration
 * and status are read-only; date (native picker, not before `today`), start time (the fixed
 * half-hour list), agenda and action items are editable. Validated with the shared
 * `teamMemberMeetingEditSchema`; saved with PUT /api/meetings/{id} carrying the meeting's
 * `version` (a concurrent edit answers 409). Success shows "Meeting Updated Successfully";
 * failure shows the destructive toast "Update Failed".
 */
import { mailNotice } from '@/client/lib/mail-notice';
import { useUser } from '@/client/features/auth';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import type { z } from 'zod';
import { START_TIMES } from '@/shared/domain/constants';
import { teamMemberMeetingEditSchema, type Meeting } from '@/shared/schemas/meeting';
import { useEditMeetingAsTeamMember } from '@/client/features/meetings';
import { StatusBadge } from '@/client/features/meetings';
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
import { FieldError, Label } from '@/client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import { ActionItemsEditor } from './action-items-editor';

type FormIn = z.input<typeof teamMemberMeetingEditSchema>;
type FormOut = z.output<typeof teamMemberMeetingEditSchema>;

function ReadOnly({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function SuccessView({ onDone }: { onDone: () => void }) {
  const user = useUser();
  return (
    <>
      <DialogHeader className="items-center text-center">
        <CheckCircle2 className="h-10 w-10 text-green-700" aria-hidden="true" />
        <DialogTitle>Meeting Updated Successfully</DialogTitle>
        <DialogDescription>Your meeting has been updated and saved.</DialogDescription>
      </DialogHeader>
      <p className="rounded-md bg-green-50 p-3 text-sm text-green-900">
        {mailNotice(
          user.isDemo,
          'Email notification sent: The other participant has been automatically notified of these changes.',
        )}
      </p>
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}

function EditForm({
  meeting,
  today,
  onCancel,
  onSaved,
}: {
  meeting: Meeting;
  today: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const edit = useEditMeetingAsTeamMember();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(teamMemberMeetingEditSchema),
    defaultValues: {
      date: meeting.date,
      startTime: meeting.startTime,
      agenda: meeting.agenda ?? '',
      actionItems: [...meeting.actionItems],
    },
  });

  const onSubmit = (values: FormOut) =>
    edit.mutate(
      { id: meeting.id, values: { ...values, version: meeting.version } },
      {
        onSuccess: onSaved,
        onError: (error) =>
          toast({
            title: 'Update Failed',
            description: errorMessage(error, 'Failed to update meeting'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit Meeting Details</DialogTitle>
        <DialogDescription>
          Change the date, time, agenda or action items. The other participant is notified.
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
        <div className="grid gap-2">
          <Label htmlFor="edit-meeting-date">Date</Label>
          <Input
            id="edit-meeting-date"
            type="date"
            min={today}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? 'edit-meeting-date-error' : undefined}
            {...register('date')}
          />
          <FieldError id="edit-meeting-date-error" message={errors.date?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="edit-meeting-start-time">Start Time</Label>
          <Controller
            control={control}
            name="startTime"
            render={({ field }) => (
              <Select value={field.value ?? ''} onValueChange={field.onChange}>
                <SelectTrigger
                  id="edit-meeting-start-time"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-invalid={errors.startTime ? true : undefined}
                  aria-describedby={errors.startTime ? 'edit-meeting-start-time-error' : undefined}
                >
                  <SelectValue placeholder="Select a time" />
                </SelectTrigger>
                <SelectContent>
                  {START_TIMES.map((t) => (
                    <SelectItem key={t} value={t}>
                      {t}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="edit-meeting-start-time-error" message={errors.startTime?.message} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-meeting-agenda">Agenda</Label>
        <Textarea id="edit-meeting-agenda" rows={3} {...register('agenda')} />
        <FieldError id="edit-meeting-agenda-error" message={errors.agenda?.message} />
      </div>
      <Controller
        control={control}
        name="actionItems"
        render={({ field }) => (
          <ActionItemsEditor
            value={Array.isArray(field.value) ? field.value : []}
            onChange={field.onChange}
          />
        )}
      />
      <FieldError id="edit-meeting-action-items-error" message={errors.actionItems?.message} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Open while `meeting` is set; `today` is `yyyy-MM-dd` in the user's timezone. */
export function EditMeetingDetailsDialog({
  meeting,
  today,
  onOpenChange,
}: {
  meeting: Meeting | null;
  today: string;
  onOpenChange: (open: boolean) => void;
}) {
  const [savedId, setSavedId] = useState<number | null>(null);
  const close = () => {
    setSavedId(null);
    onOpenChange(false);
  };
  return (
    <Dialog open={meeting !== null} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-xl">
        {meeting && savedId === meeting.id ? (
          <SuccessView onDone={close} />
        ) : meeting ? (
          <EditForm
            key={meeting.id}
            meeting={meeting}
            today={today}
            onCancel={close}
            onSaved={() => setSavedId(meeting.id)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
