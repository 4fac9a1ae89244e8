/**
 * Who may read what on the directories and the manager profile (spec 2.18, 6; docs/product-rules.md;
 * promise 1). Decided here:
 * - Both directories and the profile's details (the person and the names of their direct
 *   reports) are open to everyone signed in, within their own organisation: it is a directory.
 * - The meeting figures of a profile (each report's last and next 1:1, and the manager's
 *   cadence) are readable only by the manager themselves, the people above them in their
 *   reporting chain, and Senior Managers of the organisation; these are exactly the people whose
 *   meeting visibility (meetings.policy) already covers those meetings.
 */
import { isSeniorManager } from '@/shared/permissions';

/**
 * True when `actor` may see the meeting figures of the profile of `managerId`.
 * @param chainAboveManager ids of the people above the manager (their manager chain).
 */
export function canSeeProfileMeetings(
  actor: { id: number; role: string },
  managerId: number,
  chainAboveManager: readonly number[],
): boolean {
  return (
    actor.id === managerId || isSeniorManager(actor.role) || chainAboveManager.includes(actor.id)
  );
}
