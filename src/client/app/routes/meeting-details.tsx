/**
 * Meeting Details, /meeting/:id (spec 2.17): heading, date and time, back, Export (plain-text
 * download) and Edit, summary, agenda, notes and action items, and the series block (the series,
 * the next occurrence, the pair's past 1:1s). Every control follows the meeting's `can`, the
 * server's answer (docs/decisions/0038-rights-from-the-server.md): Edit opens the organiser's
 * form with `can.edit`, else the participant's form with `can.editAsParticipant`; the
 * action-item controls, owner and due date with `can.changeItems` (decision 32).
 * The shared 1:1 (decision 13): talking points, the pair's open action items of earlier 1:1s,
 * the viewer's private notes (participants only) and, once completed, "Was this 1:1 useful?".
 *
 * The live 1:1 (docs/live.md): the page is the workspace. The agenda and the shared notes are
 * live editors in place with `can.writeNotes` (else read-only); the
 * status line says whether the person's typing is saved; "Who is here" lists the people with
 * the page open; a `changed` event refreshes the meeting, its talking points and the action
 * items; a refused change says so in a toast.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Meeting, MeetingDetail } from '@/shared/schemas/meeting';
import type { User } from '@/shared/schemas/user';
import { PageShell } from '@/client/components/layout/page-shell';
import { meetingQueries, useMeeting } from '@/client/features/meetings';
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
import {
  LiveMeetingTexts,
  LiveStatusLine,
  MEETINGS_KEY,
  useLiveMeeting,
  WhoIsHere,
  type LiveChange,
  type LiveMeeting,
  type LiveRefusal,
} from '@/client/features/meetings';
import { useUser } from '@/client/features/auth';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import {
  FeedbackCard,
  OpenActionItemsCard,
  PrivateNotesCard,
  privateNoteQueries,
  TALKING_POINTS_KEY,
  TalkingPointsCard,
} from '@/client/features/shared-meeting';
import { useSearchHighlight } from '@/client/features/search';

/** Why a refused live change was not saved, for the toast (docs/live.md "refused"). */
export function refusalMessage(reason: LiveRefusal): string {
  const undone = 'The change was undone; the notes show what is saved.';
  if (reason === 'read-only') return `You can read this 1:1 but not change it. ${undone}`;
  if (reason === 'too-large')
    return `It would make this 1:1's notes and agenda larger than the limit (1 MB; a long paste?). ${undone}`;
  if (reason === 'closed')
    return `This 1:1 is completed: its notes can no longer change. ${undone}`;
  return `The server did not accept it. ${undone}`;
}

/** The viewer's full name as "Who is here" shows it (the username without a name). */
function fullName(user: User): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.username;
}

/** The live connection of 1:1 `id`, its `changed` events refreshing the matching queries. */
function usePageLive(id: number, user: User): LiveMeeting {
  const queryClient = useQueryClient();
  const onChanged = useCallback(
    (what: LiveChange[]) => {
      if (what.includes('meeting') || what.includes('actionItems'))
        void queryClient.invalidateQueries({ queryKey: MEETINGS_KEY });
      if (what.includes('talkingPoints'))
        void queryClient.invalidateQueries({ queryKey: [...TALKING_POINTS_KEY, id] });
      if (what.includes('privateNote'))
        void queryClient.invalidateQueries({ queryKey: privateNoteQueries.own(id).queryKey });
    },
    [queryClient, id],
  );
  const onRefused = useCallback((reason: LiveRefusal) => {
    toast({
      title: 'Your change was not saved',
      description: refusalMessage(reason),
      variant: 'destructive',
    });
  }, []);
  return useLiveMeeting({
    meetingId: id,
    user: { id: user.id, name: fullName(user) },
    onChanged,
    onRefused,
  });
}

/** The other participant: the manager when the viewer is the meeting's team member. */
function participantNameFor(meeting: Meeting, viewer: User): string {
  if (viewer.id === meeting.teamMemberId) return meeting.managerName?.trim() || 'Manager';
  return meeting.teamMemberName?.trim() || 'Team Member';
}

/** The loaded meeting page: the live workspace and the shared 1:1's cards. */
function MeetingWorkspace({
  meeting,
  user,
  onBack,
}: {
  meeting: MeetingDetail;
  user: User;
  onBack: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const live = usePageLive(meeting.id, user);
  const participant = participantNameFor(meeting, user);
  const { can } = meeting;
  const mayChangeItems = can.changeItems;
  const canWrite = can.writeNotes;
  // One of the 1:1's two people: their own private note (404 to anyone else), not a right.
  const isOneOfTwo = user.id === meeting.teamMemberId || user.id === meeting.managerId;
  // Opened from a search result: its words highlighted, the first scrolled to (decision 33).
  const [searchParams] = useSearchParams();
  useSearchHighlight(searchParams.get('highlight'));
  return (
    <div className="grid gap-6">
      <MeetingDetailsHeader
        meeting={meeting}
        participantName={participant}
        canEdit={can.edit || can.editAsParticipant}
        editLabel={can.edit ? 'Edit' : 'Edit details'}
        onBack={onBack}
        onExport={() =>
          // The notes and agenda as the server holds them now (its copy of the live text, at
          // most 2 s behind), not as this page loaded them.
          void Promise.all([
            loadRichTextToPlain(),
            queryClient.fetchQuery({ ...meetingQueries.detail(meeting.id), staleTime: 0 }),
          ]).then(
            ([toText, fresh]) =>
              downloadTextFile(
                meetingExportFileName(participant, fresh.date),
                buildMeetingExportText(fresh, participant, toText),
              ),
            (error: unknown) =>
              toast({
                title: 'Export failed',
                description: errorMessage(error, 'The 1:1 could not be read'),
                variant: 'destructive',
              }),
          )
        }
        onEdit={() => setEditing(true)}
      />
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <WhoIsHere people={live.people} viewerId={user.id} />
        <LiveStatusLine live={live} canWrite={canWrite} className="self-start sm:self-auto" />
      </div>
      <MeetingDetailsSummary meeting={meeting} />
      <LiveMeetingTexts
        live={live}
        canWrite={canWrite}
        stored={{ agenda: meeting.agenda, notes: meeting.notes }}
      />
      <MeetingSeriesBlock meeting={meeting} />
      <TalkingPointsCard key={meeting.id} meeting={meeting} viewerId={user.id} />
      <OpenActionItemsCard items={meeting.openActionItems ?? []} canChange={mayChangeItems} />
      <MeetingDetailsSections
        meeting={meeting}
        renderItem={(index) => (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="grid min-w-0 gap-1">
              <span className="wrap-anywhere text-slate-800">{meeting.actionItems[index]}</span>
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
      {isOneOfTwo && <PrivateNotesCard key={meeting.id} meetingId={meeting.id} />}
      {can.rate && <FeedbackCard key={meeting.id} meetingId={meeting.id} />}
      {(can.edit || can.editAsParticipant) && (
        <MeetingFormDialog
          open={editing}
          onOpenChange={setEditing}
          meeting={meeting}
          rights={can.edit ? 'organiser' : 'participant'}
        />
      )}
    </div>
  );
}

export function MeetingDetailsRoute() {
  const user = useUser();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(params.id);
  const invalidId = !Number.isInteger(id) || id <= 0;
  const { data: meeting, isPending, isError } = useMeeting(id);

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
    content = <MeetingWorkspace key={meeting.id} meeting={meeting} user={user} onBack={goBack} />;
  }

  return (
    <PageShell user={user} title="Meeting Details">
      {content}
    </PageShell>
  );
}
