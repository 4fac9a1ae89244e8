/**
 * The profile's "Notifications" section (decision 19): e-mail on or off for each kind, whether
 * recaps carry the shared notes (decision 31), the reminder lead time (Off, 1 hour, 1 day, 2 days) and the weekly digest's day (or Off), saved
 * together with PUT /api/me/notification-preferences. A refused value shows the server's message
 * next to its field. The in-app bell is not affected: it always shows every notification.
 */
import { useState } from 'react';
import {
  DIGEST_DAYS,
  EMAIL_KINDS,
  EMAIL_KIND_LABELS,
  RECAP_SHARED_NOTES_LABEL,
  REMINDER_LEAD_TIMES,
  type NotificationPreferences,
  type ReminderLeadTime,
} from '@/shared/schemas/notification-preferences';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { FieldError, Label } from '@/client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/preferences';

const LEAD_TIME_LABELS: Record<ReminderLeadTime, string> = {
  off: 'Off',
  '1h': '1 hour before',
  '1d': '1 day before',
  '2d': '2 days before',
};
const OFF = 'off';
const capitalise = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

export function NotificationPreferencesSection() {
  const { data, isPending, isError, error } = useNotificationPreferences();
  return (
    <section id="notifications" aria-labelledby="notifications-heading" className="grid gap-4">
      <h2 id="notifications-heading" className="text-lg font-semibold">
        Notifications
      </h2>
      <Card>
        <CardHeader>
          <CardDescription>
            Choose which e-mails Cadence sends you. The bell in the header always lists every
            notification. Every e-mail also has a link to turn its kind off.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {isPending && <Skeleton className="h-48 w-full" />}
          {isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(error, 'Failed to load your notification settings')}
            </p>
          )}
          {/* Keyed by what is saved, so the form starts again from each saved version. */}
          {data && <PreferencesForm key={JSON.stringify(data)} saved={data} />}
        </CardContent>
      </Card>
    </section>
  );
}

/** The form of the section, starting from `saved`. */
function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences>(saved);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    save.mutate(draft, {
      onSuccess: () => toast({ title: 'Notification settings saved' }),
      onError: (err) => {
        const fields = err instanceof ApiError ? (err.body?.fieldErrors ?? {}) : {};
        setFieldErrors(fields);
        if (Object.keys(fields).length === 0)
          toast({
            variant: 'destructive',
            title: 'Error',
            description: errorMessage(err, 'Failed to save your notification settings'),
          });
      },
    });
  };
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">E-mail me about</legend>
        {EMAIL_KINDS.map((kind) => (
          <div key={kind} className="flex items-center gap-3">
            <input
              id={`email-${kind}`}
              type="checkbox"
              className="h-4 w-4 shrink-0 accent-brand-600"
              checked={draft.email[kind]}
              onChange={(e) =>
                setDraft({ ...draft, email: { ...draft.email, [kind]: e.target.checked } })
              }
            />
            <Label htmlFor={`email-${kind}`} className="font-normal">
              {EMAIL_KIND_LABELS[kind]}
            </Label>
          </div>
        ))}
        <FieldError id="email-error" message={fieldErrors.email?.[0]} />
        <div className="ml-7 grid gap-1">
          <div className="flex items-center gap-3">
            <input
              id="recap-shared-notes"
              type="checkbox"
              className="h-4 w-4 shrink-0 accent-brand-600"
              checked={draft.recapSharedNotes}
              disabled={!draft.email.recap}
              aria-describedby="recap-shared-notes-help"
              onChange={(e) => setDraft({ ...draft, recapSharedNotes: e.target.checked })}
            />
            <Label htmlFor="recap-shared-notes" className="font-normal">
              {RECAP_SHARED_NOTES_LABEL}
            </Label>
          </div>
          <p id="recap-shared-notes-help" className="text-sm text-slate-600">
            A recap goes only to you and the other participant. Private notes are never e-mailed.
          </p>
          <FieldError id="recap-shared-notes-error" message={fieldErrors.recapSharedNotes?.[0]} />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid min-w-0 content-start gap-1.5">
          <Label htmlFor="reminder-lead-time">Reminder before each 1:1</Label>
          <Select
            value={draft.reminderLeadTime}
            onValueChange={(v) => setDraft({ ...draft, reminderLeadTime: v as ReminderLeadTime })}
          >
            <SelectTrigger
              id="reminder-lead-time"
              aria-invalid={Boolean(fieldErrors.reminderLeadTime)}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REMINDER_LEAD_TIMES.map((t) => (
                <SelectItem key={t} value={t}>
                  {LEAD_TIME_LABELS[t]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError id="lead-error" message={fieldErrors.reminderLeadTime?.[0]} />
        </div>
        <div className="grid min-w-0 content-start gap-1.5">
          <Label htmlFor="digest-day">Weekly digest (09:00 in your time zone)</Label>
          <Select
            value={draft.digestDay ?? OFF}
            onValueChange={(v) =>
              setDraft({
                ...draft,
                digestDay: v === OFF ? null : (v as NotificationPreferences['digestDay']),
              })
            }
          >
            <SelectTrigger id="digest-day" aria-invalid={Boolean(fieldErrors.digestDay)}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DIGEST_DAYS.map((d) => (
                <SelectItem key={d} value={d}>
                  {capitalise(d)}
                </SelectItem>
              ))}
              <SelectItem value={OFF}>Off</SelectItem>
            </SelectContent>
          </Select>
          <FieldError id="digest-error" message={fieldErrors.digestDay?.[0]} />
        </div>
      </div>
      <div>
        <Button type="submit" disabled={!changed || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save notification settings'}
        </Button>
      </div>
    </form>
  );
}
