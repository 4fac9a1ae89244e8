/**
 * One row of Enterprise Meeting Management (spec 2.5): the meetings feature's `MeetingCard`
 * with the title, date, time, duration, the team member's and the manager's names, a status
 * badge, and edit, cancel and view (→ /meeting/{id}) buttons, each named after the meeting for
 * screen readers.
 */
import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import type { Meeting } from '@/shared/schemas/meeting';
import { Button } from '@/client/components/ui/button';
import { MeetingCard, MeetingRowActions } from '@/client/features/meetings';
import { enterpriseMeetingTitle } from '../lib/enterprise-filters';

export function EnterpriseMeetingRow({
  meeting,
  onEdit,
  onCancel,
}: {
  meeting: Meeting;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const title = enterpriseMeetingTitle(meeting);
  return (
    <MeetingCard
      meeting={meeting}
      title={title}
      headingLevel={3}
      link="none"
      facts={['date', 'time', 'duration', 'teamMember', 'manager']}
      actionsBelowOnMobile
      actions={
        <MeetingRowActions title={title} onEdit={onEdit} onCancel={onCancel}>
          <Button asChild variant="ghost" size="icon" className="h-9 w-9">
            <Link
              to={`/meeting/${meeting.id}`}
              aria-label={`View meeting: ${title}`}
              title="View meeting"
            >
              <Eye aria-hidden="true" />
            </Link>
          </Button>
        </MeetingRowActions>
      }
    />
  );
}
