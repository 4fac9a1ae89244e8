import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  MAX_DURATION_MINUTES,
  MEETING_STATUSES,
  MIN_DURATION_MINUTES,
} from '@/shared/domain/constants';
import { statusLabel, type MeetingFormValues } from '@/shared/schemas/meeting';
import { Input } from '@/client/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { TimezoneSelect } from '@/client/components/ui/timezone-select';
import { Field, StartTimeSelect, describe } from './meeting-form-parts';
import type { MeetingFormState } from './meeting-form-values';
import { ParticipantSelect } from './participant-select';
import { RichTextEditor } from './rich-text-editor';
import { MeetingTime } from './meeting-time';

type Form = UseFormReturn<MeetingFormState, unknown, MeetingFormValues>;

/**
 * The inputs of the meeting form (spec 2.7), every one labelled, errors linked with
 * aria-describedby. `minDate` (`yyyy-MM-dd`) disables the days before it in the date picker;
 * `schedule` (Repeats / Ends) follows the start time, duration and timezone.
 */
export function MeetingFormFields({
  form,
  minDate,
  schedule,
  withTexts = true,
}: {
  form: Form;
  minDate: string;
  /** Shown after the time fields: Repeats / Ends when scheduling. */
  schedule?: ReactNode;
  /**
   * Agenda and Notes editors: when scheduling only. An existing 1:1's agenda and shared notes
   * are live editors on its page (docs/live.md), not fields of the Edit dialog.
   */
  withTexts?: boolean;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const isZoom = useWatch({ control, name: 'isZoomMeeting' });
  const [date, startTime, timezone] = useWatch({
    control,
    name: ['date', 'startTime', 'timezone'],
  });
  const err = (k: keyof MeetingFormState) => errors[k]?.message;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="meeting-participant" label="Participant" required error={err('teamMemberId')}>
        <Controller
          control={control}
          name="teamMemberId"
          render={({ field }) => (
            <ParticipantSelect
              id="meeting-participant"
              value={field.value}
              onChange={field.onChange}
              invalid={!!err('teamMemberId')}
              describedBy={err('teamMemberId') ? 'meeting-participant-error' : undefined}
            />
          )}
        />
      </Field>
      <Field id="meeting-title" label="Title (optional)" error={err('title')}>
        <Input
          id="meeting-title"
          placeholder="e.g. Weekly check-in"
          {...register('title')}
          {...describe('meeting-title', err('title'))}
        />
      </Field>
      <Field id="meeting-date" label="Date" required error={err('date')}>
        <Input
          id="meeting-date"
          type="date"
          min={minDate}
          aria-required="true"
          {...register('date')}
          {...describe('meeting-date', err('date'))}
        />
      </Field>
      <div className="grid min-w-0 grid-cols-2 gap-4">
        <Field id="meeting-start-time" label="Start time" required error={err('startTime')}>
          <Controller
            control={control}
            name="startTime"
            render={({ field }) => (
              <StartTimeSelect
                id="meeting-start-time"
                value={field.value}
                onChange={field.onChange}
                error={err('startTime')}
                required
              />
            )}
          />
        </Field>
        <Field id="meeting-duration" label="Duration (minutes)" required error={err('duration')}>
          <Input
            id="meeting-duration"
            type="number"
            inputMode="numeric"
            min={MIN_DURATION_MINUTES}
            max={MAX_DURATION_MINUTES}
            aria-required="true"
            {...register('duration', { valueAsNumber: true })}
            {...describe('meeting-duration', err('duration'))}
          />
        </Field>
      </div>
      <Field id="meeting-timezone" label="Timezone" required error={err('timezone')}>
        <Controller
          control={control}
          name="timezone"
          render={({ field }) => (
            <TimezoneSelect
              id="meeting-timezone"
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              aria-required
              {...describe('meeting-timezone', err('timezone'))}
            />
          )}
        />
      </Field>
      <div className="grid min-w-0 content-end gap-2 pb-2 text-sm text-slate-700">
        {date && startTime && timezone && (
          <p aria-live="polite">
            <span className="text-slate-600">Starts at </span>
            <MeetingTime meeting={{ date, startTime, timezone }} />
          </p>
        )}
      </div>
      {schedule}
      <fieldset className="grid min-w-0 content-start gap-2">
        <legend className="mb-2 text-sm font-medium leading-none text-slate-800">
          Zoom meeting
        </legend>
        <Controller
          control={control}
          name="isZoomMeeting"
          render={({ field }) => (
            <div className="flex h-10 items-center gap-6">
              {[
                { label: 'Yes', value: true },
                { label: 'No', value: false },
              ].map((o) => (
                <label key={o.label} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={field.name}
                    className="h-4 w-4 accent-brand-600"
                    checked={field.value === o.value}
                    onChange={() => field.onChange(o.value)}
                    onBlur={field.onBlur}
                  />
                  {o.label}
                </label>
              ))}
            </div>
          )}
        />
      </fieldset>
      {isZoom ? (
        <Field id="meeting-zoom-link" label="Zoom link" required error={err('zoomLink')}>
          <Input
            id="meeting-zoom-link"
            type="url"
            placeholder="https://zoom.us/j/..."
            aria-required="true"
            {...register('zoomLink')}
            {...describe('meeting-zoom-link', err('zoomLink'))}
          />
        </Field>
      ) : (
        <div className="hidden sm:block" />
      )}
      {withTexts && (
        <>
          <Field id="meeting-agenda" label="Agenda" error={err('agenda')} className="sm:col-span-2">
            <Controller
              control={control}
              name="agenda"
              render={({ field }) => (
                <RichTextEditor
                  id="meeting-agenda"
                  label="Agenda"
                  toolbarLabel="Text formatting"
                  compact
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={!!err('agenda')}
                  describedBy={err('agenda') ? 'meeting-agenda-error' : undefined}
                  placeholder="What would you like to discuss?"
                />
              )}
            />
          </Field>
          <Field id="meeting-notes" label="Notes" error={err('notes')} className="sm:col-span-2">
            <Controller
              control={control}
              name="notes"
              render={({ field }) => (
                <RichTextEditor
                  id="meeting-notes"
                  label="Notes"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={!!err('notes')}
                  describedBy={err('notes') ? 'meeting-notes-error' : undefined}
                  placeholder="Meeting notes (bold, italic, underline and lists are kept)"
                />
              )}
            />
          </Field>
        </>
      )}
      <Field
        id="meeting-action-items"
        label="Action items"
        hint="One action item per line."
        error={err('actionItems')}
        className="sm:col-span-2"
      >
        <Textarea
          id="meeting-action-items"
          rows={6}
          {...register('actionItems')}
          {...describe('meeting-action-items', err('actionItems'), true)}
        />
      </Field>
      <Field id="meeting-status" label="Status" error={err('status')}>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="meeting-status" {...describe('meeting-status', err('status'))}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MEETING_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {statusLabel(s)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
    </div>
  );
}
