/**
 * "Private notes" of a 1:1 (promise 17; docs/decisions/0013-shared-1on1.md): the signed-in
 * participant's own rich-text note, saved 2000 ms (AUTO_SAVE_DEBOUNCE_MS, spec 9) after the last
 * change through PUT /api/meetings/{id}/private-note, with a "Saving..." / "Saved" indicator and
 * a flush when the page closes. The server answers 404 to anyone but a participant; then nothing
 * is shown. Saving a private note never sends mail.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Lock } from 'lucide-react';
import { AUTO_SAVE_DEBOUNCE_MS } from '@/shared/domain/constants';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { RichTextEditor } from '@/client/features/meetings';
import { usePrivateNote, useSavePrivateNote } from '../api/private-note';

type Indicator = 'idle' | 'saving' | 'saved' | 'failed';

export function PrivateNotesCard({ meetingId }: { meetingId: number }) {
  const { data: note, isPending } = usePrivateNote(meetingId);
  if (isPending || note === undefined || note === null) return null;
  return <PrivateNotesEditor meetingId={meetingId} initial={note.html ?? ''} />;
}

function PrivateNotesEditor({ meetingId, initial }: { meetingId: number; initial: string }) {
  const { mutateAsync } = useSavePrivateNote(meetingId);
  const [value, setValue] = useState(initial);
  const [indicator, setIndicator] = useState<Indicator>('idle');
  const savedRef = useRef(initial);
  const latestRef = useRef(initial);
  const chainRef = useRef<Promise<unknown>>(Promise.resolve());
  const id = useId();

  /** PUTs `html` after any save in flight (saves never overtake one another). */
  const save = useCallback(
    (html: string, silent: boolean) => {
      if (html === savedRef.current) return;
      if (!silent) setIndicator('saving');
      const run = async () => {
        await mutateAsync(html);
        savedRef.current = html;
      };
      const result = chainRef.current.then(run, run);
      chainRef.current = result.catch(() => undefined);
      result.then(
        () => {
          if (!silent && latestRef.current === html) setIndicator('saved');
        },
        () => {
          if (!silent) setIndicator('failed');
        },
      );
    },
    [mutateAsync],
  );

  useEffect(() => {
    if (value === savedRef.current) return;
    const timer = setTimeout(() => save(value, false), AUTO_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, save]);

  // Flush an unsaved change when the page closes.
  useEffect(() => () => save(latestRef.current, true), [save]);

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardHeader>
          <div className="flex items-center justify-between gap-4">
            <CardTitle id={`${id}-title`}>
              <span className="inline-flex items-center gap-2">
                <Lock className="h-4 w-4" aria-hidden="true" />
                Private notes
              </span>
            </CardTitle>
            <p role="status" aria-live="polite" className="text-xs text-slate-600">
              {indicator === 'saving'
                ? 'Saving...'
                : indicator === 'saved'
                  ? 'Saved'
                  : indicator === 'failed'
                    ? 'Not saved, retrying on your next change'
                    : ''}
            </p>
          </div>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            Only you can see these notes. They are never shared, exported or sent by email.
          </p>
        </CardHeader>
        <CardContent>
          <RichTextEditor
            id={`${id}-editor`}
            label="Private notes"
            value={value}
            describedBy={`${id}-hint`}
            placeholder="Notes only you will see"
            onChange={(html) => {
              latestRef.current = html;
              setValue(html);
              // "Saved" would be untrue while a change waits for its save.
              if (html !== savedRef.current) setIndicator('idle');
            }}
          />
        </CardContent>
      </Card>
    </section>
  );
}
