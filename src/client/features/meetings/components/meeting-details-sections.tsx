/**
 * Action Items of Meeting Details (spec 2.17). The agenda and the shared notes are live editors
 * in place (./live-meeting-texts.tsx, docs/live.md). `renderItem(index)` draws an item's line:
 * its text plus the status control when the viewer may change it, else the status read-only.
 */
import type { ReactNode } from 'react';
import type { Meeting } from '@/shared/schemas/meeting';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';

export function MeetingDetailsSections({
  meeting,
  renderItem,
}: {
  meeting: Pick<Meeting, 'actionItems'>;
  /** The line of action item `index` (text plus status, and controls when allowed). */
  renderItem: (index: number) => ReactNode;
}) {
  return (
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
  );
}
