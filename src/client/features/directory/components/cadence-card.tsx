/**
 * The manager's 1:1 cadence: meetings completed in the last 30 and
 * 90 days, and overdue ones (still scheduled, dated before today). Hidden figures (viewer not
 * the manager, above them, or a Senior Manager) show why instead.
 */
import { AlertTriangle, CalendarCheck, CalendarRange, Lock } from 'lucide-react';
import type { ManagerProfile } from '@/shared/schemas/directory';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { cn } from '@/client/lib/utils';

export function CadenceCard({ cadence }: { cadence: ManagerProfile['cadence'] }) {
  const figures = cadence
    ? [
        {
          label: 'Held in the last 30 days',
          value: cadence.heldLast30Days,
          icon: CalendarCheck,
          warn: false,
        },
        {
          label: 'Held in the last 90 days',
          value: cadence.heldLast90Days,
          icon: CalendarRange,
          warn: false,
        },
        {
          label: 'Overdue',
          value: cadence.overdue,
          icon: AlertTriangle,
          warn: cadence.overdue > 0,
        },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>1:1 Cadence</CardTitle>
        <CardDescription>
          Completed 1:1s this manager held, and scheduled ones now past
        </CardDescription>
      </CardHeader>
      <CardContent>
        {cadence ? (
          <dl className="grid gap-3 sm:grid-cols-3">
            {figures.map(({ label, value, icon: Icon, warn }) => (
              <div
                key={label}
                className={cn(
                  'relative flex flex-col-reverse rounded-md border py-4 pl-14 pr-4',
                  warn ? 'border-orange-200 bg-orange-50' : 'border-slate-200 bg-slate-50',
                )}
              >
                <dt className="text-sm text-slate-700">
                  <Icon
                    aria-hidden="true"
                    className={cn(
                      'absolute left-4 top-1/2 h-6 w-6 -translate-y-1/2',
                      warn ? 'text-orange-700' : 'text-brand-700',
                    )}
                  />
                  {label}
                </dt>
                <dd className="text-2xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Lock className="h-4 w-4" aria-hidden="true" />
            1:1 figures are visible to this manager, their managers and senior managers.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
