/**
 * A horizontal progress bar (spec 2.10 member card, 2.11 status bars): an accessible
 * `role="progressbar"` with `aria-valuenow` (0–100) and a visible label supplied by the caller.
 */
import { cn } from '@/client/lib/utils';

export type BarTone = 'green' | 'orange' | 'blue' | 'amber' | 'red' | 'brand' | 'slate';

/** Fill colours, dark enough to stand out against the slate-200 track (non-text contrast 3:1). */
export const BAR_FILL: Record<BarTone, string> = {
  green: 'bg-green-600',
  orange: 'bg-orange-500',
  blue: 'bg-blue-600',
  amber: 'bg-amber-500',
  red: 'bg-red-600',
  brand: 'bg-brand-600',
  slate: 'bg-slate-500',
};

/**
 * `value` is a percent 0–100 (clamped); `label` names the bar for assistive technology
 * and `valueText` (e.g. "3 of 5 meetings completed") is read instead of the bare percent.
 */
export function ProgressBar({
  value,
  label,
  valueText,
  tone = 'brand',
  className,
}: {
  value: number;
  label: string;
  valueText?: string;
  tone?: BarTone;
  className?: string;
}) {
  const pct = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(pct)}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={cn('h-full rounded-full', BAR_FILL[tone])} style={{ width: `${pct}%` }} />
    </div>
  );
}
