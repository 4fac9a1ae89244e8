/**
 * Meeting Details, /meeting/:id (spec 2.17): heading, date and time, back, Export (plain-text
 * download) and Edit (managing roles only; opens the meeting form), summary, agenda, notes and
 * action items, and the series block (the series, the next occurrence, the pair's past 1:1s).
 * The meeting's team member and manager get the action-item status controls and change each
 * item's owner and due date (decision 32); others see them.
 * The shared 1:1 (decision 13): talking points, the pair's open action items of earlier 1:1s,
 * the viewer's private notes (participants only) and, once completed, "Was this 1:1 useful?".
 */
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Meeting } from '@/shared/schemas/meeting';
import type { User } from '@/shared/schemas/user';
import { canManagePeople } from '@/shared/permissions';
import { PageShell } from '@/client/components/layout/page-shell';
import { useMeeting } from '@/client/features/meetings';
import { MeetingDetailsHeader } from '@/client/features/meetings';
import { MeetingDetailsSummary } from '@/client/features/meetings';
import { MeetingSeriesBlock } from '@/client/features/meetings';
import { MeetingDetailsSections } from '@/client/features/meetings';
import { MeetingDetailsError, MeetingDetailsLoading } from '@/client/features/meetings';
import { MeetingFormDialog } from '@/client/features/meetings';
import {
  buildMeetingExportText,
  loadRichTextToPlain,
  meetingExportFileName,
} from '@/client/features/meetings';
import { downloadTextFile } from '@/client/features/meetings';
import { ActionItemOwnerDue, ActionItemStatusControl } from '@/client/features/action-items';
import { ActionItemStatusBadge } from '@/client/features/action-items';
import { actionItemState } from '@/client/features/action-items';
import { useUser } from '@/client/features/auth';
import {
  FeedbackCard,
  OpenActionItemsCard,
  PrivateNotesCard,
  TalkingPointsCard,
} from '@/client/features/shared-meeting';

/** The other participant: the manager when the viewer is the meeting's team member. */
function participantNameFor(meeting: Meeting, viewer: User): string {
  if (viewer.id === meeting.teamMemberId) return meeting.managerName?.trim() || 'Manager';
  return meeting.teamMemberName?.trim() || 'Team Member';
}

export function MeetingDetailsRoute() {
  const user = useUser();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(params.id);
  const { data: meeting, isPending, isError } = useMeeting(id);
  const [editing, setEditing] = useState(false);
  const invalidId = !Number.isInteger(id) || id <= 0;

  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/');
  };

  let content: React.ReactNode;
  if (invalidId || isError) {
    content = <MeetingDetailsError onBack={() => void navigate('/')} />;
  } else if (isPending || !meeting) {
    content = <MeetingDetailsLoading />;
  } else {
    const participant = participantNameFor(meeting, user);
    const mayChangeItems = user.id === meeting.teamMemberId || user.id === meeting.managerId;
    content = (
      <div className="grid gap-6">
        <MeetingDetailsHeader
          meeting={meeting}
          participantName={participant}
          canEdit={canManagePeople(user.role)}
          onBack={goBack}
          onExport={() =>
            void loadRichTextToPlain().then((toText) =>
              downloadTextFile(
                meetingExportFileName(participant, meeting.date),
                buildMeetingExportText(meeting, participant, toText),
              ),
            )
          }
          onEdit={() => setEditing(true)}
        />
        <MeetingDetailsSummary meeting={meeting} />
        <MeetingSeriesBlock meeting={meeting} />
        <TalkingPointsCard key={meeting.id} meeting={meeting} viewerId={user.id} />
        <OpenActionItemsCard items={meeting.openActionItems ?? []} canChange={mayChangeItems} />
        <MeetingDetailsSections
          meeting={meeting}
          renderItem={(index) => (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <div className="grid min-w-0 gap-1">
                <span className="break-words text-slate-800">{meeting.actionItems[index]}</span>
                <ActionItemOwnerDue meeting={meeting} index={index} editable={mayChangeItems} />
              </div>
              {mayChangeItems ? (
                <ActionItemStatusControl meeting={meeting} index={index} />
              ) : (
                <ActionItemStatusBadge state={actionItemState(meeting, index)} />
              )}
            </div>
          )}
        />
        {mayChangeItems && <PrivateNotesCard key={meeting.id} meetingId={meeting.id} />}
        {mayChangeItems && meeting.status === 'completed' && (
          <FeedbackCard key={meeting.id} meetingId={meeting.id} />
        )}
        {canManagePeople(user.role) && (
          <MeetingFormDialog open={editing} onOpenChange={setEditing} meeting={meeting} />
        )}
      </div>
    );
  }

  return (
    <PageShell user={user} title="Meeting Details">
      {content}
    </PageShell>
  );
}
