/**
 * A person's facts as a description list with icons (spec 2.18 cards): each entry has a
 * screen-reader term and a visible value; empty values show a dash-free fallback text.
 */
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';

export interface Fact {
  term: string;
  icon: ReactNode;
  value: ReactNode;
}

export function PersonFacts({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={cn('grid gap-1.5 text-sm text-slate-700', className)}>
      {facts.map((f) => (
        <div key={f.term} className="flex min-w-0 items-center gap-2">
          <dt className="shrink-0 text-slate-500">
            {f.icon}
            <span className="sr-only">{f.term}</span>
          </dt>
          <dd className="min-w-0 truncate">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
