/**
 * A figure card used by every analytics page (spec 2.10–2.15): a title, a big value, a hint and
 * an icon; rendered as a link when `to` is given. `tone` colours the icon chip and, with
 * `emphasis`, the card's border and background (e.g. Behind Schedule amber or green, spec 2.10).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/client/lib/utils';

export type CardTone = 'brand' | 'blue' | 'green' | 'amber' | 'orange' | 'red' | 'purple' | 'slate';

const CHIP: Record<CardTone, string> = {
  brand: 'bg-brand-100 text-brand-700',
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  amber: 'bg-amber-100 text-amber-900',
  orange: 'bg-orange-100 text-orange-800',
  red: 'bg-red-100 text-red-800',
  purple: 'bg-purple-100 text-purple-800',
  slate: 'bg-slate-100 text-slate-800',
};

const EMPHASIS: Record<CardTone, string> = {
  brand: 'border-brand-500 bg-brand-50',
  blue: 'border-blue-300 bg-blue-50',
  green: 'border-green-300 bg-green-50',
  amber: 'border-amber-300 bg-amber-50',
  orange: 'border-orange-300 bg-orange-50',
  red: 'border-red-300 bg-red-50',
  purple: 'border-purple-300 bg-purple-50',
  slate: 'border-slate-200 bg-white',
};

export function StatCard({
  title,
  value,
  hint,
  icon: Icon,
  tone = 'brand',
  emphasis = false,
  to,
  testId,
}: {
  title: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: LucideIcon;
  tone?: CardTone;
  emphasis?: boolean;
  to?: string;
  testId?: string;
}) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-slate-700">{title}</h2>
        <span className={cn('rounded-full p-2', CHIP[tone])} aria-hidden="true">
          <Icon className="h-5 w-5" />
        </span>
      </div>
      <div className="mt-1 text-3xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </div>
      {hint && <p className="mt-1 text-sm text-slate-700">{hint}</p>}
    </>
  );
  const cls = cn(
    'block rounded-lg border p-5 shadow-sm',
    emphasis ? EMPHASIS[tone] : 'border-slate-200 bg-white',
  );
  if (!to) return <section className={cls}>{body}</section>;
  return (
    <Link
      to={to}
      className={cn(
        cls,
        'transition-colors hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      )}
    >
      {body}
    </Link>
  );
}
