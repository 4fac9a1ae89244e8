/**
 * Top of Meeting Details (spec 2.17): back button, "Meeting with <participant>", the date
 * (dd/MM/yyyy) and start time in the meeting's zone (and the viewer's: `MeetingTime`), and the Export and Edit buttons (Edit only when `canEdit`,
 * labelled `editLabel`: "Edit" for the organiser's form, "Edit details" for the participant's).
 */
import { ArrowLeft, CalendarDays, Clock, Download, Pencil } from 'lucide-react';
import type { Meeting } from '@/shared/schemas/meeting';
import { formatDisplayDate } from '@/shared/domain/dates';
import { Button } from '@/client/components/ui/button';
import { MeetingTime } from './meeting-time';

export function MeetingDetailsHeader({
  meeting,
  participantName,
  canEdit,
  editLabel = 'Edit',
  onBack,
  onExport,
  onEdit,
}: {
  meeting: Pick<Meeting, 'date' | 'startTime' | 'timezone'>;
  participantName: string;
  canEdit: boolean;
  editLabel?: string;
  onBack: () => void;
  onExport: () => void;
  onEdit: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" size="sm" className="-ml-3 text-brand-700" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            Meeting with {participantName}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">Date: </span>
              {formatDisplayDate(meeting.date)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">Start time: </span>
              <MeetingTime meeting={meeting} />
            </span>
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onExport}>
            <Download aria-hidden="true" />
            Export
          </Button>
          {canEdit && (
            <Button onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {editLabel}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
