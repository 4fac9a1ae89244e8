/**
 * Meeting e-mail (spec 2.7; issue 2 section 5). CONTRACT between the meetings module (caller)
 * and the mail module (implementation, to be filled in): queue the messages of one meeting
 * change into the outbox inside the caller's transaction.
 */
import type { EmailContent } from '@/shared/schemas/meeting';
import type { Tx } from '../../db/client';
import type { MeetingRow, UserRow } from '../../db/schema';

export interface MeetingMailInput {
  /** scheduled: both get their version; updated: the other participant; cancelled: both. */
  kind: 'scheduled' | 'updated' | 'cancelled';
  /** The meeting as it is after the change (before deletion for `cancelled`). */
  meeting: MeetingRow;
  /** Action item descriptions in order. */
  actionItems: string[];
  manager: UserRow;
  teamMember: UserRow;
  /** Who made the change; for `updated`, the other participant is notified. */
  actor: UserRow;
  /** The scheduler's reviewed texts (create only); sanitized before use. */
  emailContent?: EmailContent;
}

/** Writes the outbox rows for `input` using `tx`. Never throws for mail content reasons. */
export async function queueMeetingMail(
  tx: Tx,
  appUrl: string,
  input: MeetingMailInput,
): Promise<void> {
  void tx;
  void appUrl;
  void input;
}
