/** Loading, failure and empty states shared by the directory lists (spec 2.18). */
import type { ReactNode } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton';

export function CardsLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-56 w-full" />
      ))}
    </div>
  );
}

export function LoadFailed({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-800"
    >
      {children}
    </p>
  );
}

export function EmptyState({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
      <span aria-hidden="true" className="text-slate-400">
        {icon}
      </span>
      <div className="font-medium">{children}</div>
    </div>
  );
}
