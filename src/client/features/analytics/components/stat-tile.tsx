/**
 * A small figure tile (spec 2.10 member tiles, 2.11 engagement tiles): a label above a value,
 * optionally tinted and optionally a link.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/client/lib/utils';
import { TONE_TILE, type ToneName } from '../lib/tones';

export function StatTile({
  label,
  value,
  hint,
  tone = 'slate',
  to,
  className,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: ToneName;
  to?: string;
  className?: string;
}) {
  const cls = cn('block rounded-md border p-3', TONE_TILE[tone], className);
  const body = (
    <>
      <span className="block text-xs font-medium">{label}</span>
      <span className="mt-0.5 block text-xl font-bold">{value}</span>
      {hint && <span className="mt-0.5 block text-xs">{hint}</span>}
    </>
  );
  if (!to) return <div className={cls}>{body}</div>;
  return (
    <Link to={to} className={cn(cls, 'transition-shadow hover:shadow-md hover:underline')}>
      {body}
    </Link>
  );
}
