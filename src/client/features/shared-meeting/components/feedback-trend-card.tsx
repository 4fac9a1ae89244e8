/**
 * The feedback trend on Team Analytics (docs/decisions/0013-shared-1on1.md): per manager of the
 * caller's team, the average rating of their 1:1s by month (the team member's ratings only),
 * from GET /api/analytics/feedback. Only closed months are listed (a rating counts in the month
 * it was given; a month's figure never changes once shown), and a month with fewer than 3
 * ratings from 3 different people says "Not enough responses".
 */
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { useFeedbackTrend } from '../api/feedback';

const MONTH = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `yyyy-MM` as "Nov 2026". */
function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return MONTH.format(new Date(Date.UTC(y, m - 1, 1)));
}

export function FeedbackTrendCard({ months }: { months?: number }) {
  const { data, isPending, isError } = useFeedbackTrend(months);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Was the 1:1 useful? Feedback trend</CardTitle>
        <p className="text-sm text-slate-600">
          Average rating (1–5) given by team members, per manager and month. A month appears once it
          has closed, and shows its average only with at least {data?.minResponses ?? 3} ratings
          from {data?.minPeople ?? 3} different people.
        </p>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p className="text-slate-600">Loading feedback...</p>
        ) : isError || !data ? (
          <p className="text-red-700">The feedback trend could not be loaded.</p>
        ) : data.managers.length === 0 ? (
          <p className="text-slate-600">No managers in your team yet</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Average 1:1 rating per manager by month</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Manager
                  </th>
                  {data.months.map((m) => (
                    <th key={m} scope="col" className="whitespace-nowrap px-2 py-2 font-medium">
                      {monthLabel(m)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.managers.map((manager) => (
                  <tr key={manager.managerId} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
                      {manager.managerName}
                    </th>
                    {manager.months.map((cell) => (
                      <td key={cell.month} className="px-2 py-2 text-slate-800">
                        {cell.enoughResponses && cell.average !== null ? (
                          <span>{cell.average.toFixed(1)}</span>
                        ) : (
                          <span className="text-xs text-slate-600">Not enough responses</span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
