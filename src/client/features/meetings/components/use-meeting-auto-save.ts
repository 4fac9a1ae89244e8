/**
 * Saving an existing meeting from the form (spec 2.7 "Editing", spec 9 "Auto-save").
 * Every save PATCHes /api/meetings/{id} with the form's values and the `version` last read;
 * saves run one after another and each response's `version` is kept, so only someone else's
 * change answers 409. Auto-save: 2000 ms (AUTO_SAVE_DEBOUNCE_MS) after the last change, when
 * participant, date and start time have values and the values pass the form's rules; a failure
 * silently ends the indicator. Unsaved changes are flushed when the form unmounts. On an
 * occurrence of a series every save carries the chosen `scope` (this 1:1 / this and following).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { AUTO_SAVE_DEBOUNCE_MS } from '@/shared/domain/constants';
import type { EditScope, Meeting, MeetingFormValues } from '@/shared/schemas/meeting';
import { useUpdateMeeting } from '@/client/features/meetings/api/meetings';
import { parseForSave, type MeetingFormState } from './meeting-form-values';

export type AutoSaveIndicator = 'idle' | 'saving' | 'saved';

export function useMeetingAutoSave({
  form,
  meeting,
  today,
  scope,
}: {
  form: UseFormReturn<MeetingFormState, unknown, MeetingFormValues>;
  /** The meeting being edited; null when creating (nothing is saved). */
  meeting: Meeting | null;
  /** `yyyy-MM-dd` in the user's timezone. */
  today: string;
  /** On an occurrence of a series: this 1:1 only, or this and the following ones. */
  scope?: EditScope;
}) {
  const scopeRef = useRef(scope);
  useEffect(() => {
    scopeRef.current = scope;
  }, [scope]);
  const { mutateAsync } = useUpdateMeeting();
  const [indicator, setIndicator] = useState<AutoSaveIndicator>('idle');
  const versionRef = useRef(meeting?.version ?? 0);
  const chainRef = useRef<Promise<unknown>>(Promise.resolve());
  const lastSavedRef = useRef(JSON.stringify(form.getValues()));
  const meetingId = meeting?.id ?? 0;
  const originalDate = meeting?.date;

  /** PATCHes `values` after any save in flight; resolves with the updated meeting. */
  const save = useCallback(
    (values: MeetingFormValues, snapshot: string): Promise<Meeting> => {
      const run = async () => {
        const updated = await mutateAsync({
          id: meetingId,
          values: {
            ...values,
            version: versionRef.current,
            ...(scopeRef.current ? { scope: scopeRef.current } : {}),
          },
        });
        versionRef.current = updated.version;
        lastSavedRef.current = snapshot;
        return updated;
      };
      const result = chainRef.current.then(run, run);
      chainRef.current = result.catch(() => undefined);
      return result;
    },
    [mutateAsync, meetingId],
  );

  const autoSave = useCallback(
    (silent: boolean) => {
      const state = form.getValues();
      const snapshot = JSON.stringify(state);
      if (snapshot === lastSavedRef.current) return;
      if (!state.teamMemberId || !state.date || !state.startTime) return;
      const values = parseForSave(state, today, originalDate);
      if (!values) return;
      if (!silent) setIndicator('saving');
      save(values, snapshot).then(
        () => {
          if (!silent) setIndicator('saved');
        },
        () => {
          if (!silent) setIndicator('idle');
        },
      );
    },
    [form, save, today, originalDate],
  );

  const watched = useWatch({ control: form.control });
  const serialized = JSON.stringify(watched);
  useEffect(() => {
    if (!meetingId) return;
    const timer = setTimeout(() => autoSave(false), AUTO_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [serialized, meetingId, autoSave]);

  // Flush unsaved changes when the form closes.
  const autoSaveRef = useRef(autoSave);
  useEffect(() => {
    autoSaveRef.current = autoSave;
  }, [autoSave]);
  useEffect(() => {
    const ref = autoSaveRef;
    return () => {
      if (meetingId) ref.current(true);
    };
  }, [meetingId]);

  /** Manual "Save Changes": PATCH now, with the indicator left alone. */
  const saveNow = useCallback(
    (values: MeetingFormValues) => save(values, JSON.stringify(form.getValues())),
    [save, form],
  );

  return { indicator, saveNow };
}
