/**
 * Meeting Status Distribution (spec 2.11, 2.12): Completed (green), In Progress (orange) and
 * Scheduled (blue) bars with count and percent, as the server counted them.
 */
import type { StatusDistribution } from '@/shared/schemas/analytics';
import { BarChart, type BarItem } from './bar-chart';

export function statusBars(d: StatusDistribution): BarItem[] {
  return [
    {
      key: 'completed',
      label: 'Completed',
      value: d.completed,
      display: `${d.completed} (${d.completedPercent}%)`,
      tone: 'green',
    },
    {
      key: 'in_progress',
      label: 'In Progress',
      value: d.inProgress,
      display: `${d.inProgress} (${d.inProgressPercent}%)`,
      tone: 'orange',
    },
    {
      key: 'scheduled',
      label: 'Scheduled',
      value: d.scheduled,
      display: `${d.scheduled} (${d.scheduledPercent}%)`,
      tone: 'blue',
    },
  ];
}

export function StatusDistributionChart({ distribution }: { distribution: StatusDistribution }) {
  return (
    <BarChart
      title="Meeting status distribution"
      items={statusBars(distribution)}
      max={distribution.total}
    />
  );
}
