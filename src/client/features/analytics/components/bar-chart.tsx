/**
 * A plain, accessible horizontal bar chart: one row per item with its label,
 * its figure and a CSS bar scaled to `max`. The whole chart is one `role="img"` whose
 * `aria-label` reads every figure, so screen readers get the numbers in one sentence while the
 * bars stay decorative. No chart library: nothing extra is downloaded.
 */
import { cn } from '@/client/lib/utils';
import { BAR_FILL, type BarTone } from './progress-bar';

export interface BarItem {
  key: string;
  label: string;
  /** The quantity the bar length follows (a count or a percent). */
  value: number;
  /** Text shown at the end of the row, e.g. "5 (50%)"; defaults to the value. */
  display?: string;
  tone: BarTone;
}

/** One sentence reading every bar: "Title: Completed 5 (50%), In Progress 2 (20%)." */
export function describeBars(title: string, items: readonly BarItem[]): string {
  if (items.length === 0) return `${title}: no data.`;
  return `${title}: ${items.map((i) => `${i.label} ${i.display ?? i.value}`).join(', ')}.`;
}

export function BarChart({
  title,
  items,
  max,
  className,
  labelWidth = 'w-28',
}: {
  title: string;
  items: readonly BarItem[];
  /** Bar length at 100 %; defaults to the largest value (at least 1). */
  max?: number;
  className?: string;
  labelWidth?: string;
}) {
  const top = Math.max(1, max ?? Math.max(0, ...items.map((i) => i.value)));
  return (
    <div role="img" aria-label={describeBars(title, items)} className={cn('grid gap-3', className)}>
      {items.map((item) => {
        const pct = Math.max(0, Math.min(100, (item.value / top) * 100));
        return (
          <div key={item.key} className="flex items-center gap-3 text-sm">
            <span className={cn('shrink-0 truncate font-medium text-slate-800', labelWidth)}>
              {item.label}
            </span>
            <span className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200">
              <span
                className={cn('block h-full rounded-full', BAR_FILL[item.tone])}
                style={{ width: `${pct}%` }}
              />
            </span>
            <span className="w-20 shrink-0 text-right tabular-nums text-slate-800">
              {item.display ?? item.value}
            </span>
          </div>
        );
      })}
    </div>
  );
}
