/**
 * Body of Meeting Details (spec 2.17): Agenda (sanitized rich HTML in `.rich-text`; decision 14), Notes (sanitized rich HTML in `.rich-text`, or
 * "No notes available") and Action Items. `renderItemControl(index)` draws the status control
 * of an item when the viewer may change it; otherwise `renderItemStatus(index)` shows it read-only.
 */
import type { ReactNode } from 'react';
import type { Meeting } from '@/shared/schemas/meeting';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { hasVisibleText } from '../utils/meeting-rows';
import { agendaRichHtml, sanitizeRichText } from './sanitize-rich-text';

export function MeetingDetailsSections({
  meeting,
  renderItem,
}: {
  meeting: Pick<Meeting, 'agenda' | 'notes' | 'actionItems'>;
  /** The line of action item `index` (text plus status, and controls when allowed). */
  renderItem: (index: number) => ReactNode;
}) {
  const notes = sanitizeRichText(meeting.notes);
  const agenda = agendaRichHtml(meeting.agenda);
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Agenda</CardTitle>
        </CardHeader>
        <CardContent>
          {hasVisibleText(agenda) ? (
            <div
              className="rich-text text-slate-800"
              dangerouslySetInnerHTML={{ __html: agenda }}
            />
          ) : (
            <p className="text-slate-600">No agenda</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Notes</CardTitle>
        </CardHeader>
        <CardContent>
          {hasVisibleText(notes) ? (
            <div className="rich-text text-slate-800" dangerouslySetInnerHTML={{ __html: notes }} />
          ) : (
            <p className="text-slate-600">No notes available</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Action Items</CardTitle>
        </CardHeader>
        <CardContent>
          {meeting.actionItems.length ? (
            <ul className="divide-y divide-slate-200">
              {meeting.actionItems.map((item, index) => (
                <li key={`${index}-${item}`} className="py-3 first:pt-0 last:pb-0">
                  {renderItem(index)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">No action items</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
