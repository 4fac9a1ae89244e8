/**
 * Shared states of the analytics pages: a skeleton while loading (announced as a status for
 * screen readers), an error panel with the server's message, and an empty-state panel.
 */
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage } from '@/client/lib/api-client';

/** Skeleton of a page: `cards` figure cards then `rows` tall blocks; `label` is announced. */
export function PageSkeleton({
  label,
  cards = 3,
  rows = 3,
}: {
  label: string;
  cards?: number;
  rows?: number;
}) {
  return (
    <div className="grid gap-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div
        className={
          cards >= 4 ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-4 sm:grid-cols-3'
        }
      >
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-40" />
      ))}
    </div>
  );
}

/** Error text of a failed analytics call: the server's message, else `fallback`. */
export function LoadError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-800">
      <p className="font-semibold">{fallback}</p>
      <p className="mt-1 text-sm">{errorMessage(error, 'Please try again.')}</p>
    </div>
  );
}

/** A centred empty state: icon, heading and optional text. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  tone = 'text-slate-500',
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  tone?: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon className={`h-10 w-10 ${tone}`} aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-1 text-sm text-slate-700">{children}</div>}
    </div>
  );
}
