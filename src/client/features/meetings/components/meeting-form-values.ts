/**
 * Values of the meeting form (spec 2.7) and the rules the browser adds to the shared
 * `meetingFormSchema`: participant required, date not before today (spec 5 "Form constraints"),
 * Zoom link required when Zoom is Yes. Dates `yyyy-MM-dd`, start times `HH:mm`, duration minutes.
 */
import type { FieldPath, Resolver, UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_DURATION_MINUTES,
  DEFAULT_MEETING_STATUS,
  DEFAULT_START_TIME,
  type MeetingStatus,
} from '@/shared/domain/constants';
import { ruleFromChoice, type Ends, type Repeats } from '@/shared/domain/recurrence';
import { DEFAULT_TIMEZONE } from '@/shared/domain/timezones';
import { meetingFormSchema, type Meeting, type MeetingFormValues } from '@/shared/schemas/meeting';
import { ApiError } from '@/client/lib/api-client';
import { agendaHtml } from '@/shared/domain/rich-text';

/** What the inputs hold. `teamMemberId` 0 means no participant; `actionItems` is one item per line. */
export interface MeetingFormState {
  teamMemberId: number;
  title: string;
  date: string;
  startTime: string;
  duration: number;
  /** IANA zone the date and start time are in. */
  timezone: string;
  isZoomMeeting: boolean;
  zoomLink: string;
  agenda: string;
  notes: string;
  status: MeetingStatus;
  actionItems: string;
  /** Repeats / Ends of a new series (docs/decisions/0011-series.md); `none` for a one-off. */
  repeats: Repeats;
  ends: Ends;
  /** `yyyy-MM-dd`, for ends = on. */
  until: string;
  /** Occurrences, for ends = after. */
  count: number;
}

export const DATE_BEFORE_TODAY_MESSAGE = 'Date cannot be before today';
export const UNTIL_REQUIRED_MESSAGE = 'Choose the date the series ends';
export const COUNT_MESSAGE = 'Enter how many times the 1:1 takes place';
export const ZOOM_LINK_REQUIRED_MESSAGE = 'Zoom link is required when this is a Zoom meeting';

/**
 * Empty form for a new meeting on `date` (spec 9 defaults: 14:00, 30 minutes, scheduled) in
 * `timezone` (the scheduler's, product rule 6).
 */
export function emptyFormState(
  date: string,
  teamMemberId = 0,
  timezone: string = DEFAULT_TIMEZONE,
): MeetingFormState {
  return {
    teamMemberId,
    title: '',
    date,
    startTime: DEFAULT_START_TIME,
    duration: DEFAULT_DURATION_MINUTES,
    timezone,
    isZoomMeeting: false,
    zoomLink: '',
    agenda: '',
    notes: '',
    status: DEFAULT_MEETING_STATUS,
    actionItems: '',
    repeats: 'none',
    ends: 'never',
    until: '',
    count: 10,
  };
}

/** The form filled with an existing meeting. */
export function formStateFromMeeting(m: Meeting): MeetingFormState {
  return {
    teamMemberId: m.teamMemberId,
    title: m.title ?? '',
    date: m.date,
    startTime: m.startTime,
    duration: m.duration,
    timezone: m.timezone,
    isZoomMeeting: m.isZoomMeeting,
    zoomLink: m.zoomLink ?? '',
    // A plain-text agenda from before the editor opens with its line breaks (decision 14).
    agenda: agendaHtml(m.agenda),
    notes: m.notes ?? '',
    status: m.status,
    actionItems: m.actionItems.join('\n'),
    repeats: 'none',
    ends: 'never',
    until: '',
    count: 10,
  };
}

/**
 * The values sent for `state`: the inputs plus `recurrence` built from Repeats / Ends with the
 * shared rules (null for "Does not repeat"; the shared schema validates it against the date).
 */
export function withRecurrence(state: MeetingFormState) {
  const rrule = ruleFromChoice(
    { repeats: state.repeats, ends: state.ends, until: state.until, count: Number(state.count) },
    state.date,
  );
  return { ...state, recurrence: rrule ? { rrule } : null };
}

/** Browser-only rules; `originalDate` (editing) may stay in the past, a new choice may not. */
export function clientRuleErrors(
  v: MeetingFormState,
  today: string,
  originalDate?: string,
): Partial<Record<keyof MeetingFormState, string>> {
  const errors: Partial<Record<keyof MeetingFormState, string>> = {};
  if (v.date && v.date < today && v.date !== originalDate) errors.date = DATE_BEFORE_TODAY_MESSAGE;
  if (v.isZoomMeeting && !v.zoomLink.trim()) errors.zoomLink = ZOOM_LINK_REQUIRED_MESSAGE;
  if (v.repeats !== 'none' && v.ends === 'on' && !v.until) errors.until = UNTIL_REQUIRED_MESSAGE;
  const count = Number(v.count);
  if (v.repeats !== 'none' && v.ends === 'after' && !(Number.isInteger(count) && count >= 1)) {
    errors.count = COUNT_MESSAGE;
  }
  return errors;
}

/** The input a message about the series' rule belongs to: the end date, the count or Repeats. */
export function recurrenceField(v: MeetingFormState): 'until' | 'count' | 'repeats' {
  if (v.ends === 'on') return 'until';
  if (v.ends === 'after') return 'count';
  return 'repeats';
}

/**
 * `meetingFormSchema` as a react-hook-form resolver, plus `clientRuleErrors` (which the shared
 * schema's object-level refinement only reports once every field is valid).
 */
export function meetingFormResolver(
  today: string,
  originalDate?: string,
): Resolver<MeetingFormState, unknown, MeetingFormValues> {
  const base = zodResolver(meetingFormSchema) as unknown as Resolver<
    MeetingFormState,
    unknown,
    MeetingFormValues
  >;
  return async (values, context, options) => {
    const result = await base(withRecurrence(values), context, options);
    const ruleError = (result.errors as Record<string, { message?: string } | undefined>)
      .recurrence;
    if (ruleError) {
      const errors = { ...result.errors } as Record<string, unknown>;
      delete errors.recurrence;
      errors[recurrenceField(values)] = { type: 'validate', message: ruleError.message };
      return { values: {}, errors: errors as typeof result.errors };
    }
    const extra = clientRuleErrors(values, today, originalDate);
    const keys = Object.keys(extra) as (keyof MeetingFormState)[];
    if (keys.length === 0) return result;
    const errors = { ...result.errors };
    for (const k of keys) errors[k] ??= { type: 'client', message: extra[k] };
    return { values: {}, errors };
  };
}

/** Parses `values` for saving; null when a rule fails (auto-save then skips silently). */
export function parseForSave(
  values: MeetingFormState,
  today: string,
  originalDate?: string,
): MeetingFormValues | null {
  if (Object.keys(clientRuleErrors(values, today, originalDate)).length > 0) return null;
  const parsed = meetingFormSchema.safeParse({ ...values, recurrence: null });
  return parsed.success ? parsed.data : null;
}

const FIELDS: readonly (keyof MeetingFormState)[] = [
  'teamMemberId',
  'title',
  'date',
  'startTime',
  'duration',
  'timezone',
  'isZoomMeeting',
  'zoomLink',
  'agenda',
  'notes',
  'status',
  'actionItems',
  'repeats',
];

/**
 * Puts a 400's `fieldErrors` (keys like `date` or `meeting.date`) on the matching fields.
 * Returns true when at least one field got an error.
 */
export function applyServerFieldErrors(
  error: unknown,
  setError: UseFormSetError<MeetingFormState>,
): boolean {
  if (!(error instanceof ApiError) || !error.body?.fieldErrors) return false;
  let any = false;
  for (const [key, messages] of Object.entries(error.body.fieldErrors)) {
    const field = key.replace(/^meeting\./, '').split('.')[0];
    // A rule's message belongs to the Ends input (or Repeats) that made it.
    const name = (field === 'recurrence' ? 'repeats' : field) as keyof MeetingFormState;
    const message = messages[0];
    if (!FIELDS.includes(name) || !message) continue;
    setError(
      name as FieldPath<MeetingFormState>,
      { type: 'server', message },
      { shouldFocus: !any },
    );
    any = true;
  }
  return any;
}
