/**
 * Talking points of a 1:1 on its page (docs/decisions/0013-shared-1on1.md). Lists each point with
 * its author, "from <date>" when carried over from an earlier 1:1 (dd/MM/yyyy, spec 9) and a
 * "Discussed" checkbox. The two participants add points (1–500 characters; the server's field
 * message shows under the input), tick them (also after completion) and edit or delete their own;
 * the 1:1's manager moves points up and down. Anyone else who may read the 1:1 (a Senior Manager,
 * the line above) sees the list read-only. The list refetches on focus and every 10 s.
 */
import { useId, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { formatDisplayDate } from '@/shared/domain/dates';
import type { Meeting } from '@/shared/schemas/meeting';
import { TALKING_POINT_MAX, type TalkingPoint } from '@/shared/schemas/talking-point';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import {
  useAddTalkingPoint,
  useDeleteTalkingPoint,
  useTalkingPoints,
  useUpdateTalkingPoint,
} from '../api/talking-points';

type MeetingPeople = Pick<
  Meeting,
  'id' | 'managerId' | 'teamMemberId' | 'managerName' | 'teamMemberName' | 'status' | 'can'
>;

/** The server's message for `text` (400 fieldErrors), else the error's message. */
function textError(error: unknown): string {
  if (error instanceof ApiError) {
    const field = error.body?.fieldErrors?.text?.[0];
    if (field) return field;
  }
  return errorMessage(error, 'The talking point could not be saved');
}

/** Who wrote a point: the participant's name, or "Someone" (a former participant). */
function authorName(meeting: MeetingPeople, authorId: number): string {
  if (authorId === meeting.managerId) return meeting.managerName?.trim() || 'Manager';
  if (authorId === meeting.teamMemberId) return meeting.teamMemberName?.trim() || 'Team Member';
  return 'Someone';
}

function failed(error: unknown) {
  toast({
    title: 'Update failed',
    description: errorMessage(error, 'The talking point could not be updated.'),
    variant: 'destructive',
  });
}

export function TalkingPointsCard({
  meeting,
  viewerId,
}: {
  meeting: MeetingPeople;
  /** The signed-in user's id. */
  viewerId: number;
}) {
  const { data: points, isPending, isError } = useTalkingPoints(meeting.id);
  const add = useAddTalkingPoint(meeting.id);
  const update = useUpdateTalkingPoint(meeting.id);
  const remove = useDeleteTalkingPoint(meeting.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const inputId = useId();
  const participant = viewerId === meeting.managerId || viewerId === meeting.teamMemberId;
  const isManager = viewerId === meeting.managerId;
  const open = meeting.status !== 'completed';
  // The server's answer (decision 38): a participant, while the 1:1 is not completed.
  const canAdd = meeting.can.addTalkingPoints;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server checks the length (400 with its message on `text`).
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        setError(undefined);
      },
      onError: (e) => setError(textError(e)),
    });
  };

  const list = points ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Talking Points</CardTitle>
        {!participant && (
          <p className="text-sm text-slate-600">Only the two participants change talking points.</p>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <p className="text-slate-600">Loading talking points...</p>
        ) : isError ? (
          <p className="text-red-700">Talking points could not be loaded.</p>
        ) : list.length === 0 ? (
          <p className="text-slate-600">No talking points yet</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Talking points">
            {list.map((point, index) => (
              <TalkingPointRow
                key={point.id}
                point={point}
                author={authorName(meeting, point.authorId)}
                canTick={participant}
                canEdit={participant && open && point.authorId === viewerId}
                canMove={isManager && open}
                first={index === 0}
                last={index === list.length - 1}
                busy={update.isPending || remove.isPending}
                onTick={(discussed) =>
                  update.mutate({ pointId: point.id, values: { discussed } }, { onError: failed })
                }
                onMove={(position) =>
                  update.mutate({ pointId: point.id, values: { position } }, { onError: failed })
                }
                onSave={(value) =>
                  update.mutateAsync({ pointId: point.id, values: { text: value } })
                }
                onDelete={() => remove.mutate(point.id, { onError: failed })}
                index={index}
              />
            ))}
          </ul>
        )}
        {canAdd && (
          <form noValidate onSubmit={submit} className="grid gap-2" aria-label="Add talking point">
            <Label htmlFor={inputId}>New talking point</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={inputId}
                value={text}
                maxLength={TALKING_POINT_MAX + 100}
                onChange={(e) => setText(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                placeholder="What would you like to talk about?"
              />
              <Button type="submit" disabled={add.isPending} className="sm:w-auto">
                {add.isPending ? 'Adding...' : 'Add talking point'}
              </Button>
            </div>
            <FieldError id={`${inputId}-error`} message={error} />
          </form>
        )}
      </CardContent>
    </Card>
  );
}

function TalkingPointRow({
  point,
  author,
  canTick,
  canEdit,
  canMove,
  first,
  last,
  busy,
  index,
  onTick,
  onMove,
  onSave,
  onDelete,
}: {
  point: TalkingPoint;
  author: string;
  canTick: boolean;
  canEdit: boolean;
  canMove: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  index: number;
  onTick: (discussed: boolean) => void;
  onMove: (position: number) => void;
  onSave: (text: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(point.text);
  const [error, setError] = useState<string>();
  const checkboxId = useId();
  const editId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft).then(
      () => {
        setEditing(false);
        setError(undefined);
      },
      (e: unknown) => setError(textError(e)),
    );
  };

  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
          checked={point.discussed}
          disabled={!canTick || busy}
          onChange={(e) => onTick(e.target.checked)}
          aria-label={`Discussed: ${point.text}`}
        />
        <div className="min-w-0 flex-1">
          {editing ? (
            <form noValidate onSubmit={save} className="grid gap-2">
              <Label htmlFor={editId} className="sr-only">
                Edit talking point
              </Label>
              <Input
                id={editId}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${editId}-error` : undefined}
              />
              <FieldError id={`${editId}-error`} message={error} />
              <div className="flex gap-2">
                <Button type="submit" size="sm">
                  Save
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setEditing(false);
                    setDraft(point.text);
                    setError(undefined);
                  }}
                >
                  Cancel
                </Button>
              </div>
            </form>
          ) : (
            <p
              className={
                point.discussed
                  ? 'wrap-anywhere text-slate-600 line-through'
                  : 'wrap-anywhere text-slate-900'
              }
            >
              {point.text}
            </p>
          )}
          <p className="mt-0.5 text-xs text-slate-600">
            {author}
            {point.carriedFromDate && <> · from {formatDisplayDate(point.carriedFromDate)}</>}
            {point.discussed && <> · Discussed</>}
          </p>
        </div>
      </div>
      {!editing && (canEdit || canMove) && (
        <div className="flex shrink-0 gap-1 pl-7 sm:pl-0">
          {canMove && (
            <>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="h-8 w-8"
                aria-label={`Move up: ${point.text}`}
                disabled={first || busy}
                onClick={() => onMove(index - 1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="h-8 w-8"
                aria-label={`Move down: ${point.text}`}
                disabled={last || busy}
                onClick={() => onMove(index + 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </>
          )}
          {canEdit && (
            <>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="h-8 w-8"
                aria-label={`Edit: ${point.text}`}
                onClick={() => {
                  setDraft(point.text);
                  setEditing(true);
                }}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="h-8 w-8 text-red-700 hover:bg-red-50"
                aria-label={`Delete: ${point.text}`}
                disabled={busy}
                onClick={onDelete}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
