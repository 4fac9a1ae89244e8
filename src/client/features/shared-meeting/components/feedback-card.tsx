/**
 * "Was this 1:1 useful?" on a completed 1:1's page (docs/decisions/0013-shared-1on1.md): each
 * participant rates it 1–5 (a radio group) with an optional comment (up to 2000 characters) and
 * saves through PUT /api/meetings/{id}/feedback. Shows the caller's own rating only; the other
 * participant's is never sent to them.
 */
import { useId, useState, type FormEvent } from 'react';
import type { OwnFeedback } from '@/shared/schemas/feedback';
import { Star } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { FieldError, Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { cn } from '@/client/lib/utils';
import { useOwnFeedback, useSaveFeedback } from '../api/feedback';

const RATINGS = [1, 2, 3, 4, 5] as const;
const RATING_WORDS: Record<number, string> = {
  1: 'Not useful',
  2: 'Slightly useful',
  3: 'Useful',
  4: 'Very useful',
  5: 'Extremely useful',
};

export function FeedbackCard({ meetingId }: { meetingId: number }) {
  const { data: own, isPending } = useOwnFeedback(meetingId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Was this 1:1 useful?</CardTitle>
        <p className="text-sm text-slate-600">
          Only you see your rating. Trends show only averages of several team members&apos; ratings,
          by closed month: you can change your rating until the end of the month you gave it.
        </p>
      </CardHeader>
      <CardContent>
        {isPending || !own ? (
          <p className="text-slate-600">Loading...</p>
        ) : (
          <FeedbackForm meetingId={meetingId} own={own} />
        )}
      </CardContent>
    </Card>
  );
}

function FeedbackForm({ meetingId, own }: { meetingId: number; own: OwnFeedback }) {
  const save = useSaveFeedback(meetingId);
  const [rating, setRating] = useState<number | null>(own.rating);
  const [comment, setComment] = useState(own.comment ?? '');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [saved, setSaved] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (rating === null) {
      setErrors({ rating: 'Choose a rating from 1 to 5' });
      return;
    }
    save.mutate(
      { rating, comment },
      {
        onSuccess: () => {
          setErrors({});
          setSaved(true);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.body?.fieldErrors : undefined;
          setErrors({
            rating: fields?.rating?.[0],
            comment: fields?.comment?.[0],
            form: fields ? undefined : errorMessage(error, 'Your rating could not be saved'),
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Rate this 1:1">
      <fieldset
        aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
        className="grid gap-2"
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">Your rating</legend>
        <div role="radiogroup" aria-label="Rating from 1 to 5" className="flex flex-wrap gap-2">
          {RATINGS.map((value) => (
            <label
              key={value}
              className={cn(
                'inline-flex cursor-pointer items-center gap-1 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                rating !== null && value <= rating
                  ? 'border-amber-500 bg-amber-50 text-amber-900'
                  : 'border-slate-300 bg-white text-slate-800',
              )}
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
                aria-label={`${value} of 5: ${RATING_WORDS[value]}`}
              />
              <Star
                aria-hidden="true"
                className={cn('h-4 w-4', rating !== null && value <= rating && 'fill-current')}
              />
              {value}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-rating-error`} message={errors.rating} />
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-comment`}>Comment (optional)</Label>
        <Textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={2000}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${id}-comment-error` : undefined}
        />
        <FieldError id={`${id}-comment-error`} message={errors.comment} />
      </div>
      {errors.form && <FieldError id={`${id}-form-error`} message={errors.form} />}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : own.rating ? 'Update rating' : 'Save rating'}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-slate-600">
          {saved ? 'Thank you, your rating is saved' : ''}
        </p>
      </div>
    </form>
  );
}
