/**
 * Notification preferences of one person (GET|PUT /api/me/notification-preferences; the
 * profile's Notifications section; docs/decisions/0019-reminders-digests.md). The whole object
 * is read and written at once; a person who never saved any has `DEFAULT_NOTIFICATION_PREFERENCES`.
 */
import { z } from 'zod';

/** The e-mail kinds a person turns on or off one by one (and unsubscribes from by link). */
export const EMAIL_KINDS = [
  'meetingChanges',
  'reminder',
  'recap',
  'digest',
  'stuck',
  'talkingPoints',
  'actionItemDue',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The setting `recapSharedNotes` in words (profile settings). */
export const RECAP_SHARED_NOTES_LABEL = 'Include the shared notes in recaps';

/** What each e-mail kind is about, in words (profile settings, mail footers, unsubscribe page). */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  meetingChanges: '1:1 scheduled, changed or cancelled',
  reminder: 'Reminders before a 1:1',
  recap: 'Recaps after a 1:1',
  digest: 'Weekly digest',
  stuck: 'Action items of my team marked stuck',
  talkingPoints: 'Talking points added by the other participant',
  actionItemDue: 'Action items I owe on the day they are due',
};

/** How long before a 1:1 its reminder is sent: off, 1 hour, 1 day (default), 2 days. */
export const REMINDER_LEAD_TIMES = ['off', '1h', '1d', '2d'] as const;
export type ReminderLeadTime = (typeof REMINDER_LEAD_TIMES)[number];

/** Minutes before the 1:1's start for each lead time (null: no reminder). */
export const REMINDER_LEAD_MINUTES: Record<ReminderLeadTime, number | null> = {
  off: null,
  '1h': 60,
  '1d': 24 * 60,
  '2d': 2 * 24 * 60,
};

/** Days of the weekly digest (09:00 in the person's own zone); null: no digest. */
export const DIGEST_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type DigestDay = (typeof DIGEST_DAYS)[number];

const flag = (label: string) => z.boolean({ message: `${label} must be true or false` });

export const notificationPreferencesSchema = z
  .object({
    email: z
      .object(
        {
          meetingChanges: flag('email.meetingChanges'),
          reminder: flag('email.reminder'),
          recap: flag('email.recap'),
          digest: flag('email.digest'),
          stuck: flag('email.stuck'),
          talkingPoints: flag('email.talkingPoints'),
          /** Decision 32; absent from an older client: the stored setting stays. */
          actionItemDue: flag('email.actionItemDue').optional(),
        },
        { message: 'email must be an object of seven true/false settings' },
      )
      .strict(),
    /**
     * Whether this person's recaps carry the 1:1's shared notes (decision 31: to the two
     * participants only, never private notes). Off: the recap has its action items and next
     * 1:1, and says the notes are in Cadence. Default on; absent on a PUT, the stored setting stays.
     */
    recapSharedNotes: flag('recapSharedNotes').optional(),
    reminderLeadTime: z.enum(REMINDER_LEAD_TIMES, {
      message: 'Reminder lead time must be off, 1h, 1d or 2d',
    }),
    digestDay: z
      .enum(DIGEST_DAYS, {
        message: 'Digest day must be a day of the week (monday … sunday) or null',
      })
      .nullable(),
  })
  .strict()
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: {
    meetingChanges: true,
    reminder: true,
    recap: true,
    digest: true,
    stuck: true,
    talkingPoints: true,
    actionItemDue: true,
  },
  recapSharedNotes: true,
  reminderLeadTime: '1d',
  digestDay: 'monday',
};

/** What an unsubscribe link turns off (GET and POST /api/unsubscribe/{token}). */
export const unsubscribeInfoSchema = z
  .object({
    kind: z.enum(EMAIL_KINDS),
    /** `EMAIL_KIND_LABELS[kind]`. */
    label: z.string(),
    /** Whether e-mail of that kind is on now (after a POST: false). */
    enabled: z.boolean(),
  })
  .meta({ id: 'UnsubscribeInfo' });
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;

/** The one-click POST body (RFC 8058 section 3.1); absent or `{}` from the page is fine too. */
export const unsubscribeInputSchema = z.object({
  'List-Unsubscribe': z
    .literal('One-Click', { message: 'List-Unsubscribe must be One-Click' })
    .optional(),
});
