/**
 * Reading and writing a person's notification preferences (docs/decisions/0019-reminders-digests.md).
 * Stored as one `notification_preferences` row per person who saved them; no row: the defaults.
 * The scheduled jobs read the same columns in SQL (`LEFT JOIN … COALESCE(…, default)`).
 */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type EmailKind,
  type NotificationPreferences,
} from '@/shared/schemas/notification-preferences';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

type PreferencesRow = typeof notificationPreferences.$inferSelect;

/** The column of each e-mail kind. */
export const EMAIL_KIND_COLUMN = {
  meetingChanges: notificationPreferences.emailMeetingChanges,
  reminder: notificationPreferences.emailReminder,
  recap: notificationPreferences.emailRecap,
  digest: notificationPreferences.emailDigest,
  stuck: notificationPreferences.emailStuck,
  talkingPoints: notificationPreferences.emailTalkingPoints,
  actionItemDue: notificationPreferences.emailActionItemDue,
} as const satisfies Record<EmailKind, unknown>;

/** The API object of a stored row (null: the defaults). */
export function preferencesFromRow(
  row: PreferencesRow | null | undefined,
): NotificationPreferences {
  if (!row) return structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  return {
    email: {
      meetingChanges: row.emailMeetingChanges,
      reminder: row.emailReminder,
      recap: row.emailRecap,
      digest: row.emailDigest,
      stuck: row.emailStuck,
      talkingPoints: row.emailTalkingPoints,
      actionItemDue: row.emailActionItemDue,
    },
    recapSharedNotes: row.recapSharedNotes,
    reminderLeadTime: row.reminderLeadTime as NotificationPreferences['reminderLeadTime'],
    digestDay: (row.digestDay ?? null) as NotificationPreferences['digestDay'],
  };
}

/** The preferences of `userId` (the defaults when they never saved any). */
export async function loadPreferences(
  db: DbOrTx,
  userId: number,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return preferencesFromRow(row);
}

/**
 * Stores the whole `preferences` object of `userId` (validated by the caller with
 * `notificationPreferencesSchema`), replacing what was there. `now`: UTC instant of the change.
 */
export async function savePreferences(
  db: DbOrTx,
  userId: number,
  preferences: NotificationPreferences,
  now: Date,
): Promise<NotificationPreferences> {
  const values = {
    emailMeetingChanges: preferences.email.meetingChanges,
    emailReminder: preferences.email.reminder,
    emailRecap: preferences.email.recap,
    emailDigest: preferences.email.digest,
    emailStuck: preferences.email.stuck,
    emailTalkingPoints: preferences.email.talkingPoints,
    // Absent (an older client): the stored setting stays (default on).
    ...(preferences.email.actionItemDue !== undefined
      ? { emailActionItemDue: preferences.email.actionItemDue }
      : {}),
    // Absent (a client older than decision 31): the stored setting stays (default on).
    ...(preferences.recapSharedNotes !== undefined
      ? { recapSharedNotes: preferences.recapSharedNotes }
      : {}),
    reminderLeadTime: preferences.reminderLeadTime,
    digestDay: preferences.digestDay,
    updatedAt: now,
  };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .returning();
  return preferencesFromRow(row);
}

/**
 * Turns off e-mail of `kind` for `userId` only (the one-click unsubscribe, RFC 8058); the rest
 * of their preferences stay as they were.
 */
export async function turnOffEmail(
  db: DbOrTx,
  userId: number,
  kind: EmailKind,
  now: Date,
): Promise<void> {
  const current = await loadPreferences(db, userId);
  await savePreferences(
    db,
    userId,
    { ...current, email: { ...current.email, [kind]: false } },
    now,
  );
}

/**
 * Removes the stored preferences of `userId` (the erase step of decision 16: an erased person
 * keeps nothing of their own; the defaults apply to the account, which can no longer sign in).
 */
export async function erasePreferences(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}
