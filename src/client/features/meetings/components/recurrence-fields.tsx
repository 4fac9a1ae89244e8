/**
 * Repeats and Ends of the meeting form when scheduling (docs/decisions/0011-series.md):
 * Repeats — Does not repeat · Weekly · Every 2 weeks · Every 4 weeks · Monthly (the start
 * date's weekday position); Ends — Never · On a date · After N times. Below them, the series in
 * words from the shared rules ("Every 2 weeks on Tuesday"). The form turns the choice into an
 * RRULE (`withRecurrence`); the shared schema checks it.
 */
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  ENDS_OPTIONS,
  MAX_OCCURRENCES,
  REPEATS_OPTIONS,
  describeRule,
  parseSeriesRule,
  ruleFromChoice,
} from '@/shared/domain/recurrence';
import type { MeetingFormValues } from '@/shared/schemas/meeting';
import { Input } from '@/client/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import { Field, describe } from './meeting-form-parts';
import type { MeetingFormState } from './meeting-form-values';

type Form = UseFormReturn<MeetingFormState, unknown, MeetingFormValues>;

/** The series in words for the current choice, or null when it does not repeat or is invalid. */
function summary(state: Pick<MeetingFormState, 'repeats' | 'ends' | 'until' | 'count' | 'date'>) {
  if (!state.date) return null;
  const rrule = ruleFromChoice(
    { repeats: state.repeats, ends: state.ends, until: state.until, count: Number(state.count) },
    state.date,
  );
  if (!rrule) return null;
  const parsed = parseSeriesRule(rrule, state.date);
  return parsed.ok ? describeRule(parsed.rrule) : null;
}

export function RecurrenceFields({ form }: { form: Form }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const [repeats, ends, until, count, date] = useWatch({
    control,
    name: ['repeats', 'ends', 'until', 'count', 'date'],
  });
  const err = (k: keyof MeetingFormState) => errors[k]?.message;
  const words = summary({ repeats, ends, until, count, date });

  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <Field id="meeting-repeats" label="Repeats" error={err('repeats')}>
        <Controller
          control={control}
          name="repeats"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="meeting-repeats" {...describe('meeting-repeats', err('repeats'))}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {REPEATS_OPTIONS.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      {repeats !== 'none' && (
        <fieldset className="grid min-w-0 content-start gap-2">
          <legend className="mb-2 text-sm font-medium leading-none text-slate-800">Ends</legend>
          <Controller
            control={control}
            name="ends"
            render={({ field }) => (
              <div className="flex min-h-10 flex-wrap items-center gap-x-5 gap-y-2">
                {ENDS_OPTIONS.map((o) => (
                  <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="radio"
                      name={field.name}
                      value={o.value}
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
      )}
      {repeats !== 'none' && ends === 'on' && (
        <Field id="meeting-until" label="Last date" required error={err('until')}>
          <Input
            id="meeting-until"
            type="date"
            min={date}
            aria-required="true"
            {...register('until')}
            {...describe('meeting-until', err('until'))}
          />
        </Field>
      )}
      {repeats !== 'none' && ends === 'after' && (
        <Field id="meeting-count" label="Number of 1:1s" required error={err('count')}>
          <Input
            id="meeting-count"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_OCCURRENCES}
            aria-required="true"
            {...register('count', { valueAsNumber: true })}
            {...describe('meeting-count', err('count'))}
          />
        </Field>
      )}
      {words && (
        <p className="text-sm text-slate-700 sm:col-span-2" aria-live="polite">
          <span className="font-medium">Series:</span> {words}
        </p>
      )}
    </div>
  );
}
