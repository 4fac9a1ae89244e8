/**
 * Who may read what on the directories and the manager profile (spec 2.18, 6; docs/product-rules.md;
 * promise 1). Decided here:
 * - Both directories and the profile's details (the person and the names of their direct
 *   reports) are open to everyone signed in, within their own organisation: it is a directory.
 * - The meeting figures of a profile (each report's last and next 1:1, and the manager's
 *   cadence) are readable only by the manager themselves, the people above them in their
 *   reporting chain, and Senior Managers of the organisation; these are exactly the people whose
 *   scope (src/server/access/scope.ts) already covers those meetings.
 */
import { isPersonInScope, type Scope } from '../../access/scope';

/**
 * True when the actor (of `scope`) may see the meeting figures of the profile of `managerId`:
 * the manager is one of the people of the actor's scope (themselves, someone of their reporting
 * line, or anyone for a Senior Manager), so those meetings are already visible to them.
 */
export function canSeeProfileMeetings(scope: Scope, managerId: number): boolean {
  return isPersonInScope(scope, managerId);
}
